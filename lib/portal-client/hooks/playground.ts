// The signer playground's "Sign" and "Sign and send": sign in the browser (WebCrypto; the key never leaves it), then
// relay the signed request to /v1 through POST /api/portal/playground/send (signed-in developers).
import { useMutation } from '@tanstack/react-query';
import { signInBrowser } from '@/lib/playground/browser-signer.ts';
import type { PLAYGROUND_METHODS, PlaygroundResult } from '@/lib/portal/playground-schemas.ts';
import { apiFetch, messagesOf } from '../api.ts';
import { portalPaths } from '../paths.ts';

/** A request to sign, with the key and certificate to sign it with. */
export interface PlaygroundRequest {
  method: (typeof PLAYGROUND_METHODS)[number];
  path: string;
  headers: Record<string, string>;
  body: string;
  keyPem: string;
  certPem: string;
  includeRequestTarget: boolean;
}

/** A signed request, exactly as it is sent. */
export interface SignedRequest {
  headers: Record<string, string>;
  signingString: string;
  method: PlaygroundRequest['method'];
  path: string;
  body: string;
}

async function signRequest(r: PlaygroundRequest): Promise<SignedRequest> {
  const body = r.method === 'GET' ? '' : r.body;
  const out = await signInBrowser({ method: r.method, path: r.path, headers: r.headers, body, keyPem: r.keyPem, certPem: r.certPem, includeRequestTarget: r.includeRequestTarget });
  return { headers: out.headers, signingString: out.signingString, method: r.method, path: r.path, body };
}

const sendSigned = (s: SignedRequest) =>
  apiFetch<PlaygroundResult>(portalPaths.playgroundSend, { method: 'POST', body: { method: s.method, path: s.path, headers: s.headers, body: s.body || undefined } });

/**
 * Sign, or sign and send. Two mutations in a row, so the signed request shows while the relay call runs and stays
 * when sending fails. `signed`, `result`, `errors` and `isPending` all come from the mutations.
 */
export function useSignAndSend() {
  const sign = useMutation({ mutationFn: signRequest });
  const send = useMutation({ mutationFn: sendSigned });
  const run = (request: PlaygroundRequest, { send: andSend }: { send: boolean }) => {
    send.reset();
    sign.mutate(request, {
      onSuccess: (signed) => {
        if (andSend) send.mutate(signed);
      },
    });
  };
  return {
    run,
    signed: sign.data ?? null,
    result: send.data ?? null,
    errors: messagesOf(sign.error ?? send.error),
    isPending: sign.isPending || send.isPending,
  };
}

/** Signs in the browser and relays in one go (the guided flow's steps): the signed request and the response. */
export async function signAndRelay(request: PlaygroundRequest): Promise<{ signed: SignedRequest; result: PlaygroundResult }> {
  const signed = await signRequest(request);
  return { signed, result: await sendSigned(signed) };
}
