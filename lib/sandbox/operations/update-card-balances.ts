// PUT /v1/sandbox/card-accounts/{cardAccountId}/balances — replace the balances of a mock card account.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { updateCardAccountBalances } from '../update-balances.ts';
import { balanceSchema, updateBalancesBodySchema } from '../schemas.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const updateCardBalancesOperation = defineOperation({
  ...sandbox,
  method: 'PUT',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/balances',
  summary: 'Replace the balances of a mock card account',
  params: cardAccountParams,
  body: updateBalancesBodySchema,
  responses: { 200: { description: 'The new balances.', schema: z.array(balanceSchema) }, ...notFound('mock card account') },
  handler: ({ db, tpp, params, body }) => updateCardAccountBalances({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId, body }),
});
