// GET /v1/card-accounts — the card accounts of the PSU's consent.
import { z } from 'zod';
import { ais, aisErrors } from '../../accounts/operations/docs.ts';
import { accountQuerySchema, cardAccountDetailsSchema } from '../../accounts/schemas.ts';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { listCardAccounts } from '../list-card-accounts.ts';

export const listCardAccountsOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/card-accounts',
  summary: 'List the consented card accounts',
  query: accountQuerySchema,
  responses: { 200: { description: 'The card accounts.', schema: z.object({ cardAccounts: z.array(cardAccountDetailsSchema) }) }, ...aisErrors },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return listCardAccounts({ db: ctx.db, access, withBalance: ctx.query.withBalance ?? false, fixes });
  },
});
