// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — one transaction of a mock account.
import { defineOperation } from '../../http/operation.ts';
import { getTransaction } from '../get-transaction.ts';
import { sandboxTransactionSchema } from '../schemas.ts';
import { accountTransactionParams, notFound, sandbox } from './docs.ts';

export const readAccountTransactionOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}',
  summary: 'Read a transaction of a mock account',
  params: accountTransactionParams,
  responses: { 200: { description: 'The transaction.', schema: sandboxTransactionSchema }, ...notFound('transaction on this mock account') },
  handler: ({ db, tpp, params }) => getTransaction({ db, worldId: tpp.worldId, accountId: params.mockAccountId, transactionId: params.transactionId }),
});
