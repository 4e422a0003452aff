'use client';
// The portal's own TPP-Redirect-URI (issue 12): shows what the bank's SCA page sent back — psu-id, psu-corporate-id,
// tpp-session-id and context, or the failure parameters — and offers to use them in the guide's next request.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { loadGuideState, saveGuideState, type CallbackParams, type GuideState } from '@/lib/portal-client/guide-state.ts';
import { AFTER_SCA } from './guide-steps.ts';
import { ErrorCodeLink } from './response-view.tsx';

function Row({ name, value, note }: { name: string; value: string | null; note: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
      <dt className="font-mono text-sm font-semibold text-navy-900">{name}</dt>
      <dd className="text-sm">
        <span className="break-all font-mono text-xs" data-testid={`callback-${name}`}>{value ?? '—'}</span>
        <p className="mt-0.5 text-navy-600">{note}</p>
      </dd>
    </div>
  );
}

/** The callback page body for the parameters it received. */
export function CallbackView({ params }: { params: CallbackParams }) {
  const router = useRouter();
  const [guide, setGuide] = useState<GuideState | null>(null);
  useEffect(() => setGuide(loadGuideState()), []);
  const next = guide?.pending ? AFTER_SCA[guide.pending] : 'accounts';
  const otherSession = guide && params.tppSessionId && params.tppSessionId !== guide.sessionId;

  if (params.failure) {
    const f = params.failure;
    return (
      <Card id="callback-failure" title="The SCA did not complete">
        <dl className="divide-y divide-navy-100" data-testid="callback-failure">
          <Row name="system" value={f.system} note="Which system ended the SCA." />
          <Row name="status" value={f.status} note="The HTTP status it corresponds to." />
          <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
            <dt className="font-mono text-sm font-semibold text-navy-900">code</dt>
            <dd className="text-sm">{f.code ? <ErrorCodeLink code={f.code} /> : '—'} <span className="text-navy-600">— follow the code to what it means.</span></dd>
          </div>
          <Row name="message" value={f.message} note="For you, not for the PSU." />
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/get-started#step-consent" className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800">Back to the guide</Link>
        </div>
      </Card>
    );
  }
  if (!params.psuId) {
    return (
      <Alert tone="info" title="Nothing came back yet">
        This page is the TPP-Redirect-URI of the guide and the playground: the bank&apos;s SCA page sends the PSU here with psu-id, tpp-session-id and context.{' '}
        <Link href="/get-started" className="font-semibold underline">Open the guide</Link>.
      </Alert>
    );
  }
  const use = () => {
    const base = guide ?? loadGuideState();
    const updated: GuideState = {
      ...base,
      psuId: params.psuId,
      psuCorporateId: params.psuCorporateId,
      context: params.context,
      sessionId: params.tppSessionId ?? base.sessionId,
      pending: null,
    };
    saveGuideState(updated);
    router.push(`/get-started#step-${next}`);
  };
  return (
    <Card id="callback-success" title="The PSU completed the SCA">
      <dl className="divide-y divide-navy-100" data-testid="callback-params">
        <Row name="psu-id" value={params.psuId} note="Send it as the PSU-ID header: it names this PSU for your TPP (a UUID, not the customer number)." />
        <Row name="psu-corporate-id" value={params.psuCorporateId} note="Sent when the PSU chose a corporate agreement: send it as PSU-Corporate-ID." />
        <Row name="tpp-session-id" value={params.tppSessionId} note="Your TPP-Session-ID of the request that started the SCA: keep sending it — the SCA lasts one hour inside it." />
        <Row name="context" value={params.context} note="PRIVATE or CORPORATE: the accounts you may now read." />
      </dl>
      {otherSession && (
        <p className="mt-3 text-sm text-navy-600">This tpp-session-id differs from the guide&apos;s session; using these values makes it the guide&apos;s session.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={use}>Use them in the next request</Button>
        <Link href="/playground" className="rounded-md border border-navy-200 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50">Open the playground</Link>
      </div>
    </Card>
  );
}
