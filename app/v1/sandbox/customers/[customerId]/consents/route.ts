import { withXs2a } from '@/lib/http/pipeline.ts';
import { noContent } from '@/lib/http/respond.ts';
import { revokeConsents } from '@/lib/consent/revoke-consents.ts';

// DELETE /v1/sandbox/customers/{customerId}/consents — the PSU revokes every consent given to the calling TPP.
export const DELETE = withXs2a(
  async ({ db, tpp, params, now }) => {
    await revokeConsents({ db, tppId: tpp.id, customerId: params.customerId!, now });
    return noContent();
  },
  { sandbox: true },
);
