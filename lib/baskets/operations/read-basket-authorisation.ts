// GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} — scaStatus of an authorisation.
import { defineOperation } from '../../http/operation.ts';
import { scaStatusResponseSchema } from '../../payments/schemas.ts';
import { getBasketAuthorisationStatus } from '../start-basket-authorisation.ts';
import { basketAuthorisationParams, notFound, sbs } from './docs.ts';

export const readBasketAuthorisationOperation = defineOperation({
  ...sbs,
  method: 'GET',
  path: '/v1/signing-baskets/{basketId}/authorisations/{authorisationId}',
  summary: 'SCA status of a basket authorisation',
  params: basketAuthorisationParams,
  responses: { 200: { description: 'The scaStatus.', schema: scaStatusResponseSchema }, 403: notFound },
  handler: ({ db, tpp, params, now }) => getBasketAuthorisationStatus({ db, tppId: tpp.id, basketId: params.basketId, authorisationId: params.authorisationId, now }),
});
