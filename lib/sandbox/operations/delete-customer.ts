// DELETE /v1/sandbox/customers/{customerId} — delete a sandbox customer with everything it owns (204).
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { deleteCustomer } from '../delete-customer.ts';
import { customerParams, notFound, sandbox } from './docs.ts';

export const deleteCustomerOperation = defineOperation({
  ...sandbox,
  method: 'DELETE',
  path: '/v1/sandbox/customers/{customerId}',
  summary: 'Delete a sandbox customer',
  description: "Deletes the customer's accounts, card accounts, transactions and agreements too, and the customer's engagements in other agreements.",
  params: customerParams,
  responses: { 204: { description: 'Deleted.' }, ...notFound('customer') },
  handler: async ({ db, tpp, params }) => {
    await deleteCustomer({ db, worldId: tpp.worldId, customerId: params.customerId });
    return noContent();
  },
});
