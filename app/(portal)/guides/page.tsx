// The list of developer guides.
import Link from 'next/link';
import { PageHeading } from '@/components/ui/card.tsx';
import { ERRORS_PAGE, GUIDES } from '@/lib/docs/guides.ts';

export const metadata = { title: 'Guides · Open Banking Developer Portal' };

export default function GuidesPage() {
  const entries = [...GUIDES.map((g) => ({ href: `/guides/${g.slug}`, title: g.title, summary: g.summary })), { ...ERRORS_PAGE }, { href: '/docs', title: 'API reference', summary: 'Every operation with its headers, parameters, body, responses and examples.' }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Developer guides" title="Build against the NextGenPSD2 API">
        Start with the quick start; the other guides explain signing, consent and SCA, payments and the sandbox in the order you meet them.
      </PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((e) => (
          <li key={e.href} className="rounded-lg border border-navy-100 bg-white p-4 shadow-sm">
            <Link href={e.href} className="text-lg font-semibold text-teal-800 underline-offset-2 hover:underline">{e.title}</Link>
            <p className="mt-1 text-sm text-navy-700">{e.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
