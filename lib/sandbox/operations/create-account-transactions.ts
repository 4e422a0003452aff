// POST /v1/sandbox/accounts/{mockAccountId}/transactions — booked transactions on a mock account, all or none (201).
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { createTransactions } from '../create-transactions.ts';
import { createTransactionsBodySchema, sandboxTransactionSchema } from '../schemas.ts';
import { accountParams, notFound, sandbox, TRANSACTION_RULES } from './docs.ts';

export const createAccountTransactionsOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
  summary: 'Create transactions on a mock account',
  description:
    `${TRANSACTION_RULES} The account must be the creditor (incoming) or the debtor (outgoing) by IBAN or BBAN; when one party has no ` +
    'account, the mock account is filled in. A debtor that is another account of this bank is rejected (400): a sandbox transaction ' +
    'cannot debit another account.',
  params: accountParams,
  body: createTransactionsBodySchema,
  status: 201,
  responses: { 201: { description: 'The created transactions.', schema: z.array(sandboxTransactionSchema) }, ...notFound('mock account') },
  handler: ({ db, tpp, params, body }) => createTransactions({ db, worldId: tpp.worldId, accountId: params.mockAccountId, body }),
});
