'use client';
// Last-resort error page, for failures in the root layout itself: it replaces the whole document.
import './globals.css';
import { StatusPage, statusLink } from '@/components/status-page.tsx';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-navy-50 font-sans text-navy-950 antialiased">
        <main id="main">
          <StatusPage
            code="Error"
            title="Something went wrong"
            actions={
              <>
                <button type="button" onClick={reset} className={statusLink.primary}>Try again</button>
                {/* A full page load: the root layout failed, so client navigation cannot be trusted. */}
                <a href="/" className={statusLink.secondary}>Back to the portal home</a>
              </>
            }
          >
            <p>The page could not be shown. Try again in a moment.</p>
            {error.digest && <p className="text-sm text-navy-500">Reference for support: <span className="font-mono">{error.digest}</span></p>}
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
