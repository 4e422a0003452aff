// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions — the transactions of a mock card account, paged.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listCardTransactions } from '../list-card-transactions.ts';
import { listTransactionsQuerySchema, MAX_TRANSACTIONS_LIMIT, sandboxCardTransactionSchema } from '../schemas.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const listCardTransactionsOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions',
  summary: 'List the transactions of a mock card account',
  description: `Paged like the account transactions (fromDate, toDate, offset, limit ≤ ${MAX_TRANSACTIONS_LIMIT}), newest booking date first.`,
  params: cardAccountParams,
  query: listTransactionsQuerySchema,
  responses: { 200: { description: 'The card transactions.', schema: z.array(sandboxCardTransactionSchema) }, ...notFound('mock card account') },
  errors: ['PERIOD_INVALID'],
  handler: ({ db, tpp, params, query }) => listCardTransactions({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId, ...query }),
});
