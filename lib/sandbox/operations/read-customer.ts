// GET /v1/sandbox/customers/{customerId} — a sandbox customer with its account ids and agreements.
import { defineOperation } from '../../http/operation.ts';
import { getCustomer } from '../get-customer.ts';
import { sandboxCustomerSchema } from '../schemas.ts';
import { customerParams, notFound, sandbox } from './docs.ts';

export const readCustomerOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/customers/{customerId}',
  summary: 'Read a sandbox customer',
  params: customerParams,
  responses: { 200: { description: 'The customer with its account ids and agreements.', schema: sandboxCustomerSchema }, ...notFound('customer') },
  handler: ({ db, tpp, params }) => getCustomer({ db, worldId: tpp.worldId, customerId: params.customerId }),
});
