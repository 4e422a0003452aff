// Simulated batch processing of sandbox payments (spec 1.8): books every due authorised payment except standing orders,
// each in the world of its debtor account (lib/payments/book-payments.ts).
import type { Db, Tx } from '../db/client.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { byIdGuardSql } from '../db/by-id-guard.ts';
import { idList } from '../db/id-list.ts';
import { atomically, isForeignKeyViolation, isUniqueViolation } from '../db/transaction.ts';
import { queryRaw } from '../db/raw.ts';
import { todayInNorway } from '../dates.ts';
import { logger } from '../log.ts';
import { INSUFFICIENT_FUNDS_TEXT } from './advance-authorised-payments.ts';
import { bookPlanned } from './book-payments.ts';
import { planBookings, type BookablePayment, type BookingPlan } from './plan-bookings.ts';
import { clearPendingTransactions } from './pending-transactions.ts';
import { batchRuns, count, paymentsBooked } from '../metrics/registry.ts';

/**
 * Decision: a payment still short of funds stays ACCP (fundsAvailable false) and is retried by the next runs; after
 * this many runs without funds (one day of the five daily runs) it is rejected (RJCT).
 */
export const MAX_FUNDS_ATTEMPTS = 5;
/** Due payments read and booked per database transaction. */
export const BATCH_PAGE_SIZE = 1000;
/** Due payments read per scan query (ids and creation times only: ~2 MB). */
const SCAN_SIZE = 20_000;

/** Statuses the batch books: authorised (ACTC), waiting for funds (ACCP), pending until the execution date (PDNG). */
const DUE_STATUSES = Prisma.sql`('ACTC', 'ACCP', 'PDNG')`;
/**
 * The still-due check of the statements by id, written NOT (NOT …) so that SQLite looks the ids up by primary key
 * instead of reading every due payment through the status index (lib/db/by-id-guard.ts,
 * docs/decisions/0027-query-shapes-for-the-planners.md).
 */
const STILL_DUE = byIdGuardSql(Prisma.sql`"status" IN ${DUE_STATUSES}`);
/** Standing orders (periodic-payments) are not batch-processed. */
const BATCH_SERVICES = Prisma.sql`('payments', 'bulk-payments')`;

export interface RunPaymentBatchOptions {
  db: Db;
  now: Date;
  /**
   * The schedule slot this run is for (e.g. "2025-06-02T09:00", Europe/Oslo). The run first inserts the BatchRun row
   * with this primary key; when another run (another instance) has it, nothing is done and `skipped` is true.
   */
  slot?: string;
  /**
   * Only this TPP's payments: the manual run of a sandbox world (POST /v1/sandbox/payments/batch), whose payments are
   * its TPP's. The scheduled runs leave it out and book every world's payments.
   */
  tppId?: string;
}

export interface PaymentBatchResult {
  processed: number;
  booked: number;
  rejected: number;
  /** True when the slot was run already (by this or another instance). */
  skipped?: boolean;
}

class PageChanged extends Error {}

/**
 * Books every due payment: status ACTC, ACCP or PDNG, service payments or bulk-payments, requestedExecutionDate absent
 * or not after today (Norway). In pages of BATCH_PAGE_SIZE (keyset by creation time and id), each in one database
 * transaction: debit and credit via bookPlanned (batched queries, one balance update per account), then one guarded
 * status update per outcome — booked → ACSC; short of funds → ACCP with fundsAvailable false and one more attempt,
 * RJCT at MAX_FUNDS_ATTEMPTS; not bookable (account gone) → RJCT. A page whose payments changed meanwhile (e.g.
 * cancelled) is rolled back, read and planned again, and redone.
 *
 * Each page is read and planned (lib/payments/plan-bookings.ts) while the page before it is written: on PostgreSQL
 * the database writes one page on its own process while this one builds the next, instead of each waiting for the
 * other (docs/decisions/0021-payment-batch.md). On
 * SQLite the plan's reads wait for the open transaction (lib/db/sqlite-gate.ts), so the pages run one after another
 * as before. Nothing a plan holds is decided by the funds, and the status updates' guard (still due) keeps a page
 * from booking a payment that changed after it was read.
 */
