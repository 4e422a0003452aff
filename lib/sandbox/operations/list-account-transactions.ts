// GET /v1/sandbox/accounts/{mockAccountId}/transactions — the transactions of a mock account, paged (spec 4.3).
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listTransactions } from '../list-transactions.ts';
import { listTransactionsQuerySchema, MAX_TRANSACTIONS_LIMIT, sandboxTransactionSchema } from '../schemas.ts';
import { accountParams, notFound, sandbox } from './docs.ts';

export const listAccountTransactionsOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
  summary: 'List the transactions of a mock account',
  description:
    `Booking dates fromDate..toDate inclusive, newest first; offset transactions skipped, then at most limit (at least 1; default and maximum ${MAX_TRANSACTIONS_LIMIT}). ` +
    'fromDate after toDate is 400 PERIOD_INVALID. amount is in whole major units (int32), negative when money left the account.',
  params: accountParams,
  query: listTransactionsQuerySchema,
  responses: { 200: { description: 'The transactions.', schema: z.array(sandboxTransactionSchema) }, ...notFound('mock account') },
  errors: ['PERIOD_INVALID'],
  handler: ({ db, tpp, params, query }) => listTransactions({ db, worldId: tpp.worldId, accountId: params.mockAccountId, ...query }),
});
