// GET /v1/signing-baskets/{basketId}/status — the basket status (worst case of its payments).
import { defineOperation } from '../../http/operation.ts';
import { signingBasketStatusResponseSchema } from '../../payments/schemas.ts';
import { getBasketStatus } from '../get-basket.ts';
import { basketParams, notFound, sbs } from './docs.ts';

export const readBasketStatusOperation = defineOperation({
  ...sbs,
  method: 'GET',
  path: '/v1/signing-baskets/{basketId}/status',
  summary: 'Status of a signing basket',
  params: basketParams,
  responses: { 200: { description: 'Worst case of its payments.', schema: signingBasketStatusResponseSchema }, 403: notFound },
  handler: ({ db, tpp, params }) => getBasketStatus({ db, tppId: tpp.id, basketId: params.basketId }),
});
