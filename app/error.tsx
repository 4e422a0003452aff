'use client';
// The portal's error page: an unexpected failure while rendering a page, in the portal's look, with a retry and a
// way back. The hosted SCA page has its own bank-branded one (app/sca/[flowId]/error.tsx).
import Link from 'next/link';
import { PortalShell } from '@/components/portal-shell.tsx';
import { StatusPage, statusLink } from '@/components/status-page.tsx';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PortalShell principal={null} showAccount={false}>
      <StatusPage
        code="Error"
        title="Something went wrong"
        actions={
          <>
            <button type="button" onClick={reset} className={statusLink.primary}>Try again</button>
            <Link href="/" className={statusLink.secondary}>Back to the portal home</Link>
          </>
        }
      >
        <p>The page could not be shown. Your data is unchanged; try again in a moment.</p>
        {error.digest && <p className="text-sm text-navy-500">Reference for support: <span className="font-mono">{error.digest}</span></p>}
      </StatusPage>
    </PortalShell>
  );
}
