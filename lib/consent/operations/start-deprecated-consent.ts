// POST /v1/consents — deprecated (replaced by /v1/bank-offered-consents): ignores its body, returns only scaRedirect.
import { scaRedirectResponseSchema } from '../../sca/schemas.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { startConsentSca } from '../start-consent-sca.ts';

export const startDeprecatedConsentOperation = defineOperation({
  method: 'POST',
  path: '/v1/consents',
  tag: TAG.consent,
  role: 'PSP_AI',
  deprecated: true,
  headers: SCA_START_HEADERS,
  summary: 'Start a consent (deprecated)',
  description: 'Deprecated since 05-Dec-2024, replaced by POST /v1/bank-offered-consents. Ignores its body and returns only an scaRedirect.',
  status: 201,
  responses: { 201: { description: 'Send the PSU to _links.scaRedirect.', schema: scaRedirectResponseSchema } },
  handler: ({ db, tpp, header, now }) => startConsentSca({ db, tppId: tpp.id, header, now }),
});
