// Property-based fuzzing (fast-check) of every writing operation, query and SCA header: whatever a signed client
// sends, the answer is never a 500, and a rejected request stores nothing.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { getDb, type Db } from '../../lib/db/client.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';

let db: Db;
let tpp: TppClient;
let accountId: string;
let cardAccountId: string;
let customerId: string;
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

before(async () => {
  db = await getDb();
  tpp = await createTppClient();
  const { worldId } = await initializeWorld(db, tpp);
  const customer = await db.customer.findFirstOrThrow({ where: { worldId, type: 'PRIVATE' }, include: { accounts: true, cardAccounts: true } });
  customerId = customer.id;
  accountId = customer.accounts[0]!.id;
  cardAccountId = customer.cardAccounts[0]!.id;
});

async function counts() {
  const [c, a, ca, t, p, b, ag] = await Promise.all([db.customer.count(), db.account.count(), db.cardAccount.count(), db.transaction.count(), db.payment.count(), db.signingBasket.count(), db.agreement.count()]);
  return { c, a, ca, t, p, b, ag };
}

const ascii = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const anyText = fc.string({ maxLength: 30, unit: 'grapheme' });
/** JSON values, biased towards the shapes the API expects. */
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ customerNumber: fc.oneof(ascii, fc.integer()), name: anyText, type: fc.constantFrom('private', 'corporate', 'x', '') }, { requiredKeys: [] }),
  fc.array(fc.record({ amount: fc.oneof(fc.integer(), fc.double(), ascii), currency: fc.constantFrom('NOK', 'EUR', 'XXX', ''), bookingDate: ascii, valueDate: ascii, bankTransactionCode: ascii, debtorAccount: fc.record({ iban: ascii, bban: ascii }, { requiredKeys: [] }) }, { requiredKeys: [] }), { maxLength: 3 }),
  fc.record({ instructedAmount: fc.record({ amount: fc.oneof(ascii, fc.double()), currency: fc.constantFrom('NOK', 'EUR', 'ABC') }, { requiredKeys: [] }), creditorAccount: fc.record({ bban: ascii, iban: ascii }, { requiredKeys: [] }), debtorAccount: fc.record({ bban: ascii }, { requiredKeys: [] }), creditorName: anyText, remittanceInformationUnstructured: anyText, remittanceInformationStructured: fc.record({ reference: ascii }), requestedExecutionDate: ascii, frequency: ascii, startDate: ascii, monthsOfExecution: fc.array(ascii, { maxLength: 3 }), payments: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 2 }) }, { requiredKeys: [] }),
  fc.record({ paymentIds: fc.array(fc.oneof(ascii, fc.integer()), { maxLength: 12 }) }, { requiredKeys: [] }),
  fc.record({ owner: ascii, name: anyText, engagements: fc.array(fc.record({ customer: ascii, account: fc.record({ iban: ascii }), roles: fc.array(ascii, { maxLength: 3 }) }, { requiredKeys: [] }), { maxLength: 2 }) }, { requiredKeys: [] }),
);

const writes = (): [string, string][] => [
  ['POST', '/v1/sandbox/customers'],
  ['POST', '/v1/sandbox/accounts'],
  ['PUT', `/v1/sandbox/accounts/${accountId}/balances`],
  ['POST', `/v1/sandbox/accounts/${accountId}/transactions`],
  ['POST', '/v1/sandbox/card-accounts'],
  ['POST', `/v1/sandbox/card-accounts/${cardAccountId}/transactions`],
  ['POST', '/v1/sandbox/agreements'],
  ['POST', '/v1/payments/norwegian-domestic-credit-transfers'],
  ['POST', '/v1/payments/sepa-credit-transfers'],
  ['POST', '/v1/periodic-payments/norwegian-domestic-credit-transfers'],
  ['POST', '/v1/bulk-payments/norwegian-domestic-credit-transfers'],
  ['POST', '/v1/signing-baskets'],
  ['POST', '/v1/tpp-contacts'],
];

