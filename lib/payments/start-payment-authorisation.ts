// POST /v1/{payment-service}/{payment-product}/{paymentId}/authorisations — start the SCA of a payment (empty body).
import { Xs2aError } from '../errors.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { startAuthorisation } from './authorisation-resources.ts';
import { paymentPaths } from './links.ts';
import { loadOwnPayment, openBasketOf, type LoadPaymentOptions } from './load-payment.ts';
import type { StartAuthorisationResponse } from './schemas.ts';

export interface StartPaymentAuthorisationOptions extends LoadPaymentOptions {
  header(name: string): string | null;
  now: Date;
}

/**
 * Creates an authorisation sub-resource (a hosted SCA run) for a payment that is not authorised yet (RCVD). Needs
 * TPP-Redirect-URI. 409 STATUS_INVALID when the payment is authorised (or final) already, or when it belongs to a
 * signing basket that is not authorised yet (authorise the basket instead).
 */
export async function startPaymentAuthorisation(opts: StartPaymentAuthorisationOptions): Promise<StartAuthorisationResponse> {
  const row = await loadOwnPayment(opts);
  const basketId = await openBasketOf(opts.db, row);
  if (basketId) throw new Xs2aError('STATUS_INVALID', `The payment is part of signing basket ${basketId}: authorise the basket (POST /v1/signing-baskets/${basketId}/authorisations)`);
  if (row.status !== 'RCVD') {
    throw new Xs2aError('STATUS_INVALID', `The payment cannot be authorised: its status is ${row.status} (only a received payment, RCVD, needs authorisation)`);
  }
  const sca = readScaRequest(opts.header);
  return startAuthorisation({
    db: opts.db,
    tppId: opts.tppId,
    purpose: 'PAYMENT',
    resourceId: row.id,
    sca,
    now: opts.now,
    scaStatusPath: (authorisationId) => paymentPaths.authorisation(row.service, row.product, row.id, authorisationId),
  });
}
