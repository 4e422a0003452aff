// DELETE /v1/sandbox/customers/{customerId}/consents — the PSU revokes every consent given to the calling TPP (204).
import { revokeConsents } from '../../consent/revoke-consents.ts';
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { customerParams, sandbox } from './docs.ts';

export const revokeConsentsOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/customers/{customerId}/consents',
  summary: "Revoke the PSU's consents (as the PSU would)",
  description:
    'Ends every consent the calling TPP holds for the customer, as a PSU revoking consent in the bank. Afterwards unattended reads get 403 CONSENT_UNKNOWN and PSU-present reads a new scaRedirect.',
  params: customerParams,
  responses: { 204: { description: 'Revoked.' }, 404: { description: 'RESOURCE_UNKNOWN.', schema: tppMessagesSchema } },
  handler: async ({ db, tpp, params, now }) => {
    await revokeConsents({ db, tppId: tpp.id, worldId: tpp.worldId, customerId: params.customerId, now });
    return noContent();
  },
});
