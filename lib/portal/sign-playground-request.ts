// The playground's opt-in server-side signing with a pasted sandbox key (sandbox mode only); the key is used for
// this request only and not kept.
import { getConfig } from '../config.ts';
import { signRequest } from '../crypto/sign-request.ts';
import { PortalError } from './errors.ts';
import type { PlaygroundSign } from './playground-schemas.ts';

/** Signs the request with lib/crypto's signRequest: the headers to send and the signing string. */
export function signPlaygroundRequest({ request }: { request: PlaygroundSign }): ReturnType<typeof signRequest> {
  if (getConfig().mode !== 'sandbox') throw new PortalError('SANDBOX_ONLY', 'Server-side signing is only offered in sandbox mode; sign in the browser');
  try {
    return signRequest({
      method: request.method, url: request.path, headers: request.headers, body: request.body || undefined, keyPem: request.keyPem, certPem: request.certPem,
      includeRequestTarget: request.includeRequestTarget,
    });
  } catch (e) {
    throw new PortalError('KEY_INVALID', `Could not sign with this key and certificate: ${(e as Error).message}`);
  }
}
