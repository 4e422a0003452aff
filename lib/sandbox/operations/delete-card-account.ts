// DELETE /v1/sandbox/card-accounts/{cardAccountId} — delete a mock card account (204).
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { deleteCardAccount } from '../delete-card-account.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const deleteCardAccountOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/card-accounts/{cardAccountId}',
  summary: 'Delete a mock card account',
  params: cardAccountParams,
  responses: { 204: { description: 'Deleted.' }, ...notFound('mock card account') },
  handler: async ({ db, tpp, params }) => {
    await deleteCardAccount({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId });
    return noContent();
  },
});
