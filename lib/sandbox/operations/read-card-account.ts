// GET /v1/sandbox/card-accounts/{cardAccountId} — a mock card account with its balances.
import { defineOperation } from '../../http/operation.ts';
import { getCardAccount } from '../get-card-account.ts';
import { sandboxCardAccountSchema } from '../schemas.ts';
import { cardAccountParams, notFound, sandbox } from './docs.ts';

export const readCardAccountOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/card-accounts/{cardAccountId}',
  summary: 'Read a mock card account',
  params: cardAccountParams,
  responses: { 200: { description: 'The card account with its balances.', schema: sandboxCardAccountSchema }, ...notFound('mock card account') },
  handler: ({ db, tpp, params }) => getCardAccount({ db, worldId: tpp.worldId, cardAccountId: params.cardAccountId }),
});
