// Issue 14, the portal's request log: every /v1 call of an organisation is kept (status, error code, X-Request-ID,
// signature verdict, for a rejected signature the signing string the server built, sandbox bodies), filtered and read
// through the portal API, only by members of that organisation; a call whose signature fails is attributed by its
// certificate; entries are written in batches and bounded per organisation.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { flushRequestLog, pruneOrganisation } from '../../lib/request-log/queue.ts';
import { insertRows } from '../../lib/db/insert-rows.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';

let db: Db;
const alice = new PortalBrowser();
const bob = new PortalBrowser();
let tppA: TppClient;
let tppB: TppClient;
const REDIRECT = 'https://tpp.example/callback';

before(async () => {
  db = await getDb();
  assert.equal((await alice.signUp('alice@a.example')).status, 200);
  assert.equal((await bob.signUp('bob@b.example')).status, 200);
  const orgA = (await alice.request('GET', '/api/portal/organisation')).body.organizationIdentifier as string;
  const orgB = (await bob.request('GET', '/api/portal/organisation')).body.organizationIdentifier as string;
  tppA = await createTppClient({ organizationIdentifier: orgA, organizationName: 'A AS' });
  tppB = await createTppClient({ organizationIdentifier: orgB, organizationName: 'B AS' });
});
after(closeDb);

const list = (who: PortalBrowser, query = '') => who.request('GET', `/api/portal/request-log${query}`);

test('a call with a verified signature is logged with status, X-Request-ID and, in the sandbox, both bodies', async () => {
  const requestId = crypto.randomUUID();
  const created = await tppA.send('POST', '/v1/consents', {
    requestId, headers: { 'TPP-Redirect-URI': REDIRECT, 'PSU-ID': '12345678901' }, body: { access: { allPsd2: 'allAccounts' }, recurringIndicator: true, validUntil: '2099-01-01', frequencyPerDay: 4 },
  });
  assert.equal(created.status, 201, created.text);
  await flushRequestLog();
  const found = await list(alice, `?requestId=${requestId.toUpperCase()}`);
  assert.equal(found.status, 200, JSON.stringify(found.body));
  assert.equal(found.body.entries.length, 1);
  const [entry] = found.body.entries;
  assert.equal(entry.method, 'POST');
  assert.equal(entry.path, '/v1/consents');
  assert.equal(entry.status, 201);
  assert.equal(entry.errorCode, null);
  assert.equal(entry.signature, 'verified');
  assert.equal(entry.requestId, requestId);
  assert.ok(Number.isInteger(entry.durationMs));
  assert.equal(found.body.bodiesShown, true);
  const detail = await alice.request('GET', `/api/portal/request-log/${entry.id}`);
  assert.equal(detail.status, 200);
  assert.equal(JSON.parse(detail.body.requestBody).access.allPsd2, 'allAccounts');
  assert.equal(JSON.parse(detail.body.responseBody).consentId, created.body.consentId);
  assert.equal(detail.body.signingString, null, 'only a rejected signature shows its signing string');
});

test('a body longer than REQUEST_LOG_BODY_CHARS is kept as its first 8,192 characters and a note of the cut', async () => {
  const requestId = crypto.randomUUID();
  const body = { access: { allPsd2: 'allAccounts' }, recurringIndicator: true, validUntil: '2099-01-01', frequencyPerDay: 4, note: 'a'.repeat(20_000) };
  const sent = await tppA.send('POST', '/v1/consents', { requestId, headers: { 'TPP-Redirect-URI': REDIRECT, 'PSU-ID': '12345678901' }, body, skipBerlinGroupCheck: true });
  await flushRequestLog();
  const [entry] = (await list(alice, `?requestId=${requestId}`)).body.entries;
  assert.equal(entry.status, sent.status);
  const detail = (await alice.request('GET', `/api/portal/request-log/${entry.id}`)).body;
  assert.equal(detail.requestBody, `${JSON.stringify(body).slice(0, 8192)} ... (cut at 8192 characters)`);
});

