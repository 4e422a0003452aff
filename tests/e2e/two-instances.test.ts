// Two app instances on one PostgreSQL database behave as one service: unattended-read limits are counted once,
// a payment is booked once however many batch runs race, and concurrent writes are all kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { freshDatabase } from './pg-database.ts';

const base = process.env.TEST_DATABASE_URL;
const skip = !base;
let a: RunningServer;
let b: RunningServer;
let cert: { keyPem: string; certPem: string };
const REDIRECT = 'https://tpp.example/cb';

before(async () => {
  if (skip) return;
  const url = await freshDatabase(base!, `openbank_e2e_two_${process.pid}`);
  // One service: one database and one shared DATA_DIR (the sandbox CA), two processes.
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-two-'));
  process.env.DATABASE_URL = url;
  process.env.DATA_DIR = dataDir;
  [a, b] = await Promise.all([startServer({ DATABASE_URL: url }, { dataDir }), startServer({ DATABASE_URL: url }, { dataDir })]);
  cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI', 'PSP_PI'] });
});

after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (!skip) await (await import('../../lib/db/client.ts')).closeDb();
});

async function send(server: RunningServer, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, headers, body: raw, ...cert });
  const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
  return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('both instances share one sandbox, seeded once', { skip }, async () => {
  const [ra, rb] = await Promise.all([send(a, 'GET', '/v1/sandbox/customers'), send(b, 'GET', '/v1/sandbox/customers')]);
  assert.equal(ra.body.length, 4);
  assert.deepEqual(rb.body.map((c: { customerId: string }) => c.customerId).sort(), ra.body.map((c: { customerId: string }) => c.customerId).sort());
});

test('unattended balance reads are limited to 4 across both instances', { skip }, async () => {
  const { getDb } = await import('../../lib/db/client.ts');
  const { approveSca } = await import('../helpers/sca.ts');
  const db = await getDb();
  const start = await send(a, 'POST', '/v1/bank-offered-consents', { 'TPP-Redirect-URI': REDIRECT }, {});
  const outcome = await approveSca(db, start.body._links.scaRedirect.href, '13039319955');
  const headers = { 'PSU-ID': outcome.params['psu-id']! };
  const list = await send(b, 'GET', '/v1/accounts', { ...headers, 'PSU-IP-Address': '192.0.2.1', 'TPP-Redirect-URI': REDIRECT });
  const id = list.body.accounts[0].resourceId;
  const results = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b, 'GET', `/v1/accounts/${id}/balances`, headers)));
  const statuses = results.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
});

test('a payment is booked once when both instances run the batch at the same time', { skip }, async () => {
  const { getDb } = await import('../../lib/db/client.ts');
  const { approveSca } = await import('../helpers/sca.ts');
  const db = await getDb();
  const created = await send(a, 'POST', '/v1/payments/norwegian-domestic-credit-transfers', { 'TPP-Redirect-URI': REDIRECT }, {
    instructedAmount: { amount: '123.00', currency: 'NOK' }, creditorName: 'Fjordkraft AS', creditorAccount: { bban: '95360573002' },
    debtorAccount: { bban: '09232911044' }, remittanceInformationUnstructured: 'Strøm',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const auth = await send(b, 'POST', created.body._links.startAuthorisation.href, { 'TPP-Redirect-URI': REDIRECT });
  assert.equal(auth.status, 201, JSON.stringify(auth.body));
  await approveSca(db, auth.body._links.scaRedirect.href, '13039319955');
  const balance = async () => (await db.balance.findFirstOrThrow({ where: { account: { bban: '09232911044' }, balanceType: 'expected' } })).amountMinor;
  const before = await balance();
  const runs = await Promise.all([a, b, a, b].map((s) => send(s, 'POST', '/v1/sandbox/payments/batch')));
  assert.ok(runs.every((r) => r.status === 200), JSON.stringify(runs.map((r) => r.body)));
  assert.equal(runs.reduce((n, r) => n + r.body.booked, 0), 1, 'booked exactly once');
  assert.equal(before - (await balance()), 12300n, 'debited exactly once');
  assert.equal(await db.transaction.count({ where: { paymentId: created.body.paymentId } }), 1);
});

test('concurrent writes through both instances are all kept', { skip }, async () => {
  const customers = await send(a, 'GET', '/v1/sandbox/customers?withAccounts=true');
  const accountId = customers.body[1].accounts[0];
  const writes = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? a : b, 'POST', `/v1/sandbox/accounts/${accountId}/transactions`, {}, {
    amount: 100 + i, currency: 'NOK', bookingDate: '2026-02-02', valueDate: '2026-02-02', creditorName: 'Self', debtorName: `Payer ${i}`, bankTransactionCode: 'PMNT',
  })));
  assert.ok(writes.every((w) => w.status === 201), JSON.stringify(writes.filter((w) => w.status !== 201).map((w) => w.body)));
  const read = await send(b, 'GET', `/v1/sandbox/accounts/${accountId}/transactions?fromDate=2026-02-02&toDate=2026-02-02&limit=100`);
  assert.equal(read.body.length, 20);
});
