// GET /v1/signing-baskets/{basketId}[/status] — the basket's payments and its status (worst case of its payments).
import type { Db, Tx } from '../db/client.ts';
import { byIdGuard } from '../db/by-id-guard.ts';
import { basketLinks } from '../payments/links.ts';
import { link } from '../schemas/common.ts';
import type { BasketStatus, SigningBasketResponse } from '../payments/schemas.ts';
import { worstBasketStatus } from './basket-status.ts';
import { basketPaymentIds, loadOwnBasket, type LoadBasketOptions } from './load-basket.ts';

async function statusOf(db: Db | Tx, tppId: string, paymentIds: string[]): Promise<BasketStatus> {
  const payments = await db.payment.findMany({ where: { id: { in: paymentIds }, ...byIdGuard({ tppId }) }, select: { status: true, fundsAvailable: true } });
  return worstBasketStatus(payments);
}

/** {payments, transactionStatus, _links}; startAuthorisation only while the basket is not authorised. */
export async function getBasket(opts: LoadBasketOptions): Promise<SigningBasketResponse> {
  const row = await loadOwnBasket(opts);
  const payments = basketPaymentIds(row);
  const { self, status, startAuthorisation } = basketLinks(row.id);
  return {
    payments,
    transactionStatus: await statusOf(opts.db, opts.tppId, payments),
    _links: row.status === 'RCVD' ? { self, status, startAuthorisation } : { self: link(self.href, 'GET'), status },
  };
}

/** {transactionStatus}. Each payment's own status is authoritative (GET /v1/payments/{product}/{id}/status). */
export async function getBasketStatus(opts: LoadBasketOptions): Promise<{ transactionStatus: BasketStatus }> {
  const row = await loadOwnBasket(opts);
  return { transactionStatus: await statusOf(opts.db, opts.tppId, basketPaymentIds(row)) };
}
