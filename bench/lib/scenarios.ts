// The measured operations. Each builds distinct requests (X-Request-ID is single-use per TPP; payments carry distinct
// references so none is a logical duplicate; every basket gets payments of its own), which are signed up front.
import assert from 'node:assert/strict';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import type { PreparedRequest } from './load.ts';
import { EXTERNAL_BBAN, insertPayments, NDCT, psuHeaders, send, type World } from './world.ts';

/** Payments per signing basket (the limit is 10). */
export const PAYMENTS_PER_BASKET = 3;

interface Unsigned {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  title: string;
  /** Whether the app's answer needs a PSU consent that must be renewed within the hour. */
  consent: boolean;
  /** `n` distinct unsigned requests (may create the data they need, e.g. payments for baskets). */
  build(w: World, n: number): Promise<Unsigned[]>;
  /** Checks one app answer in full (outside the measured loop). */
  check(w: World, r: { status: number; body: any }): void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The same request for the Prism mock of the Berlin Group file (which knows no NDCT and requires Consent-ID); null: none. */
  forPrism(r: PreparedRequest): PreparedRequest | null;
}

let paymentCounter = 0;

const aisForPrism = (r: PreparedRequest): PreparedRequest => ({ ...r, headers: { ...r.headers, 'Consent-ID': 'bench-consent' } });

const transactions = (offset: number): Scenario => ({
  name: `transactions-offset-${offset}`,
  title: `GET /v1/accounts/{id}/transactions?limit=50&offset=${offset} (100k transactions)`,
  consent: true,
  build: async (w, n) => {
    const path = `/v1/accounts/${w.bigAccountId}/transactions?bookingStatus=booked&limit=50&offset=${offset}`;
    return Array.from({ length: n }, () => ({ method: 'GET', path, headers: psuHeaders(w) }));
  },
  check: (_w, r) => {
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
    assert.equal(r.body.transactions.booked.length, 50);
    if (offset > 0) assert.ok(r.body.transactions._links.previous, 'previous link');
  },
  forPrism: aisForPrism,
});

/** Offsets of `transactions-walk`: the 2,000 pages of the 100,000 entries, one after another. */
const WALK_ENTRIES = 100_000;
const PAGE = 50;

/**
 * Every request a page no request before it read in this run — until the walk wraps, ~2,000 requests later: the cost
 * a TPP paging through an account pays, beside the two scenarios above that read one page over and over (a cache of
 * rendered rows would serve those and not this one: docs/decisions/0012-report-page-as-json-from-the-database.md).
 */
const transactionsWalk: Scenario = {
  name: 'transactions-walk',
  title: 'GET /v1/accounts/{id}/transactions?limit=50&offset=k×50, a different page each request (100k transactions)',
  consent: true,
  build: async (w, n) =>
    Array.from({ length: n }, (_, i) => ({
      method: 'GET',
      path: `/v1/accounts/${w.bigAccountId}/transactions?bookingStatus=booked&limit=${PAGE}&offset=${(i * PAGE) % WALK_ENTRIES}`,
      headers: psuHeaders(w),
    })),
  check: (_w, r) => {
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
    assert.equal(r.body.transactions.booked.length, PAGE);
  },
  forPrism: aisForPrism,
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'accounts',
    title: 'GET /v1/accounts',
    consent: true,
    build: async (w, n) => Array.from({ length: n }, () => ({ method: 'GET', path: '/v1/accounts', headers: psuHeaders(w) })),
    check: (_w, r) => {
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
      assert.equal(r.body.accounts.length, 2);
    },
    forPrism: aisForPrism,
  },
  {
    name: 'balances',
    title: 'GET /v1/accounts/{id}/balances',
    consent: true,
    build: async (w, n) => Array.from({ length: n }, () => ({ method: 'GET', path: `/v1/accounts/${w.bigAccountId}/balances`, headers: psuHeaders(w) })),
    check: (_w, r) => {
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
      assert.ok(r.body.balances.length >= 1);
    },
    forPrism: aisForPrism,
  },
  transactions(0),
  transactions(90_000),
  transactionsWalk,
  {
    name: 'sandbox-customers',
    title: 'GET /v1/sandbox/customers',
    consent: false,
    build: async (_w, n) => Array.from({ length: n }, () => ({ method: 'GET', path: '/v1/sandbox/customers', headers: {} })),
    check: (_w, r) => {
      assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
      assert.ok(Array.isArray(r.body) && r.body.length >= 1, JSON.stringify(r.body).slice(0, 300));
    },
    // Not a Berlin Group operation: no Prism run (the floor and bare columns are the comparison).
    forPrism: () => null,
  },
  {
    name: 'payment-ndct',
    title: 'POST /v1/payments/norwegian-domestic-credit-transfers',
    consent: true,
    build: async (w, n) =>
      Array.from({ length: n }, () => {
        paymentCounter += 1;
        const body = {
          instructedAmount: { amount: '12.50', currency: 'NOK' },
          creditorName: 'Bench Mottaker AS',
          creditorAccount: { bban: EXTERNAL_BBAN, currency: 'NOK' },
          debtorAccount: { bban: w.payAccountBban, currency: 'NOK' },
          remittanceInformationUnstructured: `Bench ${paymentCounter}`,
        };
        return { method: 'POST', path: `/v1/payments/${NDCT}`, headers: psuHeaders(w), body: JSON.stringify(body) };
      }),
    check: (_w, r) => {
      assert.equal(r.status, 201, JSON.stringify(r.body).slice(0, 300));
      assert.equal(r.body.transactionStatus, 'RCVD');
    },
    // NDCT is not a Berlin Group payment product; the same body is valid for sepa-credit-transfers there.
    forPrism: (r) => ({ ...r, path: '/v1/payments/sepa-credit-transfers' }),
  },
  {
    name: 'signing-basket',
    title: `POST /v1/signing-baskets (${PAYMENTS_PER_BASKET} payments each)`,
    consent: true,
    build: async (w, n) => {
      const ids = await insertPayments(w, n * PAYMENTS_PER_BASKET, 'RCVD');
      return Array.from({ length: n }, (_, i) => ({
        method: 'POST',
        path: '/v1/signing-baskets',
        headers: { ...psuHeaders(w), 'x-accept-fix': 'amount-as-string' }, // required on basket creation (spec 4.1)
        body: JSON.stringify({ paymentIds: ids.slice(i * PAYMENTS_PER_BASKET, (i + 1) * PAYMENTS_PER_BASKET) }),
      }));
    },
    check: (_w, r) => {
      assert.equal(r.status, 201, JSON.stringify(r.body).slice(0, 300));
      assert.equal(r.body.transactionStatus, 'RCVD');
    },
    forPrism: (r) => r,
  },
];

/** Signs requests now (fresh Date, new X-Request-ID each). */
export function signAll(w: World, unsigned: Unsigned[]): PreparedRequest[] {
  return unsigned.map((u) => {
    const { headers } = signRequest({ method: u.method, url: u.path, headers: u.headers, body: u.body, keyPem: w.keyPem, certPem: w.certPem });
    return { method: u.method, path: u.path, headers, ...(u.body !== undefined ? { body: u.body } : {}) };
  });
}

/** Sends one request of the scenario to the app and checks the answer in full. */
export async function sanityCheck(w: World, s: Scenario): Promise<void> {
  const [u] = await s.build(w, 1);
  const r = await send(w, u!.method, u!.path, { headers: u!.headers, body: u!.body === undefined ? undefined : JSON.parse(u!.body) });
  s.check(w, r);
}
