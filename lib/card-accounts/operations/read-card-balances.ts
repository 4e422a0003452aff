// GET /v1/card-accounts/{account-id}/balances — card account balances; unattended: 4 reads per 24 hours.
import { z } from 'zod';
import { accountParams, ais, aisErrors, limitNote } from '../../accounts/operations/docs.ts';
import { balanceSchema } from '../../accounts/schemas.ts';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { getCardBalances } from '../get-card-balances.ts';

export const readCardBalancesOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/card-accounts/{accountId}/balances',
  summary: 'Read card account balances',
  description: limitNote,
  params: accountParams,
  responses: {
    200: { description: 'The balances.', schema: z.object({ cardAccount: z.object({ maskedPan: z.string(), currency: z.string() }), balances: z.array(balanceSchema) }) },
    ...aisErrors,
  },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return getCardBalances({ db: ctx.db, tppId: ctx.tpp.id, access, cardAccountId: ctx.params.accountId, fixes, now: ctx.now });
  },
});
