// POST /api/portal/playground/sign — opt-in server-side signing with a pasted sandbox key (sandbox mode only).
import { getConfig } from '@/lib/config.ts';
import { signRequest } from '@/lib/crypto/sign-request.ts';
import { PortalError } from '@/lib/portal/errors.ts';
import { playgroundSignSchema } from '@/lib/portal/playground-schemas.ts';
import { withPortal } from '@/lib/portal/route.ts';

export const dynamic = 'force-dynamic';

/** Signs with lib/crypto's signRequest; the key is used for this request only and not kept. */
export const POST = withPortal(
  async ({ body }) => {
    if (getConfig().mode !== 'sandbox') throw new PortalError('SANDBOX_ONLY', 403, 'Server-side signing is only offered in sandbox mode; sign in the browser');
    try {
      return signRequest({
        method: body.method, url: body.path, headers: body.headers, body: body.body || undefined, keyPem: body.keyPem, certPem: body.certPem,
        includeRequestTarget: body.includeRequestTarget,
      });
    } catch (e) {
      throw new PortalError('KEY_INVALID', 400, `Could not sign with this key and certificate: ${(e as Error).message}`);
    }
  },
  { auth: false, body: playgroundSignSchema },
);
