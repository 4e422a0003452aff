// GET /v1/accounts/{account-id}/transactions — booked/pending transactions, paged; unattended: 4 per 24 h, 90 days.
import { checkAisRequest, requestFixes } from '../../consent/check-ais-request.ts';
import { isPsuPresent } from '../../consent/require-ais-access.ts';
import { defineOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { listTransactions, transactionPageCarry } from '../list-transactions.ts';
import { transactionsQuerySchema, transactionsResponseSchema } from '../schemas.ts';
import { accountParams, ais, aisErrors, limitNote } from './docs.ts';

export const listTransactionsOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/accounts/{accountId}/transactions',
  summary: 'Read transactions',
  description:
    'Booked and/or pending transactions by booking date, newest first, paged with offset and limit (follow _links.next). Batches are grouped (groupBatchTransactions, ' +
    `default since 2024-10-01); their entries are in the transaction details. ${limitNote} Unattended reads reach back 90 days.`,
  params: accountParams,
  query: transactionsQuerySchema,
  responses: {
    200: { description: 'The account report.', schema: transactionsResponseSchema },
    400: { description: 'FORMAT_ERROR or PERIOD_INVALID.', schema: tppMessagesSchema },
    429: { description: 'ACCESS_EXCEEDED.', schema: tppMessagesSchema },
    ...aisErrors,
  },
  handler: async (ctx) => {
    // The page is read by the gate's statement where it can be (transactionPageCarry): one round trip for both.
    const fixes = requestFixes(ctx);
    const carry = transactionPageCarry({ accountId: ctx.params.accountId, query: ctx.query, fixes, now: ctx.now, psuPresent: isPsuPresent(ctx.header) });
    const { access } = await checkAisRequest(ctx, carry ?? undefined);
    return listTransactions({ db: ctx.db, tppId: ctx.tpp.id, access, accountId: ctx.params.accountId, query: ctx.query, fixes, now: ctx.now });
  },
});
