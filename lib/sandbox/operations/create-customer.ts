// POST /v1/sandbox/customers — create a sandbox customer (201).
import { defineOperation } from '../../http/operation.ts';
import { createCustomer } from '../create-customer.ts';
import { createCustomerBodySchema, sandboxCustomerSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const createCustomerOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/customers',
  summary: 'Create a sandbox customer',
  description:
    'The customer number is what the PSU enters during sandbox SCA. 11-digit numbers of private customers must be valid fødselsnummer ' +
    '(D-numbers and synthetic test numbers accepted). A customer number that exists already is 400 FORMAT_ERROR.',
  body: createCustomerBodySchema,
  status: 201,
  responses: { 201: { description: 'Created.', schema: sandboxCustomerSchema } },
  handler: ({ db, tpp, body }) => createCustomer({ db, worldId: tpp.worldId, body }),
});
