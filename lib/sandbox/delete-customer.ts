// DELETE /v1/sandbox/customers/{customerId}
import { Xs2aError } from '../errors.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';

export interface DeleteCustomerOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  customerId: string;
}

/**
 * Deletes a customer with its accounts, card accounts, balances, transactions and agreements (cascade), and the
 * engagements that gave this customer roles on other customers' accounts of the world. 404 RESOURCE_UNKNOWN when unknown.
 */
export async function deleteCustomer({ db, worldId, customerId }: DeleteCustomerOptions): Promise<void> {
  await atomically(db, async (tx) => {
    const row = await tx.customer.findFirst({ where: { id: customerId, worldId }, select: { customerNumber: true } });
    if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox customer with id ${customerId}`);
    await tx.engagement.deleteMany({ where: { worldId, customerNumber: row.customerNumber } });
    await tx.customer.delete({ where: { id: customerId } });
  });
}
