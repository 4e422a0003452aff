// POST /v1/sandbox/initialize: a sandbox world back to its known state (spec 1.7), manually created data included.
import type { DbOrTx } from '../db/transaction.ts';
import { atomically } from '../db/transaction.ts';
import { clearWorld } from './clear-world.ts';
import { seedWorld, type SeedCounts } from './seed-world.ts';
import { tppOfWorld } from './world-of.ts';

/**
 * Deletes the world's customers, accounts, card accounts, balances, transactions, agreements and engagements and
 * writes the known state, in one transaction; returns the counts. Seeded ids are the same as before (seed-ids.ts), so
 * PSU-IDs, consents and payments the TPP holds for seeded customers and accounts stay valid; they are kept. The World
 * row is updated first: a second reset of the same world waits for the first to commit and then deletes its rows.
 * The bank's world is never reset.
 */
export async function resetWorld(db: DbOrTx, worldId: string, now: Date = new Date()): Promise<SeedCounts> {
  if (tppOfWorld(worldId) === null) throw new Error('The bank\'s world is not a sandbox world: it cannot be reset');
  return atomically(db, async (tx) => {
    const { count } = await tx.world.updateMany({ where: { id: worldId }, data: { seededAt: now } });
    if (count === 0) await tx.world.create({ data: { id: worldId, createdAt: now, seededAt: now } });
    await clearWorld(tx, worldId);
    return seedWorld(tx, worldId, now);
  });
}
