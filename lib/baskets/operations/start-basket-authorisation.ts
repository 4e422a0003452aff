// POST /v1/signing-baskets/{basketId}/authorisations — start the basket's SCA (201 with scaRedirect).
import { defineOperation } from '../../http/operation.ts';
import { reply } from '../../http/respond.ts';
import { startAuthorisationResponseSchema } from '../../payments/schemas.ts';
import { startBasketAuthorisation } from '../start-basket-authorisation.ts';
import { basketParams, notFound, sbs } from './docs.ts';
import { REDIRECT_PREFERRED } from './create-basket.ts';

export const startBasketAuthorisationOperation = defineOperation({
  ...sbs,
  method: 'POST',
  path: '/v1/signing-baskets/{basketId}/authorisations',
  summary: 'Start the SCA of a signing basket',
  headers: [...sbs.headers, REDIRECT_PREFERRED],
  params: basketParams,
  responses: { 201: { description: 'Authorisation started.', schema: startAuthorisationResponseSchema }, 403: notFound },
  handler: async ({ db, tpp, params, header, now }) => reply(await startBasketAuthorisation({ db, tppId: tpp.id, basketId: params.basketId, header, now }), 201),
});
