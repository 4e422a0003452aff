// POST /v1/sandbox/card-accounts — create a mock card account of an existing customer (201).
import { defineOperation } from '../../http/operation.ts';
import { createCardAccount } from '../create-card-account.ts';
import { createCardAccountBodySchema, sandboxCardAccountSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const createCardAccountOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/card-accounts',
  summary: 'Create a mock card account',
  description: 'For an existing customer (unknown customerNumber: 400 RESOURCE_UNKNOWN). creditLimit and balances are in the card account currency.',
  body: createCardAccountBodySchema,
  status: 201,
  responses: { 201: { description: 'Created.', schema: sandboxCardAccountSchema } },
  handler: ({ db, tpp, body }) => createCardAccount({ db, worldId: tpp.worldId, body }),
});
