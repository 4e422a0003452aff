// The status of a signing basket: only the worst case over its payments (spec 1.10, 3). The one table of the order of
// payment states and of what each means for the basket; the portal's payments guide renders it.
import type { BasketStatus, TransactionStatus } from '../payments/schemas.ts';
import { readPaymentStatus } from '../payments/stored.ts';

/** A payment as the basket sees it: its stored status and, for ACCP, whether funds were available. */
export interface BasketPayment {
  status: string;
  fundsAvailable: boolean | null;
}

/**
 * Every payment state, worst first, with the basket status it stands for (rank: larger is worse):
 *
 * | rank | payment state                                                         | basket |
 * |-----:|-----------------------------------------------------------------------|--------|
 * |    4 | RJCT, CANC, ACCP with fundsAvailable false (rejected for lack of funds, spec 3) | RJCT |
 * |    3 | RCVD (not authorised)                                                 | RCVD   |
 * |    2 | PATC, PART (partially authorised / accepted)                          | PATC   |
 * |    1 | ACTC, ACCP (funds not short), ACWC, ACWP, ACFC, ACSP, ACSC, ACCC, PDNG | ACTC   |
 *
 * The basket is the worst of its payments, with one combination rule: a basket whose payments are partly authorised
 * (some ACTC, some RCVD, none rejected) is PATC — "partially accepted, technically correct" — not RCVD.
 */
export const PAYMENT_STATE_ORDER: readonly { states: readonly (TransactionStatus | 'ACCP-no-funds')[]; rank: number; basket: BasketStatus }[] = [
  { states: ['RJCT', 'CANC', 'ACCP-no-funds'], rank: 4, basket: 'RJCT' },
  { states: ['RCVD'], rank: 3, basket: 'RCVD' },
  { states: ['PATC', 'PART'], rank: 2, basket: 'PATC' },
  { states: ['ACTC', 'ACCP', 'ACWC', 'ACWP', 'ACFC', 'ACSP', 'ACSC', 'ACCC', 'PDNG'], rank: 1, basket: 'ACTC' },
];

const BY_STATE = new Map(PAYMENT_STATE_ORDER.flatMap((row) => row.states.map((s) => [s, row] as const)));

/** The table row of a payment: ACCP with fundsAvailable false is the lack-of-funds rejection. */
export function basketRowOf(payment: BasketPayment): (typeof PAYMENT_STATE_ORDER)[number] {
  const status = readPaymentStatus(payment.status);
  return BY_STATE.get(status === 'ACCP' && payment.fundsAvailable === false ? 'ACCP-no-funds' : status)!;
}

/** A payment status seen from the basket (RJCT, RCVD, PATC or ACTC). */
export const basketViewOf = (payment: BasketPayment): BasketStatus => basketRowOf(payment).basket;

/** The basket status over its payments (RCVD for an empty list): the worst, a partly authorised basket PATC. */
export function worstBasketStatus(payments: readonly BasketPayment[]): BasketStatus {
  if (payments.length === 0) return 'RCVD';
  const rows = payments.map(basketRowOf);
  const worst = rows.reduce((a, b) => (b.rank > a.rank ? b : a));
  if (worst.basket === 'RCVD' && rows.some((r) => r.basket !== 'RCVD')) return 'PATC';
  return worst.basket;
}
