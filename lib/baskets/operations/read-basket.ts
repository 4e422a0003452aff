// GET /v1/signing-baskets/{basketId} — the basket's payment ids and status.
import { defineOperation } from '../../http/operation.ts';
import { signingBasketResponseSchema } from '../../payments/schemas.ts';
import { getBasket } from '../get-basket.ts';
import { basketParams, notFound, sbs } from './docs.ts';

export const readBasketOperation = defineOperation({
  ...sbs,
  method: 'GET',
  path: '/v1/signing-baskets/{basketId}',
  summary: 'Read a signing basket',
  params: basketParams,
  responses: { 200: { description: 'Payment ids and status.', schema: signingBasketResponseSchema }, 403: notFound },
  handler: ({ db, tpp, params }) => getBasket({ db, tppId: tpp.id, basketId: params.basketId }),
});
