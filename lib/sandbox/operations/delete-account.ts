// DELETE /v1/sandbox/accounts/{mockAccountId} — delete a mock account with its balances, transactions, engagements (204).
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { deleteAccount } from '../delete-account.ts';
import { accountParams, notFound, sandbox } from './docs.ts';

export const deleteAccountOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/accounts/{mockAccountId}',
  summary: 'Delete a mock account',
  description: 'Deletes its balances, transactions and engagements too.',
  params: accountParams,
  responses: { 204: { description: 'Deleted.' }, ...notFound('mock account') },
  handler: async ({ db, tpp, params }) => {
    await deleteAccount({ db, worldId: tpp.worldId, accountId: params.mockAccountId });
    return noContent();
  },
});
