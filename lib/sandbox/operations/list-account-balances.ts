// GET /v1/sandbox/accounts/{mockAccountId}/balances — the balances of a mock account.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listAccountBalances } from '../list-balances.ts';
import { balanceSchema } from '../schemas.ts';
import { accountParams, notFound, sandbox } from './docs.ts';

export const listAccountBalancesOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/accounts/{mockAccountId}/balances',
  summary: 'Read the balances of a mock account',
  params: accountParams,
  responses: { 200: { description: 'The balances.', schema: z.array(balanceSchema) }, ...notFound('mock account') },
  handler: ({ db, tpp, params }) => listAccountBalances({ db, worldId: tpp.worldId, accountId: params.mockAccountId }),
});
