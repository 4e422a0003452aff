// PUT /v1/sandbox/accounts/{mockAccountId}/balances — replace the balances of a mock account.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { updateAccountBalances } from '../update-balances.ts';
import { balanceSchema, updateBalancesBodySchema } from '../schemas.ts';
import { accountParams, notFound, sandbox } from './docs.ts';

export const updateAccountBalancesOperation = defineOperation({
  ...sandbox,
  method: 'PUT',
  path: '/v1/sandbox/accounts/{mockAccountId}/balances',
  summary: 'Replace the balances of a mock account',
  description: 'Each balance currency must be the account currency.',
  params: accountParams,
  body: updateBalancesBodySchema,
  responses: { 200: { description: 'The new balances.', schema: z.array(balanceSchema) }, ...notFound('mock account') },
  handler: ({ db, tpp, params, body }) => updateAccountBalances({ db, worldId: tpp.worldId, accountId: params.mockAccountId, body }),
});
