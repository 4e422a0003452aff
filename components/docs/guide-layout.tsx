// The frame of a developer guide: the list of guides beside the text, and small building blocks of guide pages.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ERRORS_PAGE, GUIDES } from '@/lib/docs/guides.ts';

/** A guide page: navigation of all guides and the article. */
export function GuideLayout({ slug, title, lead, children }: { slug: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Guides" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-700"><Link href="/guides">Guides</Link></p>
          <ul className="mt-2 space-y-1 text-sm">
            {GUIDES.map((g) => (
              <li key={g.slug}>
                <Link href={`/guides/${g.slug}`} aria-current={g.slug === slug ? 'page' : undefined} className={`block rounded px-2 py-1 ${g.slug === slug ? 'bg-white font-semibold text-navy-950' : 'text-navy-700 hover:bg-white hover:text-navy-950'}`}>{g.title}</Link>
              </li>
            ))}
            <li><Link href={ERRORS_PAGE.href} aria-current={slug === 'errors' ? 'page' : undefined} className={`block rounded px-2 py-1 ${slug === 'errors' ? 'bg-white font-semibold text-navy-950' : 'text-navy-700 hover:bg-white hover:text-navy-950'}`}>{ERRORS_PAGE.title}</Link></li>
            <li><Link href="/docs" className="block rounded px-2 py-1 text-navy-700 hover:bg-white hover:text-navy-950">API reference</Link></li>
          </ul>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <h1 className="text-3xl font-semibold tracking-tight text-navy-900">{title}</h1>
          {lead && <p className="mt-2 text-lg text-navy-700">{lead}</p>}
          <div className="guide mt-6 space-y-4 text-navy-800">{children}</div>
        </article>
      </div>
    </div>
  );
}

/** A section heading with an anchor. */
export function H2({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="scroll-mt-4 pt-4 text-xl font-semibold text-navy-900">{children}</h2>;
}

/** Inline code. */
export function C({ children }: { children: ReactNode }) {
  return <code className="rounded bg-navy-50 px-1 py-0.5 font-mono text-[0.9em] text-navy-900 wrap-anywhere">{children}</code>;
}

/** A block of code or an HTTP exchange (scrolls sideways on small screens). */
export function Pre({ label, children }: { label: string; children: string }) {
  return (
    <pre aria-label={label} tabIndex={0} className="max-w-full overflow-x-auto rounded-md bg-navy-950 p-3 font-mono text-xs leading-relaxed text-navy-100">{children}</pre>
  );
}

/** A simple table. */
export function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={head.join(', ')}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-navy-200 text-xs uppercase tracking-wide text-navy-500"><tr>{head.map((h) => <th key={h} scope="col" className="py-2 pr-4">{h}</th>)}</tr></thead>
        <tbody className="divide-y divide-navy-100">{rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j} className="py-2 pr-4 align-top">{c}</td>)}</tr>)}</tbody>
      </table>
    </div>
  );
}

/** A link in running text. */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href} className="font-medium text-teal-800 underline hover:text-teal-900">{children}</Link>;
}
