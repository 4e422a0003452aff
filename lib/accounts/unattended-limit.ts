// Unattended access (no PSU-IP-Address) to balances and transactions: at most 4 reads per account and 24 hours.
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { Xs2aError } from '../errors.ts';
import { getConfig } from '../config.ts';

export const UNATTENDED_PER_DAY = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UnattendedOptions {
  db: Db;
  tppId: string;
  accountId: string;
  kind: 'balances' | 'transactions';
  now: Date;
}

/** Counts this read, or answers 429 ACCESS_EXCEEDED when the four of the last 24 hours are used. */
export async function countUnattendedAccess(opts: UnattendedOptions): Promise<void> {
  const { db, tppId, accountId, kind, now } = opts;
  const since = new Date(now.getTime() - DAY_MS);
  const allowed = await atomically(db, async (tx) => {
    // Serialise per TPP and account so two instances cannot both take the fourth read.
    await lockCounter(tx as unknown as Db, `${tppId}|${accountId}|${kind}`);
    const used = await tx.unattendedAccess.findMany({ where: { tppId, accountId, kind, at: { gt: since } }, select: { at: true }, orderBy: { at: 'asc' } });
    if (used.length >= UNATTENDED_PER_DAY) return used[0]!.at;
    await tx.unattendedAccess.create({ data: { id: crypto.randomUUID(), tppId, accountId, kind, at: now } });
    return null;
  });
  if (allowed) {
    const next = new Date(allowed.getTime() + DAY_MS).toISOString();
    throw new Xs2aError('ACCESS_EXCEEDED', `Without the PSU present (no PSU-IP-Address) ${kind} of an account can be read ${UNATTENDED_PER_DAY} times per 24 hours; next read possible at ${next}`);
  }
}

async function lockCounter(db: Db, key: string): Promise<void> {
  if (getConfig().dialect === 'postgresql') await db.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', key);
}
