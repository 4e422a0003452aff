// A report page read by the AIS gate's statement (lib/accounts/list-transactions.ts transactionPageCarry,
// lib/consent/read-private-gate.ts GateCarry): with the PSU present and one list asked for, GET .../transactions reads
// its page in the statement that reads the PSU's consents (one round trip fewer, tests/routes/query-budget.test.ts).
// The page must be the one the request would have read after the gate, and nobody may get a page through it that the
// gate would not give them. Runs on both dialects (TEST_DATABASE_URL); on PostgreSQL a deep offset is carried too.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { accountOf, consentedPsu, paymentWorld, type PaymentWorld } from '../helpers/payments.ts';
import { addDays, todayInNorway } from '../../lib/dates.ts';

let w: PaymentWorld;
let headers: Record<string, string>;
let accountId: string;
let unattended: Record<string, string>;

before(async () => {
  w = await paymentWorld();
  ({ headers, accountId } = await consentedPsu(w, 'carried-page-session'));
  const { 'PSU-IP-Address': _present, ...rest } = headers;
  unattended = rest;
  // 600 entries over 30 days (a deep offset is from 250 on: lib/accounts/transaction-marks.ts MARK_EVERY).
  const today = todayInNorway(new Date());
  const items = Array.from({ length: 600 }, (_, i) => ({ amount: 1 + i, bookingDate: addDays(today, -(i % 30)), creditorName: `Carried ${i}`, creditorAccount: { bban: '12345678903' } }));
  const loaded = await w.tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body: items });
  assert.equal(loaded.status, 201, loaded.text);
});
after(closeDb);

const path = (query: string, id = accountId) => `/v1/accounts/${id}/transactions?${query}`;
const ids = (list: { transactionId: string }[]) => list.map((t) => t.transactionId);

test('the carried page is the page read after the gate: offsets, a deep offset, a window, a limit', async () => {
  const today = todayInNorway(new Date());
  for (const query of ['bookingStatus=booked&limit=50', 'bookingStatus=booked&limit=7&offset=3', 'bookingStatus=booked&limit=20&offset=400', `bookingStatus=booked&dateFrom=${addDays(today, -10)}&dateTo=${addDays(today, -3)}&limit=30`]) {
    const carried = await w.tpp.send('GET', path(query), { headers });
    assert.equal(carried.status, 200, carried.text);
    // bookingStatus=both reads each list after the gate (not carried); its booked list is the same page.
    const both = await w.tpp.send('GET', path(query.replace('bookingStatus=booked', 'bookingStatus=both')), { headers });
    assert.equal(both.status, 200, both.text);
    assert.ok(carried.body.transactions.booked.length > 0, query);
    assert.deepEqual(carried.body.transactions.booked, both.body.transactions.booked, query);
  }
});

test('a page from a next link (cursor) is the same carried and read after the gate (unattended)', async () => {
  const first = await w.tpp.send('GET', path('bookingStatus=booked&limit=40'), { headers });
  assert.equal(first.status, 200, first.text);
  const next: string = first.body.transactions._links.next.href;
  const carried = await w.tpp.send('GET', next, { headers });
  // Without PSU-IP-Address the read is unattended: counted towards the daily limit first, so never carried.
  const afterGate = await w.tpp.send('GET', next, { headers: unattended });
  assert.equal(carried.status, 200, carried.text);
  assert.equal(afterGate.status, 200, afterGate.text);
  assert.equal(carried.body.transactions.booked.length, 40);
  assert.deepEqual(ids(carried.body.transactions.booked), ids(afterGate.body.transactions.booked));
  assert.equal(new Set([...ids(first.body.transactions.booked), ...ids(carried.body.transactions.booked)]).size, 80);
});

test('an account that is not the PSU\'s gets the gate\'s answer, never a page', async () => {
  const otherPsus = await accountOf(w, '74712699947'); // SEED.private2's Totalkonto, same world
  const otherWorld = await accountOf({ db: w.db, worldId: w.otherWorldId }, '09232911044'); // this PSU's account number in another TPP's world
  for (const id of [otherPsus.id, otherWorld.id, crypto.randomUUID()]) {
    const r = await w.tpp.send('GET', path('bookingStatus=booked&limit=5', id), { headers });
    assert.deepEqual([r.status, r.body], [404, { tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: `No account ${id} in the PSU's consent` }] }]);
  }
});

test('an invalid window is still answered after the gate: PERIOD_INVALID for the PSU, an SCA for a PSU-ID of nobody', async () => {
  const today = todayInNorway(new Date());
  const bad = `bookingStatus=booked&dateFrom=${today}&dateTo=${addDays(today, -1)}`;
  const r = await w.tpp.send('GET', path(bad), { headers });
  assert.deepEqual([r.status, r.body.tppMessages[0].code], [400, 'PERIOD_INVALID']);
  const nobody = await w.tpp.send('GET', path(bad), { headers: { ...headers, 'PSU-ID': crypto.randomUUID() } });
  assert.equal(nobody.status, 401, nobody.text);
  assert.equal(nobody.body.tppMessages[0].code, 'CONSENT_INVALID');
});
