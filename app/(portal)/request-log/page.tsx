// Request log page (issue 14): the organisation's recent /v1 calls with filters (status, path, time, X-Request-ID);
// each links to its detail. Only the signed-in member's organisation is read (lib/request-log/read.ts).
import { Card, PageHeading } from '@/components/ui/card.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { RequestLogFilters, RequestLogTable } from '@/components/request-log/request-log-table.tsx';
import { getDb } from '@/lib/db/client.ts';
import { requireMember } from '@/lib/portal/require-principal.ts';
import { listRequestLog } from '@/lib/request-log/read.ts';
import { requestLogQuerySchema } from '@/lib/request-log/schemas.ts';

export const metadata = { title: 'Request log · Open Banking Developer Portal' };

export default async function RequestLogPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const principal = await requireMember('/request-log');
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = requestLogQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  const list = await listRequestLog({ db: await getDb(), organizationIdentifier: principal.organizationIdentifier, query });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHeading eyebrow="Your TPP" title="Request log">
        Every call to the API signed with a certificate of {principal.organizationIdentifier}, including those the bank rejected — with the
        signing string the bank built when a signature did not verify. Kept {list.retentionDays} days, at most {list.maxRows.toLocaleString('en')} calls.
        {list.bodiesShown ? ' Sandbox: request and response bodies are shown.' : ' Personal data (PSU-ID, customer and account numbers) is masked; bodies are not kept.'}
      </PageHeading>
      <Card>
        {!parsed.success && (
          <div className="mb-4">
            <Alert tone="error" title="Some filters were ignored">{parsed.error.issues.map((i) => i.message).join('; ')}</Alert>
          </div>
        )}
        <RequestLogFilters query={query} />
        <RequestLogTable list={list} query={query} />
      </Card>
    </div>
  );
}
