// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — one transaction of a mock card account.
import { defineOperation } from '../../http/operation.ts';
import { getCardTransaction } from '../get-card-transaction.ts';
import { sandboxCardTransactionSchema } from '../schemas.ts';
import { cardTransactionParams, notFound, sandbox } from './docs.ts';

export const readCardTransactionOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId}',
  summary: 'Read a transaction of a mock card account',
  params: cardTransactionParams,
  responses: { 200: { description: 'The card transaction.', schema: sandboxCardTransactionSchema }, ...notFound('transaction on this mock card account') },
  handler: ({ db, tpp, params }) => getCardTransaction({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId, transactionId: params.transactionId }),
});
