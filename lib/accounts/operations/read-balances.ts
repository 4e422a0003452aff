// GET /v1/accounts/{account-id}/balances — balances; without PSU-IP-Address at most 4 reads per 24 hours.
import { z } from 'zod';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { balancesCarry, getBalances } from '../get-balances.ts';
import { balanceSchema } from '../schemas.ts';
import { accountParams, ais, aisErrors, limitNote } from './docs.ts';

export const readBalancesOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/accounts/{accountId}/balances',
  summary: 'Read balances',
  description: limitNote,
  params: accountParams,
  responses: {
    200: { description: 'The balances.', schema: z.object({ account: z.object({ iban: z.string(), currency: z.string() }), balances: z.array(balanceSchema) }) },
    429: { description: 'ACCESS_EXCEEDED.', schema: tppMessagesSchema },
    ...aisErrors,
  },
  handler: async (ctx) => {
    // The balances are read by the gate's statement where it can be (PRIVATE context): one round trip for both.
    const { access, fixes } = await checkAisRequest(ctx, balancesCarry(ctx.params.accountId));
    return getBalances({ db: ctx.db, tppId: ctx.tpp.id, access, accountId: ctx.params.accountId, fixes, now: ctx.now });
  },
});
