// DELETE /v1/{payment-service}/{payment-product}/{paymentId} — cancel a payment that is not executed yet.
import { Xs2aError } from '../errors.ts';
import { atomically } from '../db/transaction.ts';
import { loadOwnPayment, openBasketOf, type LoadPaymentOptions } from './load-payment.ts';
import { clearPendingTransactions } from './pending-transactions.ts';

/**
 * Cancellable without a cancellation authorisation (204, status CANC): RCVD (not authorised), ACTC (authorised,
 * waiting for the batch; for a standing order: active) and ACCP (waiting for funds). Not cancellable (405
 * CANCELLATION_INVALID): PDNG — the spec says a pending payment cannot be deleted —, booked (ACSC) and final
 * (RJCT, CANC) payments. A payment in a signing basket that is not authorised yet is blocked (400 RESOURCE_BLOCKED):
 * delete the basket first.
 */
const CANCELLABLE = ['RCVD', 'ACTC', 'ACCP'];

const REFUSALS: Record<string, string> = {
  PDNG: 'The payment is pending (PDNG: authorised with a future execution date) and cannot be deleted',
  ACSC: 'The payment is already booked (ACSC) and cannot be deleted',
  ACCC: 'The payment is already booked (ACCC) and cannot be deleted',
  RJCT: 'The payment was rejected (RJCT); there is nothing to delete',
  CANC: 'The payment is already cancelled (CANC)',
};

export interface CancelPaymentOptions extends LoadPaymentOptions {
  now: Date;
}

export async function cancelPayment(opts: CancelPaymentOptions): Promise<void> {
  const row = await loadOwnPayment(opts);
  const basketId = await openBasketOf(opts.db, row);
  if (basketId) throw new Xs2aError('RESOURCE_BLOCKED', `The payment is part of signing basket ${basketId}, which is not authorised yet; delete the basket first`);
  if (!CANCELLABLE.includes(row.status)) {
    throw new Xs2aError('CANCELLATION_INVALID', REFUSALS[row.status] ?? `A payment with status ${row.status} cannot be deleted`);
  }
  // Guarded: the batch (or an authorisation) may move the payment on at the same moment. Its pending transaction goes with it.
  const updated = await atomically(opts.db, async (tx) => {
    const r = await tx.payment.updateMany({ where: { id: row.id, status: { in: CANCELLABLE } }, data: { status: 'CANC', statusReason: 'Cancelled by the TPP' } });
    if (r.count > 0) await clearPendingTransactions(tx, [row]);
    return r;
  });
  if (updated.count === 0) {
    const now = await opts.db.payment.findUnique({ where: { id: row.id }, select: { status: true } });
    throw new Xs2aError('CANCELLATION_INVALID', REFUSALS[now?.status ?? ''] ?? `The payment changed meanwhile (status ${now?.status ?? 'unknown'}) and cannot be deleted`);
  }
}
