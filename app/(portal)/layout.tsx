// Layout of the developer portal pages: navigation header, main area, footer.
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const dynamic = 'force-dynamic';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const principal = await getPortalPrincipal().catch(() => null);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader principal={principal} />
      <main id="main" className="flex-1">{children}</main>
      <footer className="border-t border-navy-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-6 text-xs text-navy-500 sm:px-6">
          <p>Berlin Group NextGenPSD2 1.3 · PSD2 access to account · Sandbox data is fictitious.</p>
          <p>
            <a className="underline hover:text-navy-900" href="/openapi.json">openapi.json</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
