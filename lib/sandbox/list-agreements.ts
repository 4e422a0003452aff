// GET /v1/sandbox/agreements?owner=<customerNumber>
import type { SandboxAgreement } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { agreementInclude, toAgreement } from './shape.ts';

export interface ListAgreementsOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** Only agreements of the customer with this customer number (an unknown number gives an empty list). */
  owner?: string;
}

/** The world's agreements with their engagements, oldest first. */
export async function listAgreements({ db, worldId, owner }: ListAgreementsOptions): Promise<SandboxAgreement[]> {
  const rows = await db.agreement.findMany({
    where: owner ? { worldId, owner: { worldId, customerNumber: owner } } : { worldId },
    include: agreementInclude,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toAgreement);
}