export async function runPaymentBatch(opts: RunPaymentBatchOptions): Promise<PaymentBatchResult> {
  const { db, now } = opts;
  if (opts.slot) {
    try {
      await db.batchRun.create({ data: { slot: opts.slot, startedAt: now } });
    } catch (e) {
      if (isUniqueViolation(e)) return { processed: 0, booked: 0, rejected: 0, skipped: true };
      throw e;
    }
  }
  const result: PaymentBatchResult = { processed: 0, booked: 0, rejected: 0 };
  const pages = duePages(db, todayInNorway(now), opts.tppId);
  const planNext = async (): Promise<PlannedPage | null> => {
    const next = await pages.next();
    return next.done ? null : planBatchPage(db, next.value, now);
  };

  let upcoming = planNext();
  for (;;) {
    const page = await upcoming;
    if (!page) break;
    upcoming = planNext();
    upcoming.catch(() => {}); // awaited by the next turn, which reports a failure
    let r: PaymentBatchResult;
    try {
      r = await commitBatchPage(db, page, now);
    } catch (e) {
      await upcoming.catch(() => {}); // no statement of this run outlives it
      throw e;
    }
    result.processed += r.processed;
    result.booked += r.booked;
    result.rejected += r.rejected;
  }

  if (opts.slot) {
    await db.batchRun.update({ where: { slot: opts.slot }, data: { finishedAt: new Date(), processed: result.processed, booked: result.booked, rejected: result.rejected } });
  }
  count(() => {
    batchRuns.inc({ trigger: opts.tppId ? 'sandbox' : 'schedule' });
    paymentsBooked.inc(result.booked);
  });
  logger.info({ slot: opts.slot ?? null, ...result }, 'payment batch');
  return result;
}

/** The ids of the due payments in creation order, BATCH_PAGE_SIZE at a time. */
async function* duePages(db: Db, today: string, tppId: string | undefined): AsyncGenerator<string[]> {
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    // The due payments in creation order, SCAN_SIZE at a time (keyset): the query reads and sorts every due payment
    // through the status index, so asking for each page of 1,000 made a run quadratic (100 pages x a scan of 100k).
    // Raw statements here and in planBatchPage (the same text on both dialects): the ORM's per-row and per-argument
    // work was a sixth of a run's CPU (docs/decisions/0021-payment-batch.md).
    const scanned: { id: string; createdAt: Date }[] = await db.$queryRaw<{ id: string; createdAt: Date }[]>`
      SELECT "id", "createdAt" FROM "Payment"
      WHERE "status" IN ${DUE_STATUSES} AND "service" IN ${BATCH_SERVICES}
        AND ("requestedExecutionDate" IS NULL OR "requestedExecutionDate" <= ${today})
        ${tppId ? Prisma.sql`AND "tppId" = ${tppId}` : Prisma.empty}
        ${cursor ? Prisma.sql`AND ("createdAt" > ${cursor.createdAt} OR ("createdAt" = ${cursor.createdAt} AND "id" > ${cursor.id}))` : Prisma.empty}
      ORDER BY "createdAt" ASC, "id" ASC
      LIMIT ${SCAN_SIZE}`;
    if (scanned.length === 0) return;
    const last = scanned[scanned.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
    for (let start = 0; start < scanned.length; start += BATCH_PAGE_SIZE) yield scanned.slice(start, start + BATCH_PAGE_SIZE).map((p) => p.id);
    if (scanned.length < SCAN_SIZE) return;
  }
}

type DuePayment = BookablePayment & { batchAttempts: number };

/** A page of payments as read (still due) and its bookings as planned, before its transaction. */
export interface PlannedPage {
  ids: string[];
  payments: DuePayment[];
  plan: BookingPlan;
}

/** Reads the payments of `ids` still due and plans their bookings, outside any transaction. */
export async function planBatchPage(db: Db, ids: string[], now: Date): Promise<PlannedPage> {
  const payments = await queryRaw<DuePayment[]>(
    db,
    Prisma.sql`SELECT "id", "service", "product", "body", "debtorAccountId", "amountMinor", "currency", "batchAttempts", "createdAt"
      FROM "Payment" WHERE "id" IN ${idList(ids)} AND ${STILL_DUE}`,
  );
  return { ids, payments, plan: await planBookings(db, payments, now) };
}

