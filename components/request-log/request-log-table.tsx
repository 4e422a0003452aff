// The request log's filter form and table (issue 14): a plain GET form, so filters are in the address and work
// without JavaScript; every row links to its detail page.
import Link from 'next/link';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import type { RequestLogList, RequestLogQuery } from '@/lib/request-log/schemas.ts';

const VERDICT: Record<string, string> = { verified: 'Verified', rejected: 'Rejected', 'not-checked': 'Not checked' };

/** A status badge coloured by class. */
export function StatusBadge({ status }: { status: number }) {
  const tone = status >= 500 ? 'bg-red-100 text-red-800' : status >= 400 ? 'bg-amber-100 text-amber-900' : 'bg-teal-50 text-teal-800';
  return <span className={`inline-block rounded px-2 py-0.5 font-mono text-xs font-semibold ${tone}`}>{status}</span>;
}

/** The verdict of the signature check. */
export function VerdictBadge({ verdict }: { verdict: string }) {
  const tone = verdict === 'rejected' ? 'bg-red-100 text-red-800' : verdict === 'verified' ? 'bg-teal-50 text-teal-800' : 'bg-navy-50 text-navy-700';
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{VERDICT[verdict] ?? verdict}</span>;
}

export function RequestLogFilters({ query }: { query: RequestLogQuery }) {
  return (
    <form method="get" action="/request-log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" aria-label="Filter the request log">
      <SelectField label="Status" name="status" defaultValue={query.status ?? ''}>
        <option value="">All</option>
        <option value="errors">Errors (400 and above)</option>
        <option value="2xx">2xx</option>
        <option value="4xx">4xx</option>
        <option value="5xx">5xx</option>
      </SelectField>
      <TextField label="Path contains" name="path" defaultValue={query.path ?? ''} placeholder="/v1/consents" mono />
      <TextField label="X-Request-ID" name="requestId" defaultValue={query.requestId ?? ''} mono className="lg:col-span-2" />
      <TextField label="From (UTC)" name="from" type="datetime-local" defaultValue={query.from?.slice(0, 16) ?? ''} />
      <TextField label="To (UTC)" name="to" type="datetime-local" defaultValue={query.to?.slice(0, 16) ?? ''} />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-teal-800">Filter</button>
        <Link href="/request-log" className="rounded-md border border-navy-200 px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50">Clear</Link>
      </div>
    </form>
  );
}

export function RequestLogTable({ list, query }: { list: RequestLogList; query: RequestLogQuery }) {
  if (list.entries.length === 0) return <p className="mt-6 text-sm text-navy-600">No calls match. Calls appear here within a second of their response.</p>;
  const next = list.next ? `/request-log?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([, v]) => v)), before: list.next }).toString()}` : null;
  return (
    <>
      <ScrollArea label="Request log entries" className="mt-6">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Calls of your organisation, newest first</caption>
          <thead className="border-b border-navy-100 text-xs uppercase tracking-wide text-navy-500">
            <tr>
              <th scope="col" className="py-2 pr-3">Time (UTC)</th>
              <th scope="col" className="py-2 pr-3">Request</th>
              <th scope="col" className="py-2 pr-3">Status</th>
              <th scope="col" className="py-2 pr-3">Error code</th>
              <th scope="col" className="py-2 pr-3">Signature</th>
              <th scope="col" className="py-2 pr-3 text-right">ms</th>
              <th scope="col" className="py-2">X-Request-ID</th>
            </tr>
          </thead>
          <tbody>
            {list.entries.map((e) => (
              <tr key={e.id} className="border-b border-navy-50 align-top" data-entry-id={e.id}>
                <td className="whitespace-nowrap py-2 pr-3 font-mono text-xs">{e.createdAt.replace('T', ' ').slice(0, 23)}</td>
                <td className="py-2 pr-3 font-mono text-xs">
                  <Link href={`/request-log/${e.id}`} className="text-teal-800 underline hover:text-teal-950">{e.method} {e.path.length > 80 ? `${e.path.slice(0, 80)}…` : e.path}</Link>
                </td>
                <td className="py-2 pr-3"><StatusBadge status={e.status} /></td>
                <td className="py-2 pr-3 font-mono text-xs">{e.errorCode ?? '—'}</td>
                <td className="py-2 pr-3"><VerdictBadge verdict={e.signature} /></td>
                <td className="py-2 pr-3 text-right font-mono text-xs">{e.durationMs}</td>
                <td className="py-2 font-mono text-xs">{e.requestId ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {next && <p className="mt-4"><Link href={next} className="text-sm font-semibold text-teal-800 underline">Older calls</Link></p>}
    </>
  );
}
