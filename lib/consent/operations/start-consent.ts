// POST /v1/bank-offered-consents — starts SCA for a bank-offered consent (all available accounts); 201 with scaRedirect.
import { scaRedirectResponseSchema } from '../../sca/schemas.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { startConsentSca } from '../start-consent-sca.ts';

export const startConsentOperation = defineOperation({
  method: 'POST',
  path: '/v1/bank-offered-consents',
  tag: TAG.consent,
  role: 'PSP_AI',
  headers: SCA_START_HEADERS,
  summary: 'Start a bank-offered consent',
  description:
    'Returns an scaRedirect. The PSU authenticates, chooses PRIVATE or a corporate agreement, and consents to all available accounts; the redirect back carries psu-id, psu-corporate-id (corporate), tpp-session-id and context (spec 2.6).',
  status: 201,
  responses: { 201: { description: 'Send the PSU to _links.scaRedirect.', schema: scaRedirectResponseSchema } },
  handler: ({ db, tpp, header, now }) => startConsentSca({ db, tppId: tpp.id, header, now }),
});
