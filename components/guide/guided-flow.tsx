'use client';
// The "Get started" path (issue 12): the developer's certificate, a first signed request, a consent and its SCA on
// the bank's page, back to the portal's callback page, accounts, balances, transactions, a payment and its SCA, a
// signing basket. Every request is signed in this browser with the developer's key (as in the playground) and sent
// through the same-origin relay; ids returned by one step fill the next.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/field.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { loadCredentials, saveCredentials, type StoredCredentials } from '@/lib/portal-client/credentials-store.ts';
import { initialGuideState, loadGuideState, saveGuideState, type GuideState } from '@/lib/portal-client/guide-state.ts';
import { useIssueCertificate } from '@/lib/portal-client/hooks/certificates.ts';
import { signAndRelay } from '@/lib/portal-client/hooks/playground.ts';
import { summariseCertificate } from '@/lib/playground/browser-signer.ts';
import type { PlaygroundResult } from '@/lib/portal/playground-schemas.ts';
import { STEPS, type RequestStepDef, type StepContext, type StepRequest } from './guide-steps.ts';
import { jsonOf, ResponseView } from './response-view.tsx';

/** A numbered step of the guide. */
function StepShell({ n, id, title, done, children }: { n: number; id: string; title: string; done: boolean; children: React.ReactNode }) {
  return (
    <li id={`step-${id}`} className="scroll-mt-24 rounded-xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6" data-testid={`step-${id}`}>
      <div className="flex items-start gap-3">
        <span aria-hidden className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${done ? 'bg-teal-700 text-white' : 'bg-teal-50 text-teal-800'}`}>{done ? '✓' : n}</span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-navy-900">{title}{done && <span className="sr-only"> (done)</span>}</h2>
          <div className="mt-2 space-y-3">{children}</div>
        </div>
      </div>
    </li>
  );
}

function RequestPreview({ request }: { request: StepRequest }) {
  const headers = Object.entries(request.headers);
  return (
    <div className="overflow-x-auto rounded-md bg-navy-950 p-3 font-mono text-xs text-navy-100" data-testid="step-request">
      <p className="whitespace-pre-wrap break-all"><span className="font-semibold text-teal-300">{request.method}</span> {request.path}</p>
      {headers.map(([k, v]) => <p key={k} className="whitespace-pre-wrap break-all">{k}: {v}</p>)}
      {request.body && <pre className="mt-2 whitespace-pre-wrap break-all">{request.body}</pre>}
    </div>
  );
}

function RequestStep({ n, def, ctx, creds, onState }: { n: number; def: RequestStepDef; ctx: StepContext; creds: StoredCredentials | null; onState: (patch: Partial<GuideState>) => void }) {
  const [result, setResult] = useState<PlaygroundResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const built = def.build(ctx);
  const request = 'missing' in built ? null : built;
  const done = Boolean((result && result.status < 300) || def.done?.(ctx.state));
  const send = async () => {
    if (!request || !creds) return;
    setBusy(true);
    setError(null);
    try {
      const { result: r } = await signAndRelay({ ...request, keyPem: creds.keyPem, certPem: creds.certPem, includeRequestTarget: false });
      setResult(r);
      if (r.status < 300 && def.take) onState(def.take(jsonOf(r.body), ctx.state));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <StepShell n={n} id={def.id} title={def.title} done={done}>
      <p className="text-sm text-navy-700">{def.intro}</p>
      {request ? <RequestPreview request={request} /> : <p className="text-sm text-navy-500">{'missing' in built ? built.missing : ''}</p>}
      <div>
        <Button onClick={send} disabled={!request || !creds} busy={busy} aria-label={`Sign and send: ${def.title}`}>Sign and send</Button>
      </div>
      <TppMessages messages={messagesOf(error)} title="Could not sign or send" />
      {result && <ResponseView result={result} testId={`response-${def.id}`} onOpenSca={def.sca ? () => onState({ pending: def.sca }) : undefined} />}
      {def.sca && result && result.status < 300 && (
        <p className="text-sm text-navy-600">
          On the bank&apos;s page, identify as a test customer (customer number <span className="font-mono">13039319955</span>, Test Testperson 3) and approve.
        </p>
      )}
    </StepShell>
  );
}

function CertificateStep({ creds, onCreds }: { creds: StoredCredentials | null; onCreds: (c: StoredCredentials) => void }) {
  const issue = useIssueCertificate();
  let keyId: string | null = null;
  try {
    keyId = creds ? summariseCertificate(creds.certPem).keyId : null;
  } catch {
    keyId = null;
  }
  return (
    <StepShell n={1} id="certificate" title="Your certificate" done={Boolean(creds)}>
      <p className="text-sm text-navy-700">
        Every request is signed with your organisation&apos;s certificate key. The key stays in this browser (localStorage); the server never receives it.
      </p>
      {creds && keyId ? (
        <Alert tone="success" title="A key and certificate are kept in this browser">
          keyId <span className="break-all font-mono text-xs" data-testid="guide-key-id">{keyId}</span>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            busy={issue.isPending}
            onClick={() => issue.mutate(undefined, { onSuccess: (c) => { const pair = { keyPem: c.keyPem, certPem: c.certPem }; saveCredentials(pair); onCreds(pair); } })}
          >
            Issue a test certificate and keep it in this browser
          </Button>
          <span className="text-sm text-navy-500">or load one in the <Link className="font-semibold text-teal-800 underline" href="/playground">playground</Link>.</span>
        </div>
      )}
      <TppMessages messages={messagesOf(issue.error)} title="Could not issue a certificate" />
    </StepShell>
  );
}

/** The guide; `callbackUrl` is the portal's callback page (absolute, from PUBLIC_URL). */
export function GuidedFlow({ callbackUrl }: { callbackUrl: string }) {
  const [state, setState] = useState<GuideState | null>(null);
  const [creds, setCreds] = useState<StoredCredentials | null>(null);
  const [nonce] = useState(() => Date.now().toString(36));
  useEffect(() => {
    setState(loadGuideState());
    setCreds(loadCredentials());
  }, []);
  const loaded = state !== null;
  useEffect(() => {
    // Back from the callback page: show the step to continue at.
    if (loaded && window.location.hash) document.querySelector(window.location.hash)?.scrollIntoView();
  }, [loaded]);
  if (!state) return <p className="text-sm text-navy-500">Loading…</p>;
  const update = (patch: Partial<GuideState>) => setState((s) => {
    const next = { ...(s ?? initialGuideState()), ...patch };
    saveGuideState(next);
    return next;
  });
  const ctx: StepContext = { state, callbackUrl, nonce };
  const at = (id: string) => STEPS.findIndex((s) => s.id === id);
  // Numbers: 1 certificate, the request steps, and the callback between the consent and the accounts.
  const number = (id: string) => at(id) + (at(id) >= at('accounts') ? 3 : 2);
  const render = (def: RequestStepDef) => <RequestStep key={def.id} n={number(def.id)} def={def} ctx={ctx} creds={creds} onState={update} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-navy-600">
        <span>TPP-Session-ID of this walk-through: <span className="font-mono" data-testid="guide-session">{state.sessionId}</span></span>
        <Button variant="secondary" onClick={() => { const fresh = initialGuideState(); saveGuideState(fresh); setState(fresh); }}>Start over</Button>
      </div>
      <ol className="space-y-4">
        <CertificateStep creds={creds} onCreds={setCreds} />
        {STEPS.slice(0, at('accounts')).map(render)}
        <StepShell n={number('consent') + 1} id="callback" title="Back at your callback page" done={Boolean(state.psuId)}>
          <p className="text-sm text-navy-700">
            After the SCA, the bank sends the PSU to your TPP-Redirect-URI — here <span className="break-all font-mono text-xs">{callbackUrl}</span> — with psu-id,
            psu-corporate-id (corporate context), tpp-session-id and context, or with system, status, code and message when it failed.
          </p>
          {state.psuId ? (
            <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]" data-testid="guide-psu">
              <dt className="font-medium text-navy-500">PSU-ID</dt><dd className="break-all font-mono text-xs">{state.psuId}</dd>
              <dt className="font-medium text-navy-500">PSU-Corporate-ID</dt><dd className="break-all font-mono text-xs">{state.psuCorporateId ?? '— (private context)'}</dd>
              <dt className="font-medium text-navy-500">context</dt><dd className="font-mono text-xs">{state.context}</dd>
            </dl>
          ) : <p className="text-sm text-navy-500">Not yet: start the consent and open its scaRedirect.</p>}
        </StepShell>
        {render(STEPS[at('accounts')]!)}
        {state.accounts.length > 0 && (
          <li className="list-none">
            <SelectField label="Account for the next steps" value={state.accountId ?? ''} onChange={(e) => update({ accountId: e.target.value })}>
              {state.accounts.map((a) => <option key={a.resourceId} value={a.resourceId}>{a.name} · {a.bban} · {a.currency}</option>)}
            </SelectField>
          </li>
        )}
        {STEPS.slice(at('accounts') + 1).map(render)}
      </ol>
    </div>
  );
}
