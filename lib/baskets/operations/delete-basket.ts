// DELETE /v1/signing-baskets/{basketId} — delete a basket that is not authorised (204).
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { deleteBasket } from '../delete-basket.ts';
import { basketParams, notFound, sbs } from './docs.ts';

export const deleteBasketOperation = defineOperation({
  ...sbs,
  method: 'DELETE',
  path: '/v1/signing-baskets/{basketId}',
  summary: 'Delete a signing basket that is not authorised',
  params: basketParams,
  responses: { 204: { description: 'Deleted.' }, 409: { description: 'STATUS_INVALID.', schema: tppMessagesSchema }, 403: notFound },
  errors: ['STATUS_INVALID'],
  handler: async ({ db, tpp, params }) => {
    await deleteBasket({ db, tppId: tpp.id, basketId: params.basketId });
    return noContent();
  },
});
