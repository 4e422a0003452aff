// `npm start` with WEB_CONCURRENCY=2 (issue 13): two worker processes share the port, share one database (a replayed
// X-Request-ID is caught whichever worker sees it; unattended-read limits are counted once; a payment is booked once
// however many batch runs race; a revoked consent reads nowhere), create a TPP's sandbox world once, and a worker that
// dies is replaced.
// PostgreSQL: several processes writing one SQLite file fail with SQLITE_BUSY, so SQLite runs one process.
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
import { freshRequest, type RawReply } from './raw-http.ts';

const base = process.env.TEST_DATABASE_URL;
const skip = !base;
let server: RunningServer;
let cert: { keyPem: string; certPem: string };

before(async () => {
  if (skip) return;
  const url = await freshDatabase(base!, `openbank_e2e_workers_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-workers-'));
  // E2E_SERVED_BY_HEADER: test-only X-Served-By: <pid> on every response (scripts/server-worker.mjs).
  // The test drives the SCA flow functions on the same database (tests/helpers/sca.ts).
  process.env.DATABASE_URL = url;
  process.env.DATA_DIR = dataDir;
  server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', E2E_SERVED_BY_HEADER: '1', LOG_LEVEL: 'info' }, { dataDir });
  cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI', 'PSP_PI'] });
});

after(async () => {
  await server?.stop();
  if (!skip) await (await import('../../lib/db/client.ts')).closeDb();
});

const REDIRECT = 'https://tpp.example/cb';

/** A signed request on a new connection (so the kernel spreads them over both workers). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function signed(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<RawReply & { json: any }> {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const s = signRequest({ method, url: path, headers, body: raw, ...cert });
  const r = await freshRequest(server.baseUrl + path, { method, headers: s.headers, body: raw });
  let json: unknown = null;
  try {
    json = r.body ? JSON.parse(r.body) : null;
  } catch {
    /* not JSON */
  }
  return { ...r, json };
}

/** A consent of the seeded private PSU 13039319955 (SCA driven on the database); its PSU-ID. */
async function consent(): Promise<string> {
  const { getDb } = await import('../../lib/db/client.ts');
  const { approveSca } = await import('../helpers/sca.ts');
  const start = await signed('POST', '/v1/bank-offered-consents', { 'TPP-Redirect-URI': REDIRECT }, {});
  assert.equal(start.status, 201, start.body);
  const outcome = await approveSca(await getDb(), start.json._links.scaRedirect.href, '13039319955');
  return outcome.params['psu-id']!;
}

/** GETs `path` on `n` new connections; the pids that answered. */
async function servedBy(path: string, n: number): Promise<string[]> {
  const replies = await Promise.all(Array.from({ length: n }, () => freshRequest(server.baseUrl + path)));
  for (const r of replies) assert.equal(r.status, 200, r.body);
  return replies.map((r) => r.headers['x-served-by'] ?? '?');
}

test('requests are served by two worker processes, neither of them the primary', { skip }, async () => {
  const pids = new Set(await servedBy('/health', 16));
  assert.equal(pids.size, 2, `pids: ${[...pids].join(', ')}`);
  assert.ok(!pids.has(String(server.pid)), 'the primary serves nothing itself');
});

test('an X-Request-ID used through one worker is rejected through the other', { skip }, async () => {
  const path = '/v1/sandbox/customers';
  const signed = signRequest({ method: 'GET', url: path, ...cert });
  const first = await freshRequest(server.baseUrl + path, { headers: signed.headers });
  assert.equal(first.status, 200, first.body);
  const replays: RawReply[] = [];
  for (let i = 0; i < 20 && !replays.some((r) => r.headers['x-served-by'] !== first.headers['x-served-by']); i++) {
    replays.push(await freshRequest(server.baseUrl + path, { headers: signed.headers }));
  }
  assert.ok(replays.some((r) => r.headers['x-served-by'] !== first.headers['x-served-by']), 'a replay reached the other worker');
  for (const r of replays) {
    assert.equal(r.status, 400);
    assert.deepEqual(JSON.parse(r.body), {
      tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: `X-Request-ID ${signed.headers['X-Request-ID']} was already used; every request needs a new X-Request-ID` }],
    });
  }
});

test('a TPP\'s sandbox world is created once when its first requests reach both workers at once', { skip }, async () => {
  const tpp = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(server.dataDir), organizationName: 'Fresh AS', organizationIdentifier: 'PSDNO-FSA-777001', roles: ['PSP_AI'] });
  const replies = await Promise.all(Array.from({ length: 8 }, () => {
    const signed = signRequest({ method: 'GET', url: '/v1/sandbox/customers', ...tpp });
    return freshRequest(`${server.baseUrl}/v1/sandbox/customers`, { headers: signed.headers });
  }));
  assert.ok(new Set(replies.map((r) => r.headers['x-served-by'])).size >= 1);
  for (const r of replies) {
    assert.equal(r.status, 200, r.body);
    assert.deepEqual(JSON.parse(r.body).map((c: { customerNumber: string }) => c.customerNumber).sort(), ['12085592767', '13039319955', '18129215603', '20079518612']);
  }
});

test('a worker that dies is replaced by a new one', { skip }, async () => {
  const before = new Set(await servedBy('/health', 8));
  const victim = Number([...before][0]);
  process.kill(victim, 'SIGKILL');
  const deadline = Date.now() + 30_000;
  let now = new Set<string>();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    now = new Set(await servedBy('/health', 8).catch(() => []));
    if (now.size === 2 && !now.has(String(victim))) break;
  }
  assert.equal(now.size, 2, `serving pids: ${[...now].join(', ')}`);
  assert.ok(!now.has(String(victim)));
  assert.match(server.output(), new RegExp(`worker ${victim} died \\(SIGKILL\\); restarting it in \\d+ ms`));
});

test('unattended balance reads are limited to 4 per day across both workers', { skip }, async () => {
  const psuId = await consent();
  const list = await signed('GET', '/v1/accounts', { 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.1', 'TPP-Redirect-URI': REDIRECT });
  assert.equal(list.status, 200, list.body);
  const id = list.json.accounts[0].resourceId;
  const results = await Promise.all(Array.from({ length: 10 }, () => signed('GET', `/v1/accounts/${id}/balances`, { 'PSU-ID': psuId })));
  assert.equal(new Set(results.map((r) => r.headers['x-served-by'])).size, 2, 'both workers answered');
  assert.deepEqual(results.map((r) => r.status).sort(), [200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
});

test('a payment is booked once when both workers run the batch at the same time', { skip }, async () => {
  const { getDb } = await import('../../lib/db/client.ts');
  const { approveSca } = await import('../helpers/sca.ts');
  const db = await getDb();
  const created = await signed('POST', '/v1/payments/norwegian-domestic-credit-transfers', { 'TPP-Redirect-URI': REDIRECT }, {
    instructedAmount: { amount: '77.00', currency: 'NOK' }, creditorName: 'Fjordkraft AS', creditorAccount: { bban: '95360573002' },
    debtorAccount: { bban: '09232911044' }, remittanceInformationUnstructured: 'Workers',
  });
  assert.equal(created.status, 201, created.body);
  const auth = await signed('POST', created.json._links.startAuthorisation.href, { 'TPP-Redirect-URI': REDIRECT });
  assert.equal(auth.status, 201, auth.body);
  await approveSca(db, auth.json._links.scaRedirect.href, '13039319955');
  const runs = await Promise.all(Array.from({ length: 6 }, () => signed('POST', '/v1/sandbox/payments/batch')));
  assert.ok(runs.every((r) => r.status === 200), runs.map((r) => r.body).join('\n'));
  assert.equal(new Set(runs.map((r) => r.headers['x-served-by'])).size, 2, 'both workers ran the batch');
  assert.equal(runs.reduce((n, r) => n + r.json.booked, 0), 1, 'booked exactly once');
  const status = await signed('GET', `/v1/payments/norwegian-domestic-credit-transfers/${created.json.paymentId}/status`);
  assert.equal(status.json.transactionStatus, 'ACSC');
});

test('after a revocation through one worker, no worker reads with the revoked consent', { skip }, async () => {
  const psuId = await consent();
  const unattended = { 'PSU-ID': psuId };
  // Both workers read with the consent first (whatever either of them keeps in memory is warm).
  const warm: RawReply[] = [];
  for (let i = 0; i < 20 && new Set(warm.map((r) => r.headers['x-served-by'])).size < 2; i++) warm.push(await signed('GET', '/v1/accounts', unattended));
  assert.equal(new Set(warm.map((r) => r.headers['x-served-by'])).size, 2, 'both workers read');
  for (const r of warm) assert.equal(r.status, 200, r.body);
  const customers = await signed('GET', '/v1/sandbox/customers');
  const customerId = customers.json.find((c: { customerNumber: string }) => c.customerNumber === '13039319955').customerId;
  const revoked = await signed('DELETE', `/v1/sandbox/customers/${customerId}/consents`);
  assert.equal(revoked.status, 204, revoked.body);
  // At once, on both workers: 403 CONSENT_UNKNOWN, never the accounts.
  const after: RawReply[] = [];
  for (let i = 0; i < 20 && new Set(after.map((r) => r.headers['x-served-by'])).size < 2; i++) after.push(await signed('GET', '/v1/accounts', unattended));
  assert.equal(new Set(after.map((r) => r.headers['x-served-by'])).size, 2, 'both workers answered');
  for (const r of after) {
    assert.equal(r.status, 403, r.body);
    assert.deepEqual(JSON.parse(r.body), { tppMessages: [{ category: 'ERROR', code: 'CONSENT_UNKNOWN', text: 'The PSU has revoked the consent for this TPP' }] });
  }
});
