// Request log entry page (issue 14): one call in detail — status, error code and message, the signature verdict and,
// for a rejected signature, the signing string the bank built; in the sandbox, the request and response bodies.
// An entry of another organisation is not found, exactly like an unknown id.
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Card, PageHeading } from '@/components/ui/card.tsx';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import { StatusBadge, VerdictBadge } from '@/components/request-log/request-log-table.tsx';
import { getDb } from '@/lib/db/client.ts';
import { requireMember } from '@/lib/portal/require-principal.ts';
import { readRequestLogEntry } from '@/lib/request-log/read.ts';

export const metadata = { title: 'Request log entry · Open Banking Developer Portal' };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-navy-600">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-navy-950">{children}</dd>
    </div>
  );
}

function Code({ label, text }: { label: string; text: string }) {
  return (
    <ScrollArea as="pre" label={label} className="mt-2 max-h-96 overflow-auto rounded-md bg-navy-950 p-4 font-mono text-xs text-navy-50">
      {text}
    </ScrollArea>
  );
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export default async function RequestLogEntryPage({ params }: { params: Promise<{ entryId: string }> }) {
  const { entryId } = await params;
  const principal = await requireMember(`/request-log/${encodeURIComponent(entryId)}`);
  const entry = entryId.length <= 100 ? await readRequestLogEntry({ db: await getDb(), organizationIdentifier: principal.organizationIdentifier, entryId }) : null;
  if (!entry) notFound();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="mb-4 text-sm"><Link href="/request-log" className="font-semibold text-teal-800 underline">← Request log</Link></p>
      <PageHeading eyebrow="Request log" title={`${entry.method} ${entry.path.length > 60 ? `${entry.path.slice(0, 60)}…` : entry.path}`} />
      <div className="space-y-6">
        <Card title="Call">
          <dl className="divide-y divide-navy-50">
            <Row term="Time (UTC)"><span className="font-mono">{entry.createdAt}</span></Row>
            <Row term="Request"><span className="font-mono">{entry.method} {entry.path}</span></Row>
            <Row term="Status"><StatusBadge status={entry.status} /></Row>
            <Row term="Error code"><span className="font-mono">{entry.errorCode ?? '—'}</span></Row>
            {entry.message && <Row term="Message">{entry.message}</Row>}
            <Row term="Duration">{entry.durationMs} ms</Row>
            <Row term="X-Request-ID"><span className="font-mono">{entry.requestId ?? '—'}</span></Row>
            <Row term="Signature"><VerdictBadge verdict={entry.signature} /></Row>
          </dl>
        </Card>
        {entry.signingString !== null && (
          <Card title="Signing string the bank built" description="The bank verified your signature over exactly these bytes (lines joined by a single \n, no trailing newline). Compare them with the string your client signed.">
            <Code label="Expected signing string" text={entry.signingString} />
          </Card>
        )}
        {(entry.requestBody !== null || entry.responseBody !== null) && (
          <Card title="Bodies" description="Sandbox only; long bodies are cut.">
            {entry.requestBody !== null && (
              <>
                <h3 className="text-sm font-semibold text-navy-900">Request body</h3>
                <Code label="Request body" text={pretty(entry.requestBody)} />
              </>
            )}
            {entry.responseBody !== null && (
              <>
                <h3 className="mt-4 text-sm font-semibold text-navy-900">Response body</h3>
                <Code label="Response body" text={pretty(entry.responseBody)} />
              </>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