test('a rejected signature is attributed by its certificate and shows the signing string the server built', async () => {
  const sentId = crypto.randomUUID();
  const tamperedId = crypto.randomUUID();
  const rejected = await tppA.send('GET', '/v1/accounts?withBalance=true', {
    requestId: sentId, includeRequestTarget: true, tamper: (h) => { h['X-Request-ID'] = tamperedId; }, skipBerlinGroupCheck: true,
  });
  assert.equal(rejected.status, 400);
  assert.equal(rejected.body.tppMessages[0].code, 'SIGNATURE_INVALID');
  await flushRequestLog();
  const found = await list(alice, `?requestId=${tamperedId}`);
  assert.equal(found.body.entries.length, 1);
  const [entry] = found.body.entries;
  assert.equal(entry.signature, 'rejected');
  assert.equal(entry.errorCode, 'SIGNATURE_INVALID');
  const detail = (await alice.request('GET', `/api/portal/request-log/${entry.id}`)).body;
  assert.match(detail.signingString, /^\(request-target\): get \/v1\/accounts\?withBalance=true\n/);
  assert.match(detail.signingString, new RegExp(`\\nx-request-id: ${tamperedId}(\\n|$)`));
  assert.match(detail.message, /Signature does not verify/);
  // Filters: status class, errors only, path, time.
  assert.ok((await list(alice, '?status=4xx')).body.entries.some((e: { id: string }) => e.id === entry.id));
  assert.ok(!(await list(alice, '?status=2xx')).body.entries.some((e: { id: string }) => e.id === entry.id));
  assert.ok((await list(alice, '?status=errors&path=/v1/accounts')).body.entries.every((e: { status: number; path: string }) => e.status >= 400 && e.path.includes('/v1/accounts')));
  assert.equal((await list(alice, `?requestId=${tamperedId}&from=2000-01-01T00:00&to=2000-01-02T00:00`)).body.entries.length, 0);
  assert.equal((await list(alice, `?requestId=${tamperedId}&from=2000-01-01T00:00:00Z`)).body.entries.length, 1);
  const bad = await list(alice, '?status=abc');
  assert.equal(bad.status, 400);
});

test("another organisation's entries are never visible: not listed, not readable by id, not reachable by cursor", async () => {
  const requestId = crypto.randomUUID();
  assert.equal((await tppA.send('GET', '/v1/accounts', { requestId, skipBerlinGroupCheck: true })).status >= 400, true);
  await tppB.send('GET', '/v1/accounts', { skipBerlinGroupCheck: true });
  await flushRequestLog();
  const aliceEntry = (await list(alice, `?requestId=${requestId}`)).body.entries[0];
  assert.ok(aliceEntry);
  assert.equal((await list(bob, `?requestId=${requestId}`)).body.entries.length, 0);
  const bobs = (await list(bob)).body.entries as { id: string; requestId: string }[];
  assert.ok(bobs.length >= 1);
  const aliceIds = new Set(((await list(alice)).body.entries as { id: string }[]).map((e) => e.id));
  assert.ok(bobs.every((e) => !aliceIds.has(e.id)));
  const byId = await bob.request('GET', `/api/portal/request-log/${aliceEntry.id}`);
  assert.equal(byId.status, 404);
  assert.equal(byId.body.tppMessages[0].code, 'RESOURCE_UNKNOWN');
  assert.equal(JSON.stringify(byId.body).includes(requestId), false);
  const cursor = await list(bob, `?before=${aliceEntry.id}`);
  assert.ok((cursor.body.entries as { id: string }[]).every((e) => !aliceIds.has(e.id)));
  // Signed out, and signed in without an organisation: nothing.
  assert.equal((await new PortalBrowser().request('GET', `/api/portal/request-log/${aliceEntry.id}`)).status, 401);
  const loner = new PortalBrowser();
  await loner.signUp('loner@c.example', { organisation: 'join' });
  assert.equal((await loner.request('GET', '/api/portal/request-log')).status, 403);
});

