// SIGTERM during a burst of signed writes (issue 14): the server stops accepting connections, finishes the requests
// it has, runs the shutdown hooks and exits 0 within SHUTDOWN_TIMEOUT_MS. Every request it accepted got a complete
// answer, every acknowledged write is stored, and nothing is stored that was not acknowledged. Once as a single
// process (SQLite), once as a cluster primary with two workers (PostgreSQL) that gets the signal alone.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { freshDatabase } from './pg-database.ts';

const SHUTDOWN_TIMEOUT_MS = 5_000;
const servers: RunningServer[] = [];
after(async () => Promise.all(servers.map((s) => s.stop())));

interface Outcome {
  acknowledged: Set<string>;
  /** Answers other than 201 with a complete JSON body (none expected). */
  other: string[];
  /** Requests that failed after the server had started answering them (none expected). */
  truncated: string[];
  refused: number;
  exit: { code: number | null; signal: string | null };
  exitMs: number;
}

/** Eight clients write transactions (some in bulk, to be in flight longer) until the server is gone; SIGTERM after 1.5 s. */
async function burstThenSigterm(server: RunningServer, bookingDate: string): Promise<{ outcome: Outcome; accountId: string }> {
  const cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(server.dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI'] });
  const sign = (method: string, path: string, raw?: string) => signRequest({ method, url: path, body: raw, ...cert }).headers;
  const list = await fetch(`${server.baseUrl}/v1/sandbox/customers?withAccounts=true`, { headers: sign('GET', '/v1/sandbox/customers?withAccounts=true') });
  const accountId: string = ((await list.json()) as { accounts: string[] }[])[0]!.accounts[0]!;
  const path = `/v1/sandbox/accounts/${accountId}/transactions`;
  const outcome: Outcome = { acknowledged: new Set(), other: [], truncated: [], refused: 0, exit: { code: null, signal: null }, exitMs: 0 };
  let gone = false;
  let exited = false;
  void server.exited.then(() => (exited = true));
  let n = 0;
  const client = async (bulk: boolean) => {
    while (!gone) {
      n += 1;
      const one = (i: number) => ({ amount: 10 + (i % 50), currency: 'NOK', bookingDate, valueDate: bookingDate, creditorName: 'Self', debtorName: `Payer ${n}.${i}`, bankTransactionCode: 'PMNT' });
      const raw = JSON.stringify(bulk ? Array.from({ length: 200 }, (_, i) => one(i)) : one(0));
      let res: Response;
      try {
        res = await fetch(server.baseUrl + path, { method: 'POST', headers: sign('POST', path, raw), body: raw });
      } catch {
        outcome.refused += 1; // not accepted: refused, or closed before the server read the request
        if (exited) return;
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      try {
        const body = (await res.json()) as { id: string }[];
        if (res.status === 201) for (const t of body) outcome.acknowledged.add(t.id);
        else outcome.other.push(`${res.status} ${JSON.stringify(body)}`);
      } catch (e) {
        outcome.truncated.push(`${res.status} ${(e as Error).message}`);
      }
    }
  };
  const clients = [...Array.from({ length: 6 }, () => client(false)), client(true), client(true)];
  await new Promise((r) => setTimeout(r, 1_500));
  // One request certainly in flight at the signal: its body's second half is sent 700 ms after it.
  const slowBody = JSON.stringify({ amount: 77, currency: 'NOK', bookingDate, valueDate: bookingDate, creditorName: 'Self', debtorName: 'Slow payer', bankTransactionCode: 'PMNT' });
  const slow = slowRequest(server.baseUrl + path, sign('POST', path, slowBody), slowBody);
  await new Promise((r) => setTimeout(r, 1_000));
  const signalled = Date.now();
  process.kill(server.pid, 'SIGTERM'); // the npm start process alone (in cluster mode: the primary)
  setTimeout(slow.finish, 700);
  const slowReply = await slow.reply;
  if (slowReply.status === 201) for (const t of JSON.parse(slowReply.body) as { id: string }[]) outcome.acknowledged.add(t.id);
  else outcome.other.push(`slow request: ${slowReply.status} ${slowReply.body}`);
  outcome.exit = await server.exited;
  outcome.exitMs = Date.now() - signalled;
  gone = true;
  await Promise.all(clients);
  return { outcome, accountId };
}

/** A POST whose body is sent in two halves: the first now, the second on finish(). */
function slowRequest(url: string, headers: Record<string, string>, body: string): { finish(): void; reply: Promise<{ status: number; body: string }> } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let req!: ReturnType<typeof request>;
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) }, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, half));
  return { finish: () => req.end(bytes.subarray(half)), reply };
}

function assertGraceful(outcome: Outcome, stored: Set<string>, output: string): void {
  assert.deepEqual(outcome.exit, { code: 0, signal: null }, output);
  assert.ok(outcome.exitMs < SHUTDOWN_TIMEOUT_MS + 3_000, `exited after ${outcome.exitMs} ms`);
  assert.ok(outcome.acknowledged.size > 20, `a burst happened (${outcome.acknowledged.size} acknowledged)`);
  assert.deepEqual(outcome.other, []);
  assert.deepEqual(outcome.truncated, [], 'every accepted request got its whole answer');
  const lost = [...outcome.acknowledged].filter((id) => !stored.has(id));
  assert.deepEqual(lost, [], `${lost.length} of ${outcome.acknowledged.size} acknowledged writes are not stored`);
  const unanswered = [...stored].filter((id) => !outcome.acknowledged.has(id));
  assert.deepEqual(unanswered, [], 'a write was stored but its answer never arrived');
  assert.match(output, /"msg":"shut down".*"clean":true|"clean":true.*"msg":"shut down"/);
  // The signal came while requests were running (the case this test is about), not between two of them.
  const inFlight = [...output.matchAll(/"inFlight":(\d+),"msg":"shutting down/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  assert.ok(inFlight > 0, `requests in flight at SIGTERM: ${inFlight}; ${outcome.acknowledged.size} acknowledged, ${outcome.refused} refused\n${output.slice(-3000)}`);
}

test('SIGTERM to a single process: in-flight writes finish, the process exits 0 (SQLite)', async () => {
  const server = await startServer({ SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), LOG_LEVEL: 'info' });
  servers.push(server);
  const { outcome, accountId } = await burstThenSigterm(server, '2026-03-03');
  const db = new Database(join(server.dataDir, 'openbank.db'), { readonly: true });
  const rows = db.prepare('SELECT id FROM "Transaction" WHERE "accountId" = ? AND "bookingDate" = ?').all(accountId, '2026-03-03') as { id: string }[];
  db.close();
  assertGraceful(outcome, new Set(rows.map((r) => r.id)), server.output());
});

const base = process.env.TEST_DATABASE_URL;
test('SIGTERM to the cluster primary: both workers drain and exit 0, then the primary (PostgreSQL)', { skip: !base }, async () => {
  const url = await freshDatabase(base!, `openbank_e2e_shutdown_${process.pid}`);
  const server = await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), LOG_LEVEL: 'info' });
  servers.push(server);
  const { outcome, accountId } = await burstThenSigterm(server, '2026-03-04');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>('SELECT id FROM "Transaction" WHERE "accountId" = $1 AND "bookingDate" = $2', [accountId, '2026-03-04']);
  await client.end();
  assertGraceful(outcome, new Set(rows.map((r) => r.id)), server.output());
  assert.equal(server.output().match(/"msg":"shut down"/g)?.length, 2, 'both workers shut down');
});
