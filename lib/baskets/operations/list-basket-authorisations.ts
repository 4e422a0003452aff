// GET /v1/signing-baskets/{basketId}/authorisations — the authorisation ids of the basket.
import { defineOperation } from '../../http/operation.ts';
import { authorisationsResponseSchema } from '../../payments/schemas.ts';
import { listBasketAuthorisations } from '../start-basket-authorisation.ts';
import { basketParams, notFound, sbs } from './docs.ts';

export const listBasketAuthorisationsOperation = defineOperation({
  ...sbs,
  method: 'GET',
  path: '/v1/signing-baskets/{basketId}/authorisations',
  summary: 'Authorisations of a signing basket',
  params: basketParams,
  responses: { 200: { description: 'The authorisation ids.', schema: authorisationsResponseSchema }, 403: notFound },
  handler: ({ db, tpp, params }) => listBasketAuthorisations({ db, tppId: tpp.id, basketId: params.basketId }),
});
