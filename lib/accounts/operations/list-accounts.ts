// GET /v1/accounts — the accounts of the PSU's consent (withBalance adds balances); an empty list is not an error.
import { z } from 'zod';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { accountsCarry, listAccounts } from '../list-accounts.ts';
import { accountDetailsSchema, accountQuerySchema } from '../schemas.ts';
import { ais, aisErrors } from './docs.ts';

export const listAccountsOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/accounts',
  summary: 'List the consented accounts',
  description:
    'All accounts available to the PSU in the consented context (PRIVATE, or the corporate agreement named by PSU-Corporate-ID). An empty list is not an error. A corporate PSU without PSU-Corporate-ID gets 400.',
  query: accountQuerySchema,
  responses: { 200: { description: 'The accounts.', schema: z.object({ accounts: z.array(accountDetailsSchema) }) }, ...aisErrors },
  handler: async (ctx) => {
    // The accounts (and balances) are read by the gate's statement where it can be (PRIVATE context): one round trip.
    const withBalance = ctx.query.withBalance ?? false;
    const { access, fixes } = await checkAisRequest(ctx, accountsCarry(withBalance));
    return listAccounts({ db: ctx.db, access, withBalance, fixes });
  },
});
