// The portal's 404 page: unknown paths get the portal's header and footer and ways back (the hosted SCA page has
// its own bank-branded one in app/sca/[flowId]/not-found.tsx).
import Link from 'next/link';
import { PortalShell } from '@/components/portal-shell.tsx';
import { StatusPage, statusLink } from '@/components/status-page.tsx';
import { getPortalPrincipal } from '@/lib/portal/current-user.ts';

export const metadata = { title: 'Page not found · Open Banking Developer Portal' };

export default async function NotFound() {
  const principal = await getPortalPrincipal().catch(() => null);
  return (
    <PortalShell principal={principal}>
      <StatusPage
        code="404"
        title="This page does not exist"
        actions={
          <>
            <Link href="/" className={statusLink.primary}>Back to the portal home</Link>
            <Link href="/docs" className={statusLink.secondary}>API reference</Link>
            {principal && <Link href="/sandbox" className={statusLink.secondary}>Sandbox data</Link>}
          </>
        }
      >
        <p>The address may be mistyped, or the page has moved. API operations live under <span className="font-mono">/v1/…</span> and answer signed requests only.</p>
      </StatusPage>
    </PortalShell>
  );
}
