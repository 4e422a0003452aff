// POST /v1/sandbox/initialize — reset the sandbox to its fixed known state; and seeding at start-up.
import type { Tx } from '../db/client.ts';
import type { InitializeSandboxResult } from './schemas.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';
import { buildSeedRows } from './seed-data.ts';
import { listCustomers } from './list-customers.ts';

export interface InitializeSandboxOptions {
  db: DbOrTx;
  /** Seed dates are relative to this (default now). */
  now?: Date;
}

/** Deletes every sandbox customer and everything hanging off them (explicitly, not relying on cascades). */
async function deleteSandboxData(tx: Tx): Promise<void> {
  await tx.engagement.deleteMany({});
  await tx.agreement.deleteMany({});
  await tx.transaction.deleteMany({ where: { parentId: { not: null } } });
  await tx.transaction.deleteMany({});
  await tx.balance.deleteMany({});
  await tx.cardAccount.deleteMany({});
  await tx.account.deleteMany({});
  await tx.customer.deleteMany({});
}

/** Inserts the seeded state (createMany per table); returns the counts. */
async function seed(tx: Tx, now: Date): Promise<InitializeSandboxResult['counts']> {
  const rows = buildSeedRows(now);
  await tx.customer.createMany({ data: rows.customers });
  await tx.account.createMany({ data: rows.accounts });
  await tx.cardAccount.createMany({ data: rows.cardAccounts });
  await tx.balance.createMany({ data: rows.balances });
  await tx.transaction.createMany({ data: rows.transactions });
  await tx.agreement.createMany({ data: rows.agreements });
  await tx.engagement.createMany({ data: rows.engagements });
  return {
    customers: rows.customers.length,
    accounts: rows.accounts.length,
    cardAccounts: rows.cardAccounts.length,
    agreements: rows.agreements.length,
    engagements: rows.engagements.length,
    transactions: rows.transactions.length,
  };
}

/**
 * Resets the sandbox in one database transaction: deletes all customers, accounts, card accounts, balances,
 * transactions, agreements and engagements (manually created ones included) and seeds the known state: private
 * customers 13039319955 and 12085592767 (2 accounts and a card account each), corporate customers 18129215603 and
 * 20079518612 (2 accounts and an agreement each; the engagements give 13039319955 resp. 12085592767 VIEW and
 * REGISTER on both corporate accounts), with booked transactions in the last 90 days. Returns the customers
 * (spec 2.3, with accounts and agreements) and counts.
 */
export async function initializeSandbox({ db, now = new Date() }: InitializeSandboxOptions): Promise<InitializeSandboxResult> {
  return atomically(db, async (tx) => {
    await deleteSandboxData(tx);
    const counts = await seed(tx, now);
    const customers = await listCustomers({ db: tx, withAccounts: true, withAgreements: true });
    return { customers, counts };
  });
}

/**
 * Seeds the sandbox when it has no customers at all (start-up); true when this call seeded. Safe when several
 * instances start at once: the check is repeated inside the transaction, and a unique violation on customerNumber
 * (another instance won) or any failure after which customers exist counts as "already done".
 */
export async function ensureSandboxInitialised({ db, now = new Date() }: InitializeSandboxOptions): Promise<boolean> {
  const hasCustomers = async () => (await db.customer.findFirst({ select: { id: true } })) !== null;
  for (let attempt = 1; ; attempt++) {
    if (await hasCustomers()) return false;
    try {
      return await atomically(db, async (tx) => {
        if (await tx.customer.findFirst({ select: { id: true } })) return false;
        await seed(tx, now);
        return true;
      });
    } catch (e) {
      // A unique violation on customerNumber or a lock conflict: another instance seeded (or is seeding) — done
      // when its customers are visible now, otherwise try again.
      if (await hasCustomers().catch(() => false)) return false;
      if (attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 100));
    }
  }
}
