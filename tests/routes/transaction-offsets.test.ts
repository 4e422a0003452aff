// Deep offsets of the account report go through marks (lib/accounts/transaction-marks.ts, migration 0013): every page
// equals what `ORDER BY bookingDate DESC, seq DESC LIMIT … OFFSET …` gives on the same data — before and after
// entries are inserted in the middle, appended, deleted and moved between booked and pending, with and without a date
// window — and the marks are kept where a change leaves them right and dropped where it does not.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { getDb, type Db } from '../../lib/db/client.ts';
import { MARK_EVERY } from '../../lib/accounts/transaction-marks.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';
import { approveSca, REDIRECT } from '../helpers/sca.ts';

let db: Db;
let tpp: TppClient;
let psuId: string;
let accountId: string;
const SESSION = 'offsets';
const present = () => ({ 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': SESSION, 'TPP-Redirect-URI': REDIRECT });
const WINDOW = 'dateFrom=2025-01-01&dateTo=2025-12-31';
const TOTAL = 3 * MARK_EVERY + 437;

/** The n-th day of 2025 (1-based, wrapping): many entries share a date, so the seq decides their order. */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + (n % 365))).toISOString().slice(0, 10);

async function addTransactions(items: { bookingDate: string; bookingStatus?: string; remittance: string }[]) {
  for (let i = 0; i < items.length; i += 5_000) {
    const body = items.slice(i, i + 5_000).map((t) => ({ amount: 1, bookingDate: t.bookingDate, ...(t.bookingStatus ? { bookingStatus: t.bookingStatus } : {}), remittanceInformationUnstructured: t.remittance, creditorName: 'Butikk AS', creditorAccount: { bban: '12345678903' } }));
    const res = await tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body });
    assert.equal(res.status, 201, res.text);
  }
}

/** The page by definition: the plain OFFSET query on the database. */
async function expected(status: 'BOOKED' | 'PENDING', offset: number, limit: number, from = '2025-01-01', to = '2025-12-31'): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Transaction" WHERE "accountId" = ${accountId} AND "bookingStatus" = ${status} AND "parentId" IS NULL
      AND "bookingDate" >= ${from} AND "bookingDate" <= ${to}
    ORDER BY "bookingDate" DESC, "seq" DESC LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
}

async function page(status: 'booked' | 'pending', offset: number, limit: number, window = WINDOW): Promise<{ ids: string[]; next: boolean }> {
  const res = await tpp.send('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=${status}&${window}&limit=${limit}&offset=${offset}`, { headers: present() });
  assert.equal(res.status, 200, res.text);
  const list = (res.body.transactions[status] ?? []) as { transactionId: string }[];
  return { ids: list.map((t) => t.transactionId), next: Boolean(res.body.transactions._links.next) };
}

const marks = async (status = 'BOOKED') =>
  Number((await db.$queryRaw<{ c: number | bigint }[]>`SELECT COUNT(*) AS "c" FROM "TransactionMark" WHERE "accountId" = ${accountId} AND "bookingStatus" = ${status}`)[0]!.c);

const OFFSETS = [0, 1, 999, MARK_EVERY - 1, MARK_EVERY, MARK_EVERY + 1, 2 * MARK_EVERY - 7, 2 * MARK_EVERY, 3 * MARK_EVERY, TOTAL - 50, TOTAL - 3, TOTAL - 1, TOTAL, TOTAL + 500];

async function assertPagesMatch(label: string, status: 'booked' | 'pending' = 'booked', offsets = OFFSETS) {
  const count = Number((await db.$queryRaw<{ c: number | bigint }[]>`SELECT COUNT(*) AS "c" FROM "Transaction" WHERE "accountId" = ${accountId} AND "bookingStatus" = ${status.toUpperCase()} AND "parentId" IS NULL`)[0]!.c);
  for (const offset of offsets) {
    const got = await page(status, offset, 25);
    assert.deepEqual(got.ids, await expected(status.toUpperCase() as 'BOOKED', offset, 25), `${label}: ${status} offset ${offset}`);
    assert.equal(got.next, offset + 25 < count, `${label}: next link at offset ${offset}`);
  }
}

before(async () => {
  db = await getDb();
  tpp = await createTppClient({ roles: ['PSP_AI', 'PSP_PI'] });
  await initializeWorld(db, tpp);
  const consent = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION }, body: {} });
  psuId = (await approveSca(db, consent.body._links.scaRedirect.href, '13039319955')).params['psu-id']!;
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  accountId = list.body.accounts[0].resourceId;
  // Dates out of order (each batch spreads over the year), so later inserts land between earlier ones.
  await addTransactions(Array.from({ length: TOTAL }, (_, i) => ({ bookingDate: day((i * 7919) % 365), remittance: `offset ${i}` })));
});

