// POST /v1/consents — deprecated (replaced by /v1/bank-offered-consents): ignores its body, returns only scaRedirect.
import { scaRedirectResponseSchema } from '../../sca/schemas.ts';
import { SCA_START_HEADERS } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { reply } from '../../http/respond.ts';
import { startConsentSca } from '../start-consent-sca.ts';

/** 05-Dec-2024 00:00 UTC: /v1/consents replaced by /v1/bank-offered-consents (spec 9.3). */
const REPLACED_AT = new Date(Date.UTC(2024, 11, 5));

/**
 * The deprecation of the resource, announced on every answer: `Deprecation` as an RFC 9745 structured-field date
 * (@ and Unix seconds), `Sunset` as an RFC 8594 HTTP-date, and a `Link` to the successor (RFC 8594 section 3).
 */
export const DEPRECATION_HEADERS = {
  Deprecation: `@${REPLACED_AT.getTime() / 1000}`,
  Sunset: REPLACED_AT.toUTCString(),
  Link: '</v1/bank-offered-consents>; rel="successor-version"',
} as const;

export const startDeprecatedConsentOperation = defineOperation({
  method: 'POST',
  path: '/v1/consents',
  tag: TAG.consent,
  role: 'PSP_AI',
  deprecated: true,
  headers: SCA_START_HEADERS,
  summary: 'Start a consent (deprecated)',
  description:
    'Deprecated since 05-Dec-2024, replaced by POST /v1/bank-offered-consents. Ignores its body and returns only an scaRedirect. Answers carry `Deprecation: @1733356800` (RFC 9745), `Sunset: Thu, 05 Dec 2024 00:00:00 GMT` (RFC 8594) and `Link: </v1/bank-offered-consents>; rel="successor-version"`.',
  status: 201,
  responses: { 201: { description: 'Send the PSU to _links.scaRedirect.', schema: scaRedirectResponseSchema } },
  handler: async ({ db, tpp, header, now }) => reply(await startConsentSca({ db, tppId: tpp.id, header, now }), 201, { ...DEPRECATION_HEADERS }),
});
