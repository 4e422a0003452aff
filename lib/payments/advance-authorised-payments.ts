// After a successful SCA: which debtor accounts the PSU may pay from, and the next status of each authorised payment.
import type { DbOrTx } from '../db/transaction.ts';
import { byIdGuard } from '../db/by-id-guard.ts';
import type { PaymentRow } from '../db/rows.ts';
import { Xs2aError } from '../errors.ts';
import { availableAccounts } from '../accounts/available-accounts.ts';
import { todayInNorway } from '../dates.ts';
import { availableFunds } from './funds.ts';
import { bookPayments } from './book-payments.ts';
import { transferDebits, type BookablePayment } from './plan-bookings.ts';
import { PRODUCT_RULES, isPaymentProduct } from './products.ts';
import { readBody, transfersOf } from './stored.ts';
import { recordPendingTransactions } from './pending-transactions.ts';


/** statusReason (and psuMessage) of a payment rejected for lack of funds so far. */
export const INSUFFICIENT_FUNDS_TEXT = 'Insufficient funds on the debtor account; the payment is retried by the next batch runs';

export interface PsuContext {
  /** The world of the PSU (worldOf the TPP whose flow authenticated them). */
  worldId: string;
  customerId: string;
  context: 'PRIVATE' | 'CORPORATE';
  agreementId: string | null;
}

/**
 * The ids among `accountIds` the PSU may pay from: PRIVATE — the customer's own accounts; CORPORATE — accounts of the
 * agreement on which the PSU has an engagement with the role REGISTER.
 */
export async function payableAccounts(db: DbOrTx, psu: PsuContext, accountIds: string[]): Promise<Set<string>> {
  const customer = await db.customer.findFirst({ where: { id: psu.customerId, worldId: psu.worldId }, select: { id: true, customerNumber: true } });
  if (!customer) return new Set();
  if (psu.context === 'CORPORATE' && !psu.agreementId) return new Set();
  const available = await availableAccounts({
    db,
    worldId: psu.worldId,
    customerId: customer.id,
    customerNumber: customer.customerNumber,
    context: psu.context,
    agreementId: psu.agreementId,
    role: 'REGISTER',
  });
  const allowed = new Set(available.accountIds);
  return new Set(accountIds.filter((id) => allowed.has(id)));
}

export type AuthorisedPayment = BookablePayment & Pick<PaymentRow, 'requestedExecutionDate'>;

interface Decision {
  status: 'ACTC' | 'PDNG' | 'ACCP' | 'ACSC' | 'RJCT';
  fundsAvailable: boolean | null;
  statusReason: string | null;
  booked: boolean;
}

/**
 * Moves authorised payments (status RCVD) on, in creation order: a standing order → ACTC (no batch); a future
 * requestedExecutionDate → PDNG; funds short (spendable balance + credit line, running over the payments of one call
 * on the same account) → ACCP with fundsAvailable false; instant (Straks) → booked at once, ACSC; otherwise ACTC with
 * fundsAvailable true (booked by the next batch run). The update is guarded by status RCVD: a payment changed
 * meanwhile fails the whole call with PAYMENT_FAILED (and the caller's transaction rolls back).
 */
export async function advanceAuthorisedPayments(db: DbOrTx, payments: AuthorisedPayment[], psu: PsuContext, now: Date): Promise<Map<string, Decision['status']>> {
  const today = todayInNorway(now);
  const ordered = [...payments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const accountIds = [...new Set(ordered.map((p) => p.debtorAccountId).filter((id): id is string => id !== null))];
  const accounts = new Map(
    (
      await db.account.findMany({ where: { id: { in: accountIds } }, select: { id: true, currency: true, creditLineMinor: true, balances: { select: { balanceType: true, amountMinor: true } } } })
    ).map((a) => [a.id, a]),
  );
  const running = new Map([...accounts.values()].map((a) => [a.id, availableFunds(a)]));
  const decisions = new Map<string, Decision>();
  const instant: AuthorisedPayment[] = [];

  for (const p of ordered) {
    const account = p.debtorAccountId ? accounts.get(p.debtorAccountId) : undefined;
    if (!account) {
      decisions.set(p.id, { status: 'RJCT', fundsAvailable: null, statusReason: 'The debtor account no longer exists', booked: false });
      continue;
    }
    if (p.service === 'periodic-payments') {
      decisions.set(p.id, { status: 'ACTC', fundsAvailable: null, statusReason: null, booked: false });
      continue;
    }
    if (p.requestedExecutionDate && p.requestedExecutionDate > today) {
      decisions.set(p.id, { status: 'PDNG', fundsAvailable: null, statusReason: null, booked: false });
      continue;
    }
    const debits = transferDebits(transfersOf(p.service, readBody(p)), account.currency);
    if (!debits) {
      decisions.set(p.id, { status: 'RJCT', fundsAvailable: null, statusReason: `No exchange rate from ${p.currency} to ${account.currency}`, booked: false });
      continue;
    }
    const total = debits.reduce((a, b) => a + b, 0n);
    if (total > running.get(account.id)!) {
      decisions.set(p.id, { status: 'ACCP', fundsAvailable: false, statusReason: INSUFFICIENT_FUNDS_TEXT, booked: false });
      continue;
    }
    running.set(account.id, running.get(account.id)! - total);
    if (isPaymentProduct(p.product) && PRODUCT_RULES[p.product].instant) instant.push(p);
    else decisions.set(p.id, { status: 'ACTC', fundsAvailable: true, statusReason: null, booked: false });
  }

  if (instant.length) {
    const outcome = await bookPayments(db, instant, now);
    for (const id of outcome.booked) decisions.set(id, { status: 'ACSC', fundsAvailable: true, statusReason: null, booked: true });
    for (const id of outcome.insufficient) decisions.set(id, { status: 'ACCP', fundsAvailable: false, statusReason: INSUFFICIENT_FUNDS_TEXT, booked: false });
    for (const f of outcome.failed) decisions.set(f.id, { status: 'RJCT', fundsAvailable: null, statusReason: f.reason, booked: false });
  }

  // One guarded update per distinct outcome.
  const groups = new Map<string, { decision: Decision; ids: string[] }>();
  for (const [id, d] of decisions) {
    const key = JSON.stringify(d);
    const g = groups.get(key) ?? { decision: d, ids: [] };
    g.ids.push(id);
    groups.set(key, g);
  }
  let updated = 0;
  for (const { decision, ids } of groups.values()) {
    const r = await db.payment.updateMany({
      where: { id: { in: ids }, ...byIdGuard({ status: 'RCVD' }) },
      data: {
        status: decision.status,
        fundsAvailable: decision.fundsAvailable,
        statusReason: decision.statusReason,
        customerId: psu.customerId,
        authorisedAt: now,
        ...(decision.booked ? { bookedAt: now } : {}),
      },
    });
    updated += r.count;
  }
  if (updated !== decisions.size) {
    throw new Xs2aError('PAYMENT_FAILED', 'The payment changed while it was being authorised (cancelled or authorised elsewhere); nothing was executed');
  }
  // Authorised, not booked yet: pending on the debtor account until the batch books it (standing orders excepted).
  const waiting = new Set(['ACTC', 'PDNG', 'ACCP']);
  await recordPendingTransactions(db, ordered.filter((p) => waiting.has(decisions.get(p.id)?.status ?? '')), now);
  return new Map([...decisions].map(([id, d]) => [id, d.status]));
}