test('pages at every offset equal the plain OFFSET query; a deep offset writes the marks', async () => {
  assert.equal(await marks(), 0, 'no marks before a deep read');
  await assertPagesMatch('fresh');
  assert.equal(await marks(), Math.floor(TOTAL / MARK_EVERY));
});

test('appending newer entries keeps every mark; the pages still match', async () => {
  const before = await marks();
  await addTransactions(Array.from({ length: 30 }, (_, i) => ({ bookingDate: '2025-12-31', remittance: `append ${i}` })));
  assert.equal(await marks(), before, 'an append shifts no entry before it');
  await assertPagesMatch('after appending');
});

test('an entry inserted in the middle drops the marks after it; the pages match and the marks come back', async () => {
  await addTransactions([{ bookingDate: '2025-03-15', remittance: 'middle' }]);
  const left = await marks();
  assert.ok(left < Math.floor(TOTAL / MARK_EVERY), `marks after 2025-03-15 dropped (${left} left)`);
  await assertPagesMatch('after a middle insert');
  assert.equal(await marks(), Math.floor((TOTAL + 31) / MARK_EVERY));
});

test('deleting an entry and moving one to pending keep the pages right in both lists', async () => {
  const [victim] = await expected('BOOKED', 2 * MARK_EVERY + 10, 1);
  const deleted = await tpp.send('DELETE', `/v1/sandbox/accounts/${accountId}/transactions/${victim}`);
  assert.equal(deleted.status, 204, deleted.text);
  await assertPagesMatch('after a delete');
  const [moved] = await expected('BOOKED', MARK_EVERY + 500, 1);
  await db.$executeRaw`UPDATE "Transaction" SET "bookingStatus" = 'PENDING' WHERE "id" = ${moved}`;
  await assertPagesMatch('after moving one to pending');
  await assertPagesMatch('pending after moving one to it', 'pending', [0, 1]);
  // An update that moves nothing (a text column) keeps the marks.
  const before = await marks();
  await db.$executeRaw`UPDATE "Transaction" SET "remittanceInformationUnstructured" = 'renamed' WHERE "id" = ${moved}`;
  assert.equal(await marks(), before);
});

test('a date window: deep offsets count from its end, and stop at its start', async () => {
  for (const [from, to] of [['2025-03-01', '2025-10-31'], ['2025-06-01', '2025-06-30'], ['2025-01-01', '2025-02-01']]) {
    const count = Number((await db.$queryRaw<{ c: number | bigint }[]>`SELECT COUNT(*) AS "c" FROM "Transaction" WHERE "accountId" = ${accountId} AND "bookingStatus" = 'BOOKED' AND "parentId" IS NULL AND "bookingDate" >= ${from} AND "bookingDate" <= ${to}`)[0]!.c);
    for (const offset of [0, MARK_EVERY, MARK_EVERY + 3, count - 10, count, count + MARK_EVERY]) {
      if (offset < 0) continue;
      const got = await page('booked', offset, 20, `dateFrom=${from}&dateTo=${to}`);
      assert.deepEqual(got.ids, await expected('BOOKED', offset, 20, from, to), `${from}..${to} offset ${offset}`);
    }
  }
});

test('a page carries every field as stored: quotes, backslashes, a newline and Norwegian letters, and the largest amount the sandbox takes', async () => {
  const text = 'Faktura "17" \\ C:\\sti\nlinje 2 æøå ÆØÅ é ü';
  const body = [{ amount: '2147483647', bookingDate: '2025-12-31', remittanceInformationUnstructured: text, creditorName: 'Ærlig "Butikk" AS', creditorAccount: { bban: '12345678903' } }];
  const created = await tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body });
  assert.equal(created.status, 201, created.text);
  const res = await tpp.send('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=booked&${WINDOW}&limit=1`, { headers: { ...present(), 'x-accept-fix': 'amount-as-string' } });
  assert.equal(res.status, 200, res.text);
  const [first] = res.body.transactions.booked as { remittanceInformationUnstructured: string; creditorName: string; transactionAmount: { amount: string } }[];
  assert.equal(first!.remittanceInformationUnstructured, text);
  assert.equal(first!.creditorName, 'Ærlig "Butikk" AS');
  assert.equal(first!.transactionAmount.amount, '-2147483647.00');
});

test('a deleted account takes its marks with it', async () => {
  await assertPagesMatch('before', 'booked', [2 * MARK_EVERY]);
  assert.ok((await marks()) > 0);
  await db.$executeRaw`DELETE FROM "Account" WHERE "id" = ${accountId}`;
  assert.equal(await marks(), 0);
});
