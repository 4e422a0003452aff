// GET /v1/card-accounts/{account-id}/transactions — card transactions, paged.
import { z } from 'zod';
import { accountParams, ais, aisErrors, limitNote } from '../../accounts/operations/docs.ts';
import { cardTransactionSchema, cardTransactionsQuerySchema, linkSchema } from '../../accounts/schemas.ts';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { listCardTransactions } from '../list-card-transactions.ts';

export const listCardTransactionsOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/card-accounts/{accountId}/transactions',
  summary: 'Read card transactions',
  description: limitNote,
  params: accountParams,
  query: cardTransactionsQuerySchema,
  responses: {
    200: {
      description: 'The card account report.',
      schema: z.object({
        cardAccount: z.object({ maskedPan: z.string() }),
        cardTransactions: z.object({ booked: z.array(cardTransactionSchema), pending: z.array(cardTransactionSchema).optional(), _links: z.record(z.string(), linkSchema) }),
      }),
    },
    ...aisErrors,
  },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return listCardTransactions({ db: ctx.db, tppId: ctx.tpp.id, access, cardAccountId: ctx.params.accountId, query: ctx.query, fixes, now: ctx.now });
  },
});
