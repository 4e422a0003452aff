// Loading a payment addressed in a path: only the calling TPP's own payments exist for it.
//
// Decision: an unknown payment id and another TPP's payment id get the same answer, 403 RESOURCE_UNKNOWN — the
// Berlin Group IG §14.11 status for an unknown non-account resource in the path (MessageCode403_PIS includes
// RESOURCE_UNKNOWN) — so a TPP cannot learn whether another TPP's id exists. The same holds for signing baskets and
// authorisation ids. An unknown payment product is 404 PRODUCT_UNKNOWN.
import type { Db, Tx } from '../db/client.ts';
import type { Payment } from '../db/generated/sqlite/client.ts';
import { Xs2aError } from '../errors.ts';
import { paymentPaths } from './links.ts';
import type { PaymentProduct, PaymentService } from './products.ts';
import type { TransactionStatus } from './schemas.ts';
import { readPaymentService, readPaymentStatus } from './stored.ts';

export interface LoadPaymentOptions {
  db: Db | Tx;
  tppId: string;
  service: PaymentService;
  /** A product offered under the service (the path parameter's schema checks it: 404 PRODUCT_UNKNOWN). */
  product: PaymentProduct;
  paymentId: string;
}

/** A payment row with its status and service read (lib/payments/stored.ts): a value outside their lists fails there. */
export type OwnPayment = Omit<Payment, 'status' | 'service'> & { status: TransactionStatus; service: PaymentService };

/** 403 RESOURCE_UNKNOWN for a payment id the TPP does not own (or that does not exist). */
export function unknownPayment(paymentId: string): Xs2aError {
  return new Xs2aError('RESOURCE_UNKNOWN', `No payment ${paymentId.slice(0, 80)} exists for this TPP`, { where: 'path' });
}

/** The id of the signing basket that holds the payment and is not authorised yet (RCVD), or null. */
export async function openBasketOf(db: Db | Tx, row: { basketId: string | null }): Promise<string | null> {
  if (!row.basketId) return null;
  const basket = await db.signingBasket.findUnique({ where: { id: row.basketId }, select: { status: true } });
  return basket?.status === 'RCVD' ? row.basketId : null;
}

/** The TPP's payment addressed by service, product and id. */
export async function loadOwnPayment(opts: LoadPaymentOptions): Promise<OwnPayment> {
  const row = await opts.db.payment.findUnique({ where: { id: opts.paymentId } });
  if (!row || row.tppId !== opts.tppId) throw unknownPayment(opts.paymentId);
  if (row.service !== opts.service || row.product !== opts.product) {
    throw new Xs2aError('RESOURCE_UNKNOWN', `Payment ${row.id} is not a ${opts.service}/${opts.product} payment; address it as ${paymentPaths.resource(row.service, row.product, row.id)}`, { where: 'path' });
  }
  return { ...row, status: readPaymentStatus(row.status), service: readPaymentService(row.service) };
}
