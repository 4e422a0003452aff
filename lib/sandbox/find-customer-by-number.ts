// The customer a sandbox create request names by customer number; an unknown number is a payload error.
import type { DbOrTx } from '../db/transaction.ts';
import { bodyError } from './input.ts';

/** The id of the world's customer with `customerNumber`, or 400 RESOURCE_UNKNOWN with path customerNumber. */
export async function findCustomerByNumber(db: DbOrTx, worldId: string, customerNumber: string): Promise<{ id: string }> {
  const customer = await db.customer.findUnique({ where: { worldId_customerNumber: { worldId, customerNumber } }, select: { id: true } });
  if (!customer) throw bodyError('RESOURCE_UNKNOWN', 'customerNumber', `no sandbox customer with customer number ${customerNumber}`);
  return customer;
}
