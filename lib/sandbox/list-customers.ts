// GET /v1/sandbox/customers?withAccounts=&withAgreements=
import type { SandboxCustomer } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { customerSelect, toCustomer, type CustomerRow } from './shape.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { queryRaw } from '../db/raw.ts';

export interface ListCustomersOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** Include the ids of owned accounts and card accounts (default false: one query, no joins). */
  withAccounts?: boolean;
  /** Include owned agreements with their engagement ids (default false). */
  withAgreements?: boolean;
}

/** All customers of the world, oldest first, shaped per spec 2.3 (accounts/cardAccounts/agreements always present). */
export async function listCustomers({ db, worldId, withAccounts = false, withAgreements = false }: ListCustomersOptions): Promise<SandboxCustomer[]> {
  // The default list (no relations) as one raw statement: the ORM query cost ~200 µs of CPU more (lib/accounts/read-rows.ts).
  if (!withAccounts && !withAgreements) {
    const plain = await queryRaw<CustomerRow[]>(db, Prisma.sql`
      SELECT "id", "customerNumber", "name", "type" FROM "Customer" WHERE "worldId" = ${worldId} ORDER BY "createdAt" ASC, "customerNumber" ASC`);
    return plain.map(toCustomer);
  }
  const rows = await db.customer.findMany({
    where: { worldId },
    select: customerSelect(withAccounts, withAgreements),
    orderBy: [{ createdAt: 'asc' }, { customerNumber: 'asc' }],
  });
  return (rows as unknown as CustomerRow[]).map(toCustomer);
}
