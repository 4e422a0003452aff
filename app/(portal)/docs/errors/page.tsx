// The error-code reference: every code of the error table (lib/errors.ts) with its status, meaning and next step;
// each entry has the anchor #<CODE>, so other pages link to /docs/errors#<CODE> (errorCodeHref).
import { C, GuideLayout } from '@/components/docs/guide-layout.tsx';
import { errorCodeDocs } from '@/lib/docs/error-codes.ts';

export const metadata = { title: 'Error codes · Open Banking Developer Portal' };

export default function ErrorCodesPage() {
  const codes = errorCodeDocs();
  return (
    <GuideLayout slug="errors" title="Error codes" lead="Every error answer is a Berlin Group body; its code says what happened, its text what exactly.">
      <pre aria-label="Error body" tabIndex={0} className="max-w-full overflow-x-auto rounded-md bg-navy-950 p-3 font-mono text-xs text-navy-100">{`HTTP/1.1 400 Bad Request
{ "tppMessages": [ { "category": "ERROR", "code": "FORMAT_ERROR", "path": "PSU-ID",
                     "text": "PSU-ID must be the UUID delivered as psu-id after SCA" } ] }`}</pre>
      <p>
        <C>path</C> names the header or field concerned when there is one. Quote the <C>X-Request-ID</C> of the request when you contact the bank.
        Resources of other organisations answer exactly as unknown ones (404 RESOURCE_UNKNOWN).
      </p>
      <dl className="divide-y divide-navy-100 rounded-lg border border-navy-100 bg-white" data-testid="error-codes">
        {codes.map((c) => (
          <div key={c.code} id={c.code} className="scroll-mt-4 p-4 target:bg-amber-50">
            <dt className="flex flex-wrap items-baseline gap-x-3">
              <a href={`#${c.code}`} className="font-mono text-sm font-semibold text-navy-900 hover:underline">{c.code}</a>
              <span className="font-mono text-xs text-navy-600">HTTP {c.status}</span>
            </dt>
            <dd className="mt-1 text-sm text-navy-800">{c.meaning}</dd>
            <dd className="mt-1 text-sm text-navy-700"><span className="font-semibold">What to do: </span>{c.next}</dd>
          </div>
        ))}
      </dl>
    </GuideLayout>
  );
}
