// GET /v1/accounts/{account-id} — details of one consented account.
import { z } from 'zod';
import { checkAisRequest } from '../../consent/check-ais-request.ts';
import { defineOperation } from '../../http/operation.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { getAccount } from '../get-account.ts';
import { accountDetailsSchema, accountQuerySchema } from '../schemas.ts';
import { accountParams, ais, aisErrors } from './docs.ts';

export const readAccountOperation = defineOperation({
  ...ais,
  method: 'GET',
  path: '/v1/accounts/{accountId}',
  summary: 'Read account details',
  params: accountParams,
  query: accountQuerySchema,
  responses: {
    200: { description: 'The account.', schema: z.object({ account: accountDetailsSchema }) },
    404: { description: 'RESOURCE_UNKNOWN: not a consented account.', schema: tppMessagesSchema },
    ...aisErrors,
  },
  handler: async (ctx) => {
    const { access, fixes } = await checkAisRequest(ctx);
    return getAccount({ db: ctx.db, access, accountId: ctx.params.accountId, withBalance: ctx.query.withBalance ?? false, fixes });
  },
});
