// GET /v1/sandbox/customers — all sandbox customers (spec 4.2), optionally with their account ids and agreements.
import { z } from 'zod';
import { defineOperation } from '../../http/operation.ts';
import { listCustomers } from '../list-customers.ts';
import { listCustomersQuerySchema, sandboxCustomerSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const listCustomersOperation = defineOperation({
  ...sandbox,
  method: 'GET',
  path: '/v1/sandbox/customers',
  summary: 'List sandbox customers',
  description: 'All sandbox customers, oldest first. accounts, cardAccounts and agreements are always present; empty unless asked for.',
  query: listCustomersQuerySchema,
  responses: { 200: { description: 'The customers.', schema: z.array(sandboxCustomerSchema) } },
  handler: ({ db, tpp, query }) => listCustomers({ db, worldId: tpp.worldId, ...query }),
});
