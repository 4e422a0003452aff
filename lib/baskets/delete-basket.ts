// DELETE /v1/signing-baskets/{basketId} — remove a basket that is not authorised; its payments stay as they are.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { atomically } from '../db/transaction.ts';
import { loadOwnBasket } from './load-basket.ts';

/**
 * Deletes the basket while it is not authorised (204): its payments are released (they can be authorised on their
 * own or put into another basket). Decision: once authorised the basket cannot be deleted — 409 STATUS_INVALID (the
 * code the yaml gives signing baskets for a conflicting status; 405 there only means SERVICE_INVALID); cancel its
 * payments one by one instead.
 */
export async function deleteBasket(opts: { db: Db; tppId: string; basketId: string }): Promise<void> {
  const row = await loadOwnBasket(opts);
  if (row.status !== 'RCVD') {
    throw new Xs2aError('STATUS_INVALID', 'The signing basket is authorised and cannot be deleted; cancel its payments individually (DELETE /v1/payments/{product}/{paymentId})');
  }
  await atomically(opts.db, async (tx) => {
    const deleted = await tx.signingBasket.deleteMany({ where: { id: row.id, status: 'RCVD' } });
    if (deleted.count === 0) throw new Xs2aError('STATUS_INVALID', 'The signing basket was authorised meanwhile and cannot be deleted');
    await tx.payment.updateMany({ where: { basketId: row.id }, data: { basketId: null } });
  });
}
