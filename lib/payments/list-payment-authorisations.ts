// GET /v1/{payment-service}/{payment-product}/{paymentId}/authorisations[/{authorisationId}] — authorisation ids and SCA status.
import { getAuthorisationStatus, listAuthorisations } from './authorisation-resources.ts';
import { loadOwnPayment, type LoadPaymentOptions } from './load-payment.ts';
import type { ScaStatus } from './schemas.ts';

/** {authorisationIds} of the payment, oldest first. */
export async function listPaymentAuthorisations(opts: LoadPaymentOptions): Promise<{ authorisationIds: string[] }> {
  const row = await loadOwnPayment(opts);
  return listAuthorisations({ db: opts.db, tppId: opts.tppId, purpose: 'PAYMENT', resourceId: row.id });
}

/** {scaStatus} of one authorisation of the payment. */
export async function getPaymentAuthorisationStatus(opts: LoadPaymentOptions & { authorisationId: string; now: Date }): Promise<{ scaStatus: ScaStatus }> {
  const row = await loadOwnPayment(opts);
  return getAuthorisationStatus({ db: opts.db, tppId: opts.tppId, purpose: 'PAYMENT', resourceId: row.id, authorisationId: opts.authorisationId, now: opts.now });
}
