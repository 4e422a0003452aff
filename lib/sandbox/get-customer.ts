// GET /v1/sandbox/customers/{customerId}
import { Xs2aError } from '../errors.ts';
import type { SandboxCustomer } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { customerSelect, toCustomer, type CustomerRow } from './shape.ts';

export interface GetCustomerOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  customerId: string;
}

/** One customer with its account ids and agreements; 404 RESOURCE_UNKNOWN when there is none. */
export async function getCustomer({ db, worldId, customerId }: GetCustomerOptions): Promise<SandboxCustomer> {
  const row = await db.customer.findFirst({ where: { id: customerId, worldId }, select: customerSelect(true, true) });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox customer with id ${customerId}`);
  return toCustomer(row as unknown as CustomerRow);
}
