// Loading a signing basket addressed in a path: only the calling TPP's own baskets exist for it (403 RESOURCE_UNKNOWN
// otherwise, as for payments — see lib/payments/load-payment.ts).
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import type { SigningBasket } from '../db/generated/sqlite/client.ts';
import { enumColumn, jsonColumn } from '../db/rows.ts';
import { Xs2aError } from '../errors.ts';
import type { BasketStatus } from '../payments/schemas.ts';

export interface LoadBasketOptions {
  db: Db | Tx;
  tppId: string;
  basketId: string;
}

/** SigningBasket.status: RCVD until the basket's SCA completes, then ACTC (authorised). The reported status is the worst of its payments' (basket-status.ts). */
export const BASKET_ROW_STATUSES = ['RCVD', 'ACTC'] as const satisfies readonly BasketStatus[];
export type BasketRowStatus = (typeof BASKET_ROW_STATUSES)[number];
export const readBasketStatus = enumColumn('SigningBasket.status', BASKET_ROW_STATUSES);

/** SigningBasket.paymentIds: the JSON array of the basket's payment ids. */
const readPaymentIds = jsonColumn('SigningBasket.paymentIds', z.array(z.string()));

/** A basket row with its status read. */
export type OwnBasket = Omit<SigningBasket, 'status'> & { status: BasketRowStatus };

/** 403 RESOURCE_UNKNOWN for a basket id the TPP does not own (or that does not exist). */
export function unknownBasket(basketId: string): Xs2aError {
  return new Xs2aError('RESOURCE_UNKNOWN', `No signing basket ${basketId.slice(0, 80)} exists for this TPP`, { where: 'path' });
}

/** The TPP's basket addressed by id. */
export async function loadOwnBasket(opts: LoadBasketOptions): Promise<OwnBasket> {
  const row = await opts.db.signingBasket.findUnique({ where: { id: opts.basketId } });
  if (!row || row.tppId !== opts.tppId) throw unknownBasket(opts.basketId);
  return { ...row, status: readBasketStatus(row.status) };
}

/** The payment ids of a basket row, in the order given at creation. */
export function basketPaymentIds(row: { paymentIds: string }): string[] {
  return readPaymentIds(row.paymentIds);
}
