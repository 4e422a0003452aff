// POST /v1/sandbox/accounts — create a mock account of an existing customer (201).
import { defineOperation } from '../../http/operation.ts';
import { createAccount } from '../create-account.ts';
import { createAccountBodySchema, sandboxAccountSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const createAccountOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/accounts',
  summary: 'Create a mock account',
  description:
    'For an existing customer (unknown customerNumber: 400 RESOURCE_UNKNOWN). Mock data: the BBAN check digit is not verified, but the ' +
    'IBAN must have valid MOD 97 check digits and contain the BBAN; either may be left out for Norwegian accounts. IBAN and BBAN must ' +
    'not belong to another account. Private customers see their accounts automatically; corporate accounts need an agreement.',
  body: createAccountBodySchema,
  status: 201,
  responses: { 201: { description: 'Created; accountId is the mockAccountId of the other operations.', schema: sandboxAccountSchema } },
  handler: ({ db, tpp, body }) => createAccount({ db, worldId: tpp.worldId, body }),
});
