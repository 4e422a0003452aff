// GET /v1/sandbox/customers?withAccounts=&withAgreements=
import type { SandboxCustomer } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { customerSelect, toCustomer, type CustomerRow } from './shape.ts';

export interface ListCustomersOptions {
  db: DbOrTx;
  /** Include the ids of owned accounts and card accounts (default false: one query, no joins). */
  withAccounts?: boolean;
  /** Include owned agreements with their engagement ids (default false). */
  withAgreements?: boolean;
}

/** All sandbox customers, oldest first, shaped per spec 2.3 (accounts/cardAccounts/agreements always present). */
export async function listCustomers({ db, withAccounts = false, withAgreements = false }: ListCustomersOptions): Promise<SandboxCustomer[]> {
  const rows = await db.customer.findMany({
    select: customerSelect(withAccounts, withAgreements),
    orderBy: [{ createdAt: 'asc' }, { customerNumber: 'asc' }],
  });
  return (rows as unknown as CustomerRow[]).map(toCustomer);
}
