// Deletes a sandbox world with every row of it (tests; a TPP leaving): its bank data and what its TPP holds.
import type { DbOrTx } from '../db/transaction.ts';
import { atomically } from '../db/transaction.ts';
import { clearWorld } from './clear-world.ts';
import { forgetWorld } from './open-world.ts';
import { tppOfWorld } from './world-of.ts';

/**
 * Deletes, in one transaction and table by table: the world's customers, accounts, card accounts, balances,
 * transactions, agreements and engagements (clear-world.ts), its TPP's consents, PSU and corporate identities, SCA
 * flows, payments, signing baskets and unattended-access counts, and the World row. The TPP itself and its replay
 * records stay. The next use of the TPP creates its world afresh. The bank's world is never deleted.
 */
export async function deleteWorld(db: DbOrTx, worldId: string): Promise<void> {
  const tppId = tppOfWorld(worldId);
  if (tppId === null) throw new Error('The bank\'s world cannot be deleted');
  await atomically(db, async (tx) => {
    await tx.world.deleteMany({ where: { id: worldId } });
    await clearWorld(tx, worldId);
    await tx.consent.deleteMany({ where: { tppId } });
    await tx.psuIdentity.deleteMany({ where: { tppId } });
    await tx.corporateIdentity.deleteMany({ where: { tppId } });
    await tx.scaFlow.deleteMany({ where: { tppId } });
    await tx.payment.deleteMany({ where: { tppId } });
    await tx.signingBasket.deleteMany({ where: { tppId } });
    await tx.unattendedAccess.deleteMany({ where: { tppId } });
  });
  forgetWorld(worldId);
}