/**
 * Writes a planned page in one database transaction (its own short hold of SQLite's write lock). When its payments
 * changed since they were read (a status update's guard finds fewer still due) or a creditor account was deleted (its
 * credit's foreign key), the transaction is rolled back and the page read, planned and written again.
 */
export async function commitBatchPage(db: Db, page: PlannedPage, now: Date): Promise<PaymentBatchResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeBatchPage(db, page, now);
    } catch (e) {
      if (!(e instanceof PageChanged || isForeignKeyViolation(e)) || attempt >= 3) throw e;
      page = await planBatchPage(db, page.ids, now);
    }
  }
}

async function writeBatchPage(db: Db, page: PlannedPage, now: Date): Promise<PaymentBatchResult> {
  return atomically(db, async (tx) => {
    const { payments } = page;
    const outcome = await bookPlanned(tx, page.plan, now);
    const attempts = new Map(payments.map((p) => [p.id, p.batchAttempts]));
    const giveUp = outcome.insufficient.filter((id) => attempts.get(id)! + 1 >= MAX_FUNDS_ATTEMPTS);
    const retry = outcome.insufficient.filter((id) => attempts.get(id)! + 1 < MAX_FUNDS_ATTEMPTS);

    const updates: { ids: string[]; set: StatusChange }[] = [
      { ids: outcome.booked, set: { status: 'ACSC', fundsAvailable: true, statusReason: null, bookedAt: now } },
      { ids: retry, set: { status: 'ACCP', fundsAvailable: false, statusReason: INSUFFICIENT_FUNDS_TEXT, attempt: true } },
      { ids: giveUp, set: { status: 'RJCT', fundsAvailable: false, statusReason: `Rejected for insufficient funds after ${MAX_FUNDS_ATTEMPTS} batch runs`, attempt: true } },
    ];
    const failedByReason = new Map<string, string[]>();
    for (const f of outcome.failed) failedByReason.set(f.reason, [...(failedByReason.get(f.reason) ?? []), f.id]);
    for (const [reason, fids] of failedByReason) updates.push({ ids: fids, set: { status: 'RJCT', statusReason: reason } });

    for (const u of updates) {
      if (u.ids.length === 0) continue;
      if ((await setStatus(tx, u.ids, u.set, now)) !== u.ids.length) throw new PageChanged();
    }
    // Booked or rejected: no longer pending on the debtor account.
    const done = new Set([...outcome.booked, ...giveUp, ...outcome.failed.map((f) => f.id)]);
    await clearPendingTransactions(tx, payments.filter((p) => done.has(p.id)));
    return { processed: payments.length, booked: outcome.booked.length, rejected: giveUp.length + outcome.failed.length };
  });
}

/** A status outcome of the batch; fundsAvailable and bookedAt are left as they are when absent. */
interface StatusChange {
  status: string;
  statusReason: string | null;
  fundsAvailable?: boolean;
  bookedAt?: Date;
  /** One more batch attempt without funds. */
  attempt?: boolean;
}

/** Sets the outcome on the payments still due among `ids`; the number changed. */
async function setStatus(tx: Tx, ids: string[], set: StatusChange, now: Date): Promise<number> {
  const columns = [Prisma.sql`"status" = ${set.status}`, Prisma.sql`"statusReason" = ${set.statusReason}`, Prisma.sql`"updatedAt" = ${now}`];
  if (set.fundsAvailable !== undefined) columns.push(Prisma.sql`"fundsAvailable" = ${set.fundsAvailable}`);
  if (set.bookedAt) columns.push(Prisma.sql`"bookedAt" = ${set.bookedAt}`);
  if (set.attempt) columns.push(Prisma.sql`"batchAttempts" = "batchAttempts" + 1`);
  return tx.$executeRaw`UPDATE "Payment" SET ${Prisma.join(columns, ', ')} WHERE "id" IN ${idList(ids)} AND ${STILL_DUE}`;
}
