// Issue 14, metrics: GET /metrics of `npm start` with two workers on PostgreSQL. Not public (401 without the bearer
// token); one scrape sums both workers (the primary aggregates them with prom-client's AggregatorRegistry), and the
// series move: requests per operation and status, signature rejections by reason, SCA flows, batch runs, pool use.
// On SQLite (one process, no PostgreSQL needed) the WAL checkpoint thread's frames.
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
import { freshRequest } from './raw-http.ts';

const base = process.env.TEST_DATABASE_URL;
const skip = !base;
const TOKEN = 'metrics-token-for-the-e2e-test';
let server: RunningServer;
let cert: { keyPem: string; certPem: string };

before(async () => {
  if (skip) return;
  const url = await freshDatabase(base!, `openbank_e2e_metrics_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-metrics-'));
  server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', E2E_SERVED_BY_HEADER: '1', METRICS_TOKEN: TOKEN, DB_POOL_SIZE: '4' }, { dataDir });
  cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-654321', roles: ['PSP_AI', 'PSP_PI'] });
});
after(async () => server?.stop());

async function scrape(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  return res.text();
}

/** The value of one series (exact label set as printed), or 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function signed(method: string, path: string, o: { body?: unknown; headers?: Record<string, string>; tamper?: boolean } = {}) {
  const raw = o.body === undefined ? undefined : JSON.stringify(o.body);
  const s = signRequest({ method, url: path, body: raw, headers: o.headers ?? {}, ...cert });
  const headers = { ...s.headers };
  if (o.tamper) headers['X-Request-ID'] = crypto.randomUUID();
  return freshRequest(server.baseUrl + path, { method, headers, body: raw });
}

test('GET /metrics needs the bearer token', { skip }, async () => {
  assert.equal((await fetch(`${server.baseUrl}/metrics`)).status, 401);
  assert.equal((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status, 401);
  assert.equal((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: TOKEN } })).status, 401);
});

test('one scrape sums both workers, and requests, rejections, SCA flows, batch runs and pool use move', { skip }, async () => {
  const before = await scrape();
  const customers = 'openbank_http_requests_total{operation="GET /v1/sandbox/customers",status="200"}';
  const rejected = 'openbank_signature_rejections_total{reason="SIGNATURE_INVALID"}';
  const started = 'openbank_sca_flows_total{event="started"}';
  // The sandbox's run (a scheduled slot may also run meanwhile: the scheduler's first tick in a fresh database).
  const batches = 'openbank_payment_batch_runs_total{trigger="sandbox"}';

  const N = 12;
  const pids = new Set<string>();
  for (let i = 0; i < N; i++) {
    const r = await signed('GET', '/v1/sandbox/customers');
    assert.equal(r.status, 200, r.body);
    pids.add(r.headers['x-served-by'] ?? '?');
  }
  assert.equal(pids.size, 2, 'the requests reached both workers');
  assert.equal((await signed('GET', '/v1/sandbox/customers', { tamper: true })).status, 400);
  const consent = await signed('POST', '/v1/consents', {
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' }, body: { access: { allPsd2: 'allAccounts' }, recurringIndicator: true, validUntil: '2099-01-01', frequencyPerDay: 4 },
  });
  assert.equal(consent.status, 201, consent.body);
  assert.equal((await signed('POST', '/v1/sandbox/payments/batch')).status, 200);

  const after = await scrape();
  assert.equal(value(after, customers) - value(before, customers), N, 'every request counted once, whichever worker served it');
  assert.equal(value(after, rejected) - value(before, rejected), 1);
  assert.ok(value(after, started) - value(before, started) >= 1);
  assert.equal(value(after, batches) - value(before, batches), 1);
  assert.ok(value(after, 'openbank_http_request_duration_seconds_count{operation="GET /v1/sandbox/customers",status="200"}') >= N);
  assert.ok(after.includes('openbank_http_request_duration_seconds_bucket{le="0.05",operation="GET /v1/sandbox/customers",status="200"}'));
  // Each worker's pool has DB_POOL_SIZE=4; the sum is the instance's.
  assert.equal(value(after, 'openbank_db_pool_connections{state="max"}'), 8);
  assert.ok(value(after, 'openbank_db_pool_connections{state="total"}') >= 1);
  // The customers list is a raw statement: it ran on a pipelined connection (lib/db/pg-pipeline.ts), none in flight now.
  assert.ok(value(after, 'openbank_db_pipeline{state="connections"}') >= 1);
  assert.equal(value(after, 'openbank_db_pipeline{state="in_flight"}'), 0);
  assert.match(after, /^openbank_process_cpu_seconds_total /m);
});

test('on SQLite, the WAL checkpoint thread shows its work: frames copied, none left behind once requests stop', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-metrics-sqlite-'));
  const sqlite = await startServer({ METRICS_TOKEN: TOKEN }, { dataDir });
  try {
    const own = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme Lite AS', organizationIdentifier: 'PSDNO-FSA-LITE01', roles: ['PSP_AI'] });
    for (let i = 0; i < 20; i++) {
      const s = signRequest({ method: 'GET', url: '/v1/sandbox/customers', headers: {}, ...own });
      assert.equal((await fetch(`${sqlite.baseUrl}/v1/sandbox/customers`, { headers: s.headers })).status, 200);
    }
    const series = (text: string, state: string) => value(text, `openbank_sqlite_wal_checkpoint_frames{state="${state}"}`);
    const syncs = (text: string) => value(text, 'openbank_sqlite_database_syncs{state="thread"}');
    let text = '';
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      text = await (await fetch(`${sqlite.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      if (series(text, 'copied') > 0 && text.includes('state="behind"} 0') && syncs(text) > 0) break;
    }
    assert.ok(series(text, 'copied') > 0, text.split('\n').filter((l) => l.includes('wal')).join('\n'));
    assert.equal(series(text, 'behind'), 0);
    // What it copied it also synced to the database file (lib/db/wal-checkpointer.ts, SYNC_EVERY_MS).
    assert.ok(syncs(text) >= 1, text.split('\n').filter((l) => l.includes('sqlite')).join('\n'));
  } finally {
    await sqlite.stop();
  }
});

