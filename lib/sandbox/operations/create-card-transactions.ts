// POST /v1/sandbox/card-accounts/{cardAccountId}/transactions — card transactions, all or none (201).
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { createCardTransactions } from '../create-card-transactions.ts';
import { createCardTransactionsBodySchema, MAX_TRANSACTIONS_PER_REQUEST, sandboxCardTransactionSchema } from '../schemas.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const createCardTransactionsOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions',
  summary: 'Create transactions on a mock card account',
  description:
    `A JSON array of 1..${MAX_TRANSACTIONS_PER_REQUEST} card transactions, or one object, all stored or none (400 with a path such as ` +
    '[1].transactionAmount.currency). Booking and transaction date must not be in the future; transactionAmount must be in the card ' +
    'account currency and is stored with the sign given.',
  params: cardAccountParams,
  body: createCardTransactionsBodySchema,
  status: 201,
  responses: { 201: { description: 'The created card transactions.', schema: z.array(sandboxCardTransactionSchema) }, ...notFound('mock card account') },
  handler: ({ db, tpp, params, body }) => createCardTransactions({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId, body }),
});
