// The status of a signing basket: only the worst case over its payments (spec 1.10, 3).
import type { BasketStatus, TransactionStatus } from '../payments/schemas.ts';
import { readPaymentStatus } from '../payments/stored.ts';

/** A payment status seen from the basket: rejected or cancelled → RJCT; RCVD; PATC; anything accepted → ACTC. */
export function basketViewOf(paymentStatus: TransactionStatus): BasketStatus {
  switch (paymentStatus) {
    case 'RJCT':
    case 'CANC':
      return 'RJCT';
    case 'RCVD':
    case 'PATC':
      return paymentStatus;
    default:
      return 'ACTC'; // ACTC, ACCP, ACSC, ACWC, PDNG, …
  }
}

const SEVERITY: Record<BasketStatus, number> = { RJCT: 3, RCVD: 2, PATC: 1, ACTC: 0 };

/** The worst of the payments' stored statuses (Payment.status, read here): RJCT > RCVD > PATC > ACTC (RCVD for an empty list). */
export function worstBasketStatus(paymentStatuses: readonly string[]): BasketStatus {
  let worst: BasketStatus | null = null;
  for (const s of paymentStatuses.map((p) => basketViewOf(readPaymentStatus(p)))) if (worst === null || SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst ?? 'RCVD';
}
