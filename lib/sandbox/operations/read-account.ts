// GET /v1/sandbox/accounts/{mockAccountId} — a mock account with its balances.
import { defineOperation } from '../../http/operation.ts';
import { getAccount } from '../get-account.ts';
import { sandboxAccountSchema } from '../schemas.ts';
import { accountParams, notFound, sandbox } from './docs.ts';

export const readAccountOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/accounts/{mockAccountId}',
  summary: 'Read a mock account',
  params: accountParams,
  responses: { 200: { description: 'The account with its balances.', schema: sandboxAccountSchema }, ...notFound('mock account') },
  handler: ({ db, tpp, params }) => getAccount({ db, worldId: tpp.worldId, accountId: params.mockAccountId }),
});
