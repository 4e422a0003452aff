// The body of the portal's 404 and error pages: a status code, what happened, and ways back.
import type { ReactNode } from 'react';

/** A centred status message with its actions (links or buttons). */
export function StatusPage({ code, title, children, actions }: { code: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="font-mono text-sm font-semibold text-teal-700">{code}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-2 text-navy-700">{children}</div>
      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
    </div>
  );
}

/** Link styles of the status page actions (primary: white on teal-700, 5.39:1). */
export const statusLink = {
  primary: 'rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800',
  secondary: 'rounded-md border border-navy-200 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50',
} as const;
