'use client';
// The request-signer playground: key and certificate in the browser, a composed request, its Digest, signing string,
// Signature header and curl command, and the sandbox's response (sent through the same-origin relay).
import { useEffect, useState } from 'react';
import { TppMessages } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import type { TppMessage } from '@/lib/portal-client/api.ts';
import { loadCredentials } from '@/lib/portal-client/credentials-store.ts';
import { useSignAndSend } from '@/lib/portal-client/hooks/playground.ts';
import { curlCommand } from '@/lib/playground/browser-signer.ts';
import { ResponseView } from '@/components/guide/response-view.tsx';
import { CopyBlock } from './copy-block.tsx';
import { CredentialsCard } from './credentials-card.tsx';
import { RequestEditor, rowId, type Draft } from './request-editor.tsx';
import { serverSigningString, SignatureExplanation } from './signature-explanation.tsx';

const headerMap = (draft: Draft): Record<string, string> =>
  Object.fromEntries(draft.headers.filter((h) => h.name.trim()).map((h) => [h.name.trim(), h.value]));

function firstMessage(body: string): TppMessage | null {
  try {
    const parsed = JSON.parse(body) as { tppMessages?: TppMessage[] };
    return parsed.tppMessages?.[0] ?? null;
  } catch {
    return null;
  }
}

/** The playground page body; `initial` pre-fills the request (e.g. from the API reference); `callbackUrl` is the
 * portal's callback page, the default TPP-Redirect-URI. */
export function Playground({ initial, callbackUrl }: { initial: Partial<Pick<Draft, 'method' | 'path' | 'body'>>; callbackUrl: string }) {
  const [keyPem, setKeyPem] = useState('');
  const [certPem, setCertPem] = useState('');
  const [stored, setStored] = useState(false);
  const [draft, setDraft] = useState<Draft>({
    method: initial.method ?? 'GET',
    path: initial.path ?? '/v1/sandbox/customers?withAccounts=true&withAgreements=true',
    headers: [{ id: rowId(), name: 'TPP-Redirect-URI', value: callbackUrl }],
    body: initial.body ?? '',
    includeRequestTarget: false,
  });
  const { run, signed, result, errors, isPending } = useSignAndSend();

  useEffect(() => {
    const c = loadCredentials();
    if (c) {
      setKeyPem(c.keyPem);
      setCertPem(c.certPem);
      setStored(true);
    }
  }, []);

  const submit = (send: boolean) => run({ ...draft, headers: headerMap(draft), keyPem, certPem }, { send });

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const rejection = result && result.status === 400 ? firstMessage(result.body) : null;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <CredentialsCard
          keyPem={keyPem}
          certPem={certPem}
          stored={stored}
          onStoredChange={setStored}
          onChange={(n) => {
            if (n.keyPem !== undefined) setKeyPem(n.keyPem);
            if (n.certPem !== undefined) setCertPem(n.certPem);
          }}
        />
        <RequestEditor callbackUrl={callbackUrl} draft={draft} onChange={(n) => setDraft((d) => ({ ...d, ...n }))} onSign={() => submit(false)} onSend={() => submit(true)} busy={isPending} canSign={Boolean(keyPem.trim() && certPem.trim() && draft.path)} />
      </div>
      <div className="min-w-0 space-y-6" aria-live="polite">
        <TppMessages messages={errors} title="Could not sign or send" />
        {!signed && !errors.length && (
          <Card title="3. Signed request">
            <p className="text-sm text-navy-500">Sign the request to see its Digest, signing string, Signature header and a curl command.</p>
          </Card>
        )}
        {signed && (
          <Card title="3. Signed request" id="signed">
            <div className="space-y-4">
              <CopyBlock label="Digest" text={signed.headers.Digest ?? ''} testId="digest" />
              <CopyBlock label="Signing string" text={signed.signingString} testId="signing-string" />
              <CopyBlock label="Signature header" text={signed.headers.Signature ?? ''} testId="signature-header" />
              <CopyBlock label="curl" text={curlCommand({ origin, method: signed.method, path: signed.path, headers: signed.headers, body: signed.body })} testId="curl" dark />
            </div>
          </Card>
        )}
        {result && (
          <Card title="4. Response" id="response">
            {rejection?.code === 'SIGNATURE_INVALID' && signed && (
              <div className="mb-4"><SignatureExplanation client={signed.signingString} server={serverSigningString(rejection.text ?? '')} text={rejection.text ?? ''} /></div>
            )}
            <ResponseView result={result} />
          </Card>
        )}
      </div>
    </div>
  );
}
