// The status of a signing basket: only the worst case over its payments (spec 1.10, 3).
import type { BasketStatus } from '../payments/schemas.ts';

/** A payment status seen from the basket: rejected or cancelled → RJCT; RCVD; PATC; anything accepted → ACTC. */
export function basketViewOf(paymentStatus: string): BasketStatus {
  if (paymentStatus === 'RJCT' || paymentStatus === 'CANC') return 'RJCT';
  if (paymentStatus === 'RCVD') return 'RCVD';
  if (paymentStatus === 'PATC') return 'PATC';
  return 'ACTC'; // ACTC, ACCP, ACSC, ACWC, PDNG, …
}

const SEVERITY: Record<BasketStatus, number> = { RJCT: 3, RCVD: 2, PATC: 1, ACTC: 0 };

/** The worst of the payments' statuses: RJCT > RCVD > PATC > ACTC (RCVD for an empty list). */
export function worstBasketStatus(paymentStatuses: string[]): BasketStatus {
  let worst: BasketStatus | null = null;
  for (const s of paymentStatuses.map(basketViewOf)) if (worst === null || SEVERITY[s] > SEVERITY[worst]) worst = s;
  return worst ?? 'RCVD';
}
