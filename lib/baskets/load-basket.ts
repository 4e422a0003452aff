// Loading a signing basket addressed in a path: only the calling TPP's own baskets exist for it (403 RESOURCE_UNKNOWN
// otherwise, as for payments — see lib/payments/load-payment.ts).
import type { Db, Tx } from '../db/client.ts';
import type { SigningBasket } from '../db/generated/sqlite/client.ts';
import { Xs2aError } from '../errors.ts';

export interface LoadBasketOptions {
  db: Db | Tx;
  tppId: string;
  basketId: string;
}

/** Basket row statuses: RCVD until the basket's SCA completes, then ACTC (authorised). */
export type BasketRowStatus = 'RCVD' | 'ACTC';

/** 403 RESOURCE_UNKNOWN for a basket id the TPP does not own (or that does not exist). */
export function unknownBasket(basketId: string): Xs2aError {
  return new Xs2aError('RESOURCE_UNKNOWN', `No signing basket ${basketId.slice(0, 80)} exists for this TPP`, { where: 'path' });
}

export async function loadOwnBasket(opts: LoadBasketOptions): Promise<SigningBasket> {
  const row = await opts.db.signingBasket.findUnique({ where: { id: opts.basketId } });
  if (!row || row.tppId !== opts.tppId) throw unknownBasket(opts.basketId);
  return row;
}

/** The payment ids of a basket row, in the order given at creation. */
export function basketPaymentIds(row: { paymentIds: string }): string[] {
  return JSON.parse(row.paymentIds) as string[];
}