const sca = { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'TPP-Session-ID': 's', 'PSU-IP-Address': '192.0.2.1', 'PSU-ID': '0b8f3cde-6f7e-4a43-9d4c-8bba0c1a4e11', 'x-accept-fix': 'amount-as-string' };

test('writing operations with arbitrary bodies: never 500, nothing stored when rejected', async () => {
  for (const [method, path] of writes()) {
    await fc.assert(
      fc.asyncProperty(jsonish, async (body) => {
        const before = await counts();
        const res = await tpp.send(method, path, { body, headers: sca, skipBerlinGroupCheck: true });
        assert.ok(res.status < 500, `${method} ${path} ${JSON.stringify(body)} → ${res.status} ${res.text}`);
        assert.ok(res.body && typeof res.body === 'object', 'a JSON body');
        if (res.status >= 400) {
          assert.deepEqual(await counts(), before, `${method} ${path} stored something although rejected: ${JSON.stringify(body)}`);
          assert.ok(Array.isArray(res.body.tppMessages), 'Berlin Group error body');
        }
      }),
      { numRuns: RUNS },
    );
  }
});

test('raw bodies (not JSON, wrong encoding, huge numbers): never 500', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{"a":1e999999}', '[[[[[[[[[[]]]]]]]]]]', '{"amount":-0}', '\u0000', '{"x":"\uD800"}')), async (raw) => {
      const res = await tpp.send('POST', '/v1/sandbox/customers', { rawBody: raw, skipBerlinGroupCheck: true });
      assert.ok(res.status < 500, `${JSON.stringify(raw)} → ${res.status} ${res.text}`);
    }),
    { numRuns: RUNS * 2 },
  );
});

test('query parameters, path ids and SCA headers: never 500', async () => {
  const reads = (id: string, q: string): [string, string][] => [
    ['GET', `/v1/sandbox/customers?${q}`],
    ['GET', `/v1/sandbox/accounts/${accountId}/transactions?${q}`],
    ['GET', `/v1/sandbox/customers/${id}`],
    ['DELETE', `/v1/sandbox/customers/${id}/consents`],
    ['GET', `/v1/accounts?${q}`],
    ['GET', `/v1/accounts/${id}/transactions?${q}`],
    ['GET', `/v1/payments/norwegian-domestic-credit-transfers/${id}/status`],
    ['GET', `/v1/payments/${id}/${id}`],
    ['GET', `/v1/signing-baskets/${id}`],
    ['POST', `/v1/payments/norwegian-domestic-credit-transfers/${id}/authorisations`],
  ];
  const params = fc.dictionary(fc.constantFrom('limit', 'offset', 'fromDate', 'toDate', 'dateFrom', 'dateTo', 'bookingStatus', 'withBalance', 'withAccounts', 'withAgreements'), ascii, { maxKeys: 4 });
  const headers = fc.record({
    'PSU-ID': ascii, 'PSU-Corporate-ID': ascii, 'TPP-Redirect-URI': ascii, 'TPP-Session-ID': ascii, 'PSU-IP-Address': ascii,
    'X-PSU-IDENTITY': ascii, 'X-PSU-AuthMethod-Preferred': ascii, 'x-accept-fix': ascii,
  }, { requiredKeys: [] });
  await fc.assert(
    fc.asyncProperty(ascii, params, headers, async (id, query, h) => {
      const q = new URLSearchParams(query).toString();
      for (const [method, path] of reads(encodeURIComponent(id) || 'x', q)) {
        const res = await tpp.send(method, path, { headers: h as Record<string, string>, skipBerlinGroupCheck: true });
        assert.ok(res.status < 500, `${method} ${path} ${JSON.stringify(h)} → ${res.status} ${res.text}`);
      }
    }),
    { numRuns: RUNS },
  );
});

test('the customer fuzzed above still exists and reads fine', async () => {
  const res = await tpp.send('GET', `/v1/sandbox/customers/${customerId}`);
  assert.equal(res.status, 200);
});
