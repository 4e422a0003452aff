// The frame of every developer-portal page: navigation header, main area, footer (the portal layout and the
// branded 404 and error pages share it; no server-only imports).
import type { ReactNode } from 'react';
import type { PortalAccount } from '@/lib/portal/sessions.ts';
import { SiteHeader } from './site-header.tsx';

/** Header, `children` as the page's main landmark, footer; `showAccount` as in SiteHeader. */
export function PortalShell({ principal, showAccount, children }: { principal: PortalAccount | null; showAccount?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader principal={principal} showAccount={showAccount} />
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
