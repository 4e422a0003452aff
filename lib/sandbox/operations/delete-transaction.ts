// DELETE /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — delete one transaction of a mock account (204);
// DELETE /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — the same for a mock card account.
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { deleteTransaction } from '../delete-transaction.ts';
import { accountTransactionParams, cardTransactionParams, notFound, sandbox } from './docs.ts';

export const deleteAccountTransactionOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}',
  summary: 'Delete a transaction of a mock account',
  description: 'Balances are not changed: set them with PUT …/balances.',
  params: accountTransactionParams,
  responses: { 204: { description: 'Deleted.' }, ...notFound('transaction on this mock account') },
  handler: async ({ db, tpp, params }) => {
    await deleteTransaction({ db, worldId: tpp.worldId, kind: 'account', accountId: params.mockAccountId, transactionId: params.transactionId });
    return noContent();
  },
});

export const deleteCardTransactionOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId}',
  summary: 'Delete a transaction of a mock card account',
  description: 'Balances are not changed: set them with PUT …/balances.',
  params: cardTransactionParams,
  responses: { 204: { description: 'Deleted.' }, ...notFound('transaction on this mock card account') },
  handler: async ({ db, tpp, params }) => {
    await deleteTransaction({ db, worldId: tpp.worldId, kind: 'card', accountId: params.cardAccountId, transactionId: params.transactionId });
    return noContent();
  },
});
