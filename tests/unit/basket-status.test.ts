// The signing-basket status table (lib/baskets/basket-status.ts, spec 1.10, 3): every payment state and every
// combination of basket views, table-driven. A basket holding a payment rejected for lack of funds (ACCP with
// fundsAvailable false) is RJCT, never ACTC; a partly authorised basket is PATC.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PAYMENT_STATE_ORDER, basketViewOf, worstBasketStatus, type BasketPayment } from '../../lib/baskets/basket-status.ts';
import { TRANSACTION_STATUSES } from '../../lib/payments/schemas.ts';

/** Every payment state (with the fundsAvailable that matters) → the basket view. Written out, not derived. */
const VIEWS: [status: string, fundsAvailable: boolean | null, view: string][] = [
  ['ACCC', true, 'ACTC'],
  ['ACCP', true, 'ACTC'],
  ['ACCP', null, 'ACTC'],
  ['ACCP', false, 'RJCT'],
  ['ACSC', true, 'ACTC'],
  ['ACSP', true, 'ACTC'],
  ['ACTC', true, 'ACTC'],
  ['ACTC', null, 'ACTC'],
  ['ACWC', true, 'ACTC'],
  ['ACWP', null, 'ACTC'],
  ['RCVD', null, 'RCVD'],
  ['PDNG', null, 'ACTC'],
  ['RJCT', null, 'RJCT'],
  ['RJCT', false, 'RJCT'],
  ['CANC', null, 'RJCT'],
  ['ACFC', null, 'ACTC'],
  ['PATC', null, 'PATC'],
  ['PART', null, 'PATC'],
];

test('every payment state has one row in the table and the view written here', () => {
  const covered = new Set(VIEWS.map(([s]) => s));
  for (const s of TRANSACTION_STATUSES) assert.ok(covered.has(s), `${s} is in the test table`);
  const inTable = PAYMENT_STATE_ORDER.flatMap((r) => r.states);
  for (const s of TRANSACTION_STATUSES) assert.equal(inTable.filter((x) => x === s).length, 1, `${s} is in exactly one row`);
  for (const [status, fundsAvailable, view] of VIEWS) assert.equal(basketViewOf({ status, fundsAvailable }), view, `${status} fundsAvailable=${fundsAvailable}`);
});

/** One representative payment per view. */
const ONE: Record<string, BasketPayment> = {
  RJCT: { status: 'ACCP', fundsAvailable: false },
  RCVD: { status: 'RCVD', fundsAvailable: null },
  PATC: { status: 'PATC', fundsAvailable: null },
  ACTC: { status: 'ACSC', fundsAvailable: true },
};

/** Every non-empty combination of views → the basket status. */
const COMBINATIONS: [views: string[], basket: string][] = [
  [['ACTC'], 'ACTC'],
  [['PATC'], 'PATC'],
  [['RCVD'], 'RCVD'],
  [['RJCT'], 'RJCT'],
  [['ACTC', 'PATC'], 'PATC'],
  [['ACTC', 'RCVD'], 'PATC'],
  [['ACTC', 'RJCT'], 'RJCT'],
  [['PATC', 'RCVD'], 'PATC'],
  [['PATC', 'RJCT'], 'RJCT'],
  [['RCVD', 'RJCT'], 'RJCT'],
  [['ACTC', 'PATC', 'RCVD'], 'PATC'],
  [['ACTC', 'PATC', 'RJCT'], 'RJCT'],
  [['ACTC', 'RCVD', 'RJCT'], 'RJCT'],
  [['PATC', 'RCVD', 'RJCT'], 'RJCT'],
  [['ACTC', 'PATC', 'RCVD', 'RJCT'], 'RJCT'],
];

test('every combination of basket views: the worst, a partly authorised basket PATC', () => {
  assert.equal(COMBINATIONS.length, 15, 'all 2^4 - 1 combinations');
  for (const [views, basket] of COMBINATIONS) {
    // In every order, and with duplicates.
    const payments = views.map((v) => ONE[v]!);
    assert.equal(worstBasketStatus(payments), basket, views.join('+'));
    assert.equal(worstBasketStatus([...payments].reverse()), basket, `${views.join('+')} reversed`);
    assert.equal(worstBasketStatus([...payments, ...payments]), basket, `${views.join('+')} twice`);
  }
  assert.equal(worstBasketStatus([]), 'RCVD', 'an empty basket');
});

test('every payment state paired with every other: never better than the worse of the two', () => {
  const rank = { ACTC: 1, PATC: 2, RCVD: 3, RJCT: 4 } as Record<string, number>;
  for (const [a, fa, va] of VIEWS) {
    for (const [b, fb, vb] of VIEWS) {
      const basket = worstBasketStatus([{ status: a, fundsAvailable: fa }, { status: b, fundsAvailable: fb }]);
      const expected = va === vb ? va : rank[va]! === 4 || rank[vb]! === 4 ? 'RJCT' : 'PATC';
      assert.equal(basket, expected, `${a}/${fa} + ${b}/${fb}`);
    }
  }
});
