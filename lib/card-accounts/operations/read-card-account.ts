// GET /v1/card-accounts/{account-id} — details of one consented card account.
import { z } from 'zod';
import { accountParams, ais, aisErrors } from '../../accounts/operations/docs.ts';
import { accountQuerySchema, cardAccountDetailsSchema } from '../../accounts/schemas.ts';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { getCardAccount } from '../get-card-account.ts';

export const readCardAccountOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/card-accounts/{accountId}',
  summary: 'Read card account details',
  params: accountParams,
  query: accountQuerySchema,
  responses: { 200: { description: 'The card account.', schema: z.object({ cardAccount: cardAccountDetailsSchema }) }, ...aisErrors },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return getCardAccount({ db: ctx.db, access, cardAccountId: ctx.params.accountId, withBalance: ctx.query.withBalance ?? false, fixes });
  },
});