test('a request without a parseable certificate is attributed to nobody; the row cap keeps the newest entries', async () => {
  const before = await db.requestLogEntry.count();
  await tppA.send('GET', '/v1/accounts', { tamper: (h) => { h['TPP-Signature-Certificate'] = 'bm90IGEgY2VydGlmaWNhdGU='; }, skipBerlinGroupCheck: true });
  await flushRequestLog();
  assert.equal(await db.requestLogEntry.count(), before);

  for (let i = 0; i < 3; i++) await tppB.send('GET', '/v1/accounts', { skipBerlinGroupCheck: true });
  await flushRequestLog();
  const orgB = tppB.organizationIdentifier;
  const newest = await db.requestLogEntry.findMany({ where: { organizationIdentifier: orgB }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 2, select: { id: true } });
  await pruneOrganisation(orgB, 2);
  const left = await db.requestLogEntry.findMany({ where: { organizationIdentifier: orgB }, select: { id: true } });
  assert.ok(left.length <= 2 && left.length >= 1);
  assert.ok(left.every((r) => newest.some((n) => n.id === r.id)));
  assert.ok((await db.requestLogEntry.count({ where: { organizationIdentifier: tppA.organizationIdentifier } })) > 0, "B's cap leaves A's entries alone");
});

test('the row cap keeps exactly the newest entries of an organisation, across several chunks of the prune, and no other organisation\'s', async () => {
  const base = { method: 'GET', path: '/v1/accounts', status: 200, durationMs: 1, signature: 'verified' };
  const org = 'PSDNO-FSA-CAPPED';
  const other = 'PSDNO-FSA-UNCAPPED';
  // 700 entries a second apart (the newest 120 must stay) and 30 of another organisation, older than all of them.
  const rows = [
    ...Array.from({ length: 700 }, (_, i) => ({ ...base, organizationIdentifier: org, id: `cap-${String(i).padStart(4, '0')}`, createdAt: new Date(Date.UTC(2026, 1, 1, 0, 0, i)) })),
    ...Array.from({ length: 30 }, (_, i) => ({ ...base, organizationIdentifier: other, id: `other-${i}`, createdAt: new Date(Date.UTC(2025, 1, 1, 0, 0, i)) })),
  ];
  await insertRows(db, 'RequestLogEntry', Object.keys(rows[0]!) as (keyof (typeof rows)[number])[], rows);
  await pruneOrganisation(org, 120);
  const left = await db.requestLogEntry.findMany({ where: { organizationIdentifier: org }, orderBy: { createdAt: 'asc' }, select: { id: true } });
  assert.deepEqual(left.map((r) => r.id), Array.from({ length: 120 }, (_, i) => `cap-${String(580 + i).padStart(4, '0')}`));
  assert.equal(await db.requestLogEntry.count({ where: { organizationIdentifier: other } }), 30);
  await pruneOrganisation(org, 1000);
  assert.equal(await db.requestLogEntry.count({ where: { organizationIdentifier: org } }), 120, 'under the cap nothing goes');
});

test('a flush of many large entries is written in slices with turns of the event loop between them, every entry kept in order', async () => {
  const { enqueueRequestLog } = await import('../../lib/request-log/queue.ts');
  const { newOrderedId } = await import('../../lib/db/ordered-id.ts');
  const org = 'PSDNO-FSA-SLICES';
  const body = (i: number) => `${JSON.stringify({ i, text: 'a "quoted" ø '.repeat(600) }).slice(0, 8192)}… (cut at 8192 characters)`;
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const id = newOrderedId();
    ids.push(id);
    enqueueRequestLog({
      id, organizationIdentifier: org, createdAt: new Date(), method: 'GET', path: `/v1/accounts/x/transactions?page=${i}`, status: 200, errorCode: null, message: null,
      durationMs: 1, requestId: null, signature: 'verified', signingString: null, requestBody: null, responseBody: body(i),
    });
  }
  // 40 entries of ~8 KB are five slices of 64 K characters: callbacks queued now run while the flush is under way.
  let turns = 0;
  let done = false;
  const flushed = flushRequestLog().then(() => {
    done = true;
  });
  const watch = () => {
    if (done) return;
    turns += 1;
    setImmediate(watch);
  };
  setImmediate(watch);
  await flushed;
  assert.ok(turns >= 4, `the event loop turned ${turns} times during the flush`);
  const rows = await db.requestLogEntry.findMany({ where: { organizationIdentifier: org }, orderBy: { id: 'asc' }, select: { id: true, responseBody: true } });
  assert.deepEqual(rows.map((r) => r.id), ids);
  rows.forEach((r, i) => assert.equal(r.responseBody, body(i)));
});
