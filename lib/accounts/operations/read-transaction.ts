// GET /v1/accounts/{account-id}/transactions/{transactionId} — one transaction; batches list their entryDetails.
import { z } from 'zod';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { getTransactionDetails } from '../get-transaction.ts';
import { transactionDetailsResponseSchema } from '../schemas.ts';
import { accountParams, ais, aisErrors } from './docs.ts';

export const readTransactionOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/accounts/{accountId}/transactions/{transactionId}',
  summary: 'Read transaction details',
  params: accountParams.extend({ transactionId: z.string().meta({ description: 'transactionId from the transaction list.' }) }),
  responses: { 200: { description: 'The transaction; a batch lists entryDetails.', schema: transactionDetailsResponseSchema }, ...aisErrors },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return getTransactionDetails({ db: ctx.db, access, accountId: ctx.params.accountId, transactionId: ctx.params.transactionId, fixes });
  },
});
