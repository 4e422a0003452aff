// A world exists from its first use on: a TPP's first signed request (the pipeline's TPP step) or the portal's
// sandbox management creates the TPP's sandbox world in the known state. Safe across processes and instances: the
// World row's primary key is the claim, inserted first in the transaction that seeds, so a concurrent creator waits
// for it and then fails with a unique violation (and finds the world). Known worlds are remembered per process: after
// the first time, opening a world is a Set lookup.
import type { DbOrTx } from '../db/transaction.ts';
import { atomically, isUniqueViolation } from '../db/transaction.ts';
import { seedWorld } from './seed-world.ts';
import { tppOfWorld } from './world-of.ts';

type Holder = { known: Set<string>; pending: Map<string, Promise<void>> };
const holder = ((globalThis as Record<symbol, unknown>)[Symbol.for('openbank.worlds')] ??= { known: new Set(), pending: new Map() }) as Holder;
const OPEN = Promise.resolve();

/**
 * Makes sure the world exists: creates it, in the known state for a sandbox world (the bank's world is never seeded),
 * unless it exists. Concurrent calls in one process share one attempt.
 */
export function openWorld(db: DbOrTx, worldId: string, now: Date = new Date()): Promise<void> {
  if (holder.known.has(worldId)) return OPEN;
  let pending = holder.pending.get(worldId);
  if (!pending) {
    pending = createWorld(db, worldId, now)
      .then(() => void holder.known.add(worldId))
      .finally(() => holder.pending.delete(worldId));
    holder.pending.set(worldId, pending);
  }
  return pending;
}

/** Forgets that this process saw the world (deleteWorld): the next openWorld looks in the database again. */
export function forgetWorld(worldId: string): void {
  holder.known.delete(worldId);
}

/** Creates the world unless it exists (no cache); true when this call created it. */
export async function createWorld(db: DbOrTx, worldId: string, now: Date = new Date()): Promise<boolean> {
  const exists = async () => (await db.world.findUnique({ where: { id: worldId }, select: { id: true } })) !== null;
  const sandbox = tppOfWorld(worldId) !== null;
  for (let attempt = 1; ; attempt++) {
    if (await exists()) return false;
    try {
      await atomically(db, async (tx) => {
        // The claim comes first: a concurrent creator blocks on this primary key until the seeding here commits.
        await tx.world.create({ data: { id: worldId, createdAt: now, seededAt: sandbox ? now : null } });
        if (sandbox) await seedWorld(tx, worldId, now);
      });
      return true;
    } catch (e) {
      // A unique violation on World.id: another process or instance created it. A lock conflict: it may be busy
      // doing so — look again, a few times.
      if (isUniqueViolation(e) || (await exists().catch(() => false))) return false;
      if (attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 100));
    }
  }
}
