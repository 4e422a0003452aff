// GET /v1/sandbox/card-accounts/{cardAccountId}/balances — the balances of a mock card account.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listCardAccountBalances } from '../list-balances.ts';
import { balanceSchema } from '../schemas.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const listCardBalancesOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/card-accounts/{cardAccountId}/balances',
  summary: 'Read the balances of a mock card account',
  params: cardAccountParams,
  responses: { 200: { description: 'The balances.', schema: z.array(balanceSchema) }, ...notFound('mock card account') },
  handler: ({ db, tpp, params }) => listCardAccountBalances({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId }),
});
