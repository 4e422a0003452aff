// Booking payments on the accounts (spec 1.8): the plans of lib/payments/plan-bookings.ts whose debits the debtor
// accounts' funds cover, read in the caller's transaction. Shared by the batch run and instant (Straks) payments.
// Batched: one query to read the funds, one multi-row INSERT batch per table and one balance update per account to
// write (no per-payment queries).
import type { DbOrTx } from '../db/transaction.ts';
import { todayInNorway } from '../dates.ts';
import { insertTransactions } from '../db/insert-transactions.ts';
import { availableFunds, BOOKING_BALANCE_TYPES } from './funds.ts';
import { entryReferenceOf } from '../schemas/transaction-codes.ts';
import { planBookings, type BookablePayment, type BookedTransaction, type BookingPlan } from './plan-bookings.ts';

export interface BookingOutcome {
  /** Booked: debited (and credited where the creditor is in this bank). */
  booked: string[];
  /** Not booked: the debtor account lacks funds. */
  insufficient: string[];
  /** Not bookable at all (debtor account gone, no conversion rate), with the reason. */
  failed: { id: string; reason: string }[];
}

/**
 * Books `payments` (in creation order) on the date of `now` in Norway. A payment is booked when its debit, in the
 * debtor account currency, fits the running available funds (spendable balance + credit line) of that account; a bulk
 * is booked whole or not at all. Writes transactions and balances; the caller sets the payment statuses.
 */
export async function bookPayments(db: DbOrTx, payments: readonly BookablePayment[], now: Date): Promise<BookingOutcome> {
  return bookPlanned(db, await planBookings(db, payments, now), now);
}

/**
 * Books the planned payments whose debits fit the running available funds of their debtor accounts, read here (in
 * the caller's transaction): a plan made earlier books against the funds as they are now. A debtor account gone
 * since the plan fails the payment as the plan would have.
 */
export async function bookPlanned(db: DbOrTx, plan: BookingPlan, now: Date): Promise<BookingOutcome> {
  const outcome: BookingOutcome = { booked: [], insufficient: [], failed: [...plan.failed] };
  if (plan.payments.length === 0) return outcome;
  const debtorIds = [...new Set(plan.payments.map((p) => p.debtorAccountId))];
  const available = new Map(
    (
      await db.account.findMany({ where: { id: { in: debtorIds } }, select: { id: true, creditLineMinor: true, balances: { select: { balanceType: true, amountMinor: true } } } })
    ).map((a) => [a.id, availableFunds(a)]),
  );
  const delta = new Map<string, { amount: bigint; last: string; currency: string }>();
  const rows: BookedTransaction[] = [];
  const entries: BookedTransaction[] = [];
  for (const p of plan.payments) {
    const funds = available.get(p.debtorAccountId);
    if (funds === undefined) {
      outcome.failed.push({ id: p.id, reason: 'The debtor account no longer exists' });
      continue;
    }
    if (p.debit > funds) {
      outcome.insufficient.push(p.id);
      continue;
    }
    for (const m of p.moves) {
      const d = delta.get(m.accountId) ?? { amount: 0n, last: m.transactionId, currency: m.currency };
      d.amount += m.amount;
      d.last = m.transactionId;
      delta.set(m.accountId, d);
      // A credit to another debtor account of the plan is spendable by its later payments.
      const f = available.get(m.accountId);
      if (f !== undefined) available.set(m.accountId, f + m.amount);
    }
    for (const r of p.rows) rows.push(r);
    for (const r of p.entries) entries.push(r);
    outcome.booked.push(p.id);
  }

  // Multi-row INSERTs: Prisma's createMany spends ~5x longer building 400-row statements than SQLite takes to run them.
  await insertTransactions(db, rows);
  await insertTransactions(db, entries);
  await applyBalanceDeltas(db, delta, now);
  return outcome;
}

/** One balance update per account: every booking balance type moves by the account's net amount. */
async function applyBalanceDeltas(db: DbOrTx, delta: Map<string, { amount: bigint; last: string; currency: string }>, now: Date): Promise<void> {
  for (const [accountId, d] of delta) {
    if (d.amount === 0n) continue;
    // lastCommittedTransaction is the entryReference of the last booked transaction (Berlin Group Max35Text).
    const last = entryReferenceOf(d.last);
    const updated = await db.balance.updateMany({
      where: { accountId, balanceType: { in: [...BOOKING_BALANCE_TYPES] } },
      data: { amountMinor: { increment: d.amount }, lastChangeDateTime: now, lastCommittedTransaction: last },
    });
    if (updated.count === 0) {
      // An account without any booking balance gets an expected balance holding the booked amount.
      await db.balance.upsert({
        where: { id: `${accountId}:booked` },
        create: { id: `${accountId}:booked`, accountId, balanceType: 'expected', amountMinor: d.amount, currency: d.currency, referenceDate: todayInNorway(now), lastChangeDateTime: now, lastCommittedTransaction: last },
        update: { amountMinor: { increment: d.amount }, lastChangeDateTime: now, lastCommittedTransaction: last },
      });
    }
  }
}
