// POST /v1/sandbox/initialize — reset the caller's sandbox world to its fixed known state.
import type { InitializeSandboxResult } from './schemas.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';
import { resetWorld } from '../worlds/reset-world.ts';
import { listCustomers } from './list-customers.ts';

export interface InitializeSandboxOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP). */
  worldId: string;
  /** Seed dates are relative to this (default now). */
  now?: Date;
}

/**
 * Resets the world in one database transaction (lib/worlds/reset-world.ts): deletes its customers, accounts, card
 * accounts, balances, transactions, agreements and engagements (manually created ones included) and seeds the known
 * state: private customers 13039319955 and 12085592767 (2 accounts and a card account each), corporate customers
 * 18129215603 and 20079518612 (2 accounts and an agreement each; the engagements give 13039319955 resp. 12085592767
 * VIEW and REGISTER on both corporate accounts), with booked transactions in the last 90 days. Other worlds are not
 * touched. Returns the customers (spec 2.3, with accounts and agreements) and counts.
 */
export async function initializeSandbox({ db, worldId, now = new Date() }: InitializeSandboxOptions): Promise<InitializeSandboxResult> {
  return atomically(db, async (tx) => {
    const counts = await resetWorld(tx, worldId, now);
    const customers = await listCustomers({ db: tx, worldId, withAccounts: true, withAgreements: true });
    return { customers, counts };
  });
}
