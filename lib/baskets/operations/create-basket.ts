// POST /v1/signing-baskets — group up to 10 payments for one SCA (201, status RCVD).
import { HEADERS, oneOfHeader, requiredHeader, uuidHeader } from '../../http/header-docs.ts';
import { defineOperation } from '../../http/operation.ts';
import { reply } from '../../http/respond.ts';
import { signingBasketCreatedSchema, signingBasketSchema } from '../../payments/schemas.ts';
import { createBasket } from '../create-basket.ts';
import { sbs } from './docs.ts';

/** TPP-Redirect-Preferred: true or false (spec 4.1); false is kept with the basket and asks for app/biometric SCA. */
export const REDIRECT_PREFERRED = oneOfHeader(HEADERS.tppRedirectPreferred, ['true', 'false']);

/**
 * Spec 4.1: these headers are required on basket creation (absent or blank: 400 FORMAT_ERROR naming the first, in
 * the order of the spec's table); PSU-Device-ID must be a UUID and PSU-HTTP-Method one of the five methods.
 */
const required = (header: (typeof HEADERS)[keyof typeof HEADERS], next?: string) => requiredHeader(header, 'to create a signing basket', next);

export const createBasketOperation = defineOperation({
  ...sbs,
  method: 'POST',
  path: '/v1/signing-baskets',
  summary: 'Create a payments signing basket',
  description:
    'Groups up to 10 previously created payments for one SCA. Not atomic; bulk and periodic payments are rejected (400 REFERENCE_MIX_INVALID). The basket status is the worst case of its payments; query each payment for its own status.',
  headers: [
    required(HEADERS.acceptFix, 'the x-accept-fix values your client expects, e.g. amount-as-string (see the x-accept-fix guide)'),
    required(HEADERS.tppSessionId, 'an id of your user\'s session (any string, e.g. a UUID), the same on every request of that session; the SCA redirect returns it as tpp-session-id'),
    required(HEADERS.tppRedirectUri, 'the URI of your app the PSU returns to after the basket\'s SCA'),
    required(HEADERS.psuId, 'the psu-id your TPP-Redirect-URI received after the PSU\'s SCA (a UUID, not the customer number)'),
    required(HEADERS.psuIpAddress, 'the IP address of the PSU\'s device as your server sees it'),
    HEADERS.psuCorporateId, REDIRECT_PREFERRED, uuidHeader(HEADERS.psuDeviceId), oneOfHeader(HEADERS.psuHttpMethod, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  ],
  body: signingBasketSchema,
  responses: { 201: { description: 'Created (RCVD).', schema: signingBasketCreatedSchema } },
  errors: ['RESOURCE_UNKNOWN', 'REFERENCE_MIX_INVALID', 'REFERENCE_STATUS_INVALID'],
  // The PSU's read is the first statement and carries the replay check (nothing is written before it).
  replayCarried: true,
  handler: async ({ db, tpp, header, body, now, replay }) => {
    const created = await createBasket({ db, tppId: tpp.id, worldId: tpp.worldId, header, body, now, replay });
    return reply(created.body, 201, { Location: created.location });
  },
});
