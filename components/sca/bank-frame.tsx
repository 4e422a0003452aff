// The bank-branded frame of the hosted SCA pages (the look of app/sca/[flowId]/page.tsx): the PSU sees the bank,
// never the developer portal. Used by the SCA 404 and error pages.
import type { ReactNode } from 'react';

/** The bank's card on a grey page, with the bank's eyebrow and a heading, which is the document's title too (the SCA
 * route has no metadata title: see app/sca/[flowId]/page.tsx). */
export function BankFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{title}</title>
      <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-700">Sandbox Bank · Secure authentication</p>
          <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
          <div className="mt-4 space-y-3 text-slate-700">{children}</div>
        </div>
      </main>
    </>
  );
}
