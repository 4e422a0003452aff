// POST /v1/signing-baskets — group up to 10 payments for one SCA (201, status RCVD).
import { documentedRequired, HEADERS, requiredHeader } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { reply } from '../../http/respond.ts';
import { signingBasketCreatedSchema, signingBasketSchema } from '../../payments/schemas.ts';
import { createBasket } from '../create-basket.ts';
import { sbs } from './docs.ts';

/** Spec 4.1: these headers are required on basket creation (absent or blank: 400 FORMAT_ERROR naming the first). */
const required = (header: (typeof HEADERS)[keyof typeof HEADERS]) => requiredHeader(header, 'to create a signing basket');

export const createBasketOperation = defineOperation({
  ...sbs,
  method: 'POST',
  path: '/v1/signing-baskets',
  summary: 'Create a payments signing basket',
  description:
    'Groups up to 10 previously created payments for one SCA. Not atomic; bulk and periodic payments are rejected (400 REFERENCE_MIX_INVALID). The basket status is the worst case of its payments; query each payment for its own status.',
  headers: [
    required(HEADERS.tppRedirectUri), required(HEADERS.tppSessionId), required(HEADERS.psuId), required(HEADERS.psuIpAddress), HEADERS.psuCorporateId,
    // Spec 4.1 lists x-accept-fix as required too; it is not enforced (without it the default fixes apply).
    documentedRequired(HEADERS.acceptFix),
  ],
  body: signingBasketSchema,
  responses: { 201: { description: 'Created (RCVD).', schema: signingBasketCreatedSchema } },
  errors: ['RESOURCE_UNKNOWN', 'REFERENCE_MIX_INVALID', 'REFERENCE_STATUS_INVALID'],
  handler: async ({ db, tpp, header, body, now }) => {
    const created = await createBasket({ db, tppId: tpp.id, worldId: tpp.worldId, header, body, now });
    return reply(created.body, 201, { Location: created.location });
  },
});
