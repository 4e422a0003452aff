// The app's own work per request, without Next.js or HTTP: the route handlers called in-process (tests/helpers/router.ts)
// with requests signed beforehand, one at a time (CONCURRENCY=c: c in flight). Prints µs of CPU (user + system) per
// request for each scenario, and the requests' latency percentiles.
// Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/request-cpu.ts [N] [scenario,...]
// PROFILE=dir writes a V8 CPU profile of the measured loops (node --cpu-prof --cpu-prof-dir=dir works as well).
// SQLite unless DATABASE_URL names PostgreSQL; a fresh DATA_DIR either way (tests/helpers/test-env.ts).
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { closeDb } from '../../lib/db/client.ts';
import { dispatch } from '../../tests/helpers/router.ts';
import { vacuumAnalyze } from '../lib/vacuum-analyze.ts';
import { percentile } from '../lib/load.ts';
import { approveSca } from '../../tests/helpers/sca.ts';
import { NDCT, EXTERNAL, REDIRECT, SEED, paymentWorld } from '../../tests/helpers/payments.ts';

const N = Number(process.argv[2] ?? 2000);
const only = process.argv[3]?.split(',');
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);

const w = await paymentWorld();
const SESSION = 'probe-session';
const started = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION }, body: {} });
const outcome = await approveSca(w.db, started.body._links.scaRedirect.href, SEED.private1);
const ais = { 'PSU-ID': outcome.params['psu-id']!, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': SESSION, 'TPP-Redirect-URI': REDIRECT };
const list = await w.tpp.send('GET', '/v1/accounts', { headers: ais });
const accountId: string = list.body.accounts[0].resourceId;
const debtor = list.body.accounts[0].bban as string;
// BIG=n loads n transactions into the account first (sandbox bulk API, as bench/lib/world.ts does): full 50-row pages
// and deep offsets (scenario transactions-deep reads offset 90% of n).
const BIG = Number(process.env.BIG ?? 0);
for (let start = 0; start < BIG; start += 10_000) {
  const items = Array.from({ length: Math.min(10_000, BIG - start) }, (_, k) => {
    const day = new Date(Date.now() - ((start + k) % 80) * 86_400_000).toISOString().slice(0, 10);
    return { amount: 10 + ((start + k) % 5000), bookingDate: day, valueDate: day, creditorName: 'Probe Butikk AS', creditorAccount: { bban: EXTERNAL.bban }, remittanceInformationUnstructured: `Probe ${start + k}`, bankTransactionCode: 'PMNT' };
  });
  const r = await w.tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body: items });
  if (r.status !== 201) throw new Error(`loading transactions: ${r.status} ${r.text.slice(0, 300)}`);
}

// ANALYZE=1 (PostgreSQL): VACUUM ANALYZE after loading, as autovacuum would on a server that runs it.
if (process.env.ANALYZE === '1' && process.env.DATABASE_URL?.startsWith('postgres')) await vacuumAnalyze(process.env.DATABASE_URL);

type Scenario = { name: string; method: string; path: string; headers?: Record<string, string>; body?: (i: number) => unknown };

// Scenario basket: 3 RCVD payments per request, created through the API before anything is signed or measured.
const pisHeaders = { 'PSU-ID': ais['PSU-ID'], 'PSU-IP-Address': '192.0.2.10', 'TPP-Redirect-URI': REDIRECT };
const paymentBody = (i: number) => ({ instructedAmount: { currency: 'NOK', amount: '1.00' }, debtorAccount: { bban: debtor }, creditorAccount: { bban: EXTERNAL.bban }, creditorName: 'Probe AS', remittanceInformationUnstructured: `probe ${i}` });
const basketPayments: string[] = [];
if (only?.includes('basket')) {
  let made = 0;
  const make = async () => {
    while (made < 3 * N) {
      made += 1;
      const r = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: pisHeaders, body: { ...paymentBody(made), remittanceInformationUnstructured: `probe basket ${made}` } });
      if (r.status !== 201) throw new Error(`payment for a basket: ${r.status} ${r.text.slice(0, 300)}`);
      basketPayments.push(r.body.paymentId as string);
    }
  };
  await Promise.all(Array.from({ length: 10 }, make));
}

const scenarios: Scenario[] = [
  { name: 'accounts', method: 'GET', path: '/v1/accounts', headers: ais },
  { name: 'balances', method: 'GET', path: `/v1/accounts/${accountId}/balances`, headers: ais },
  { name: 'transactions', method: 'GET', path: `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50`, headers: ais },
  { name: 'transactions-deep', method: 'GET', path: `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50&offset=${Math.floor(BIG * 0.9)}`, headers: ais },
  { name: 'customers', method: 'GET', path: '/v1/sandbox/customers' },
  { name: 'payment', method: 'POST', path: `/v1/payments/${NDCT}`, headers: pisHeaders, body: paymentBody },
  // Only when named: its payments are made first.
  { name: 'basket', method: 'POST', path: '/v1/signing-baskets', headers: { ...pisHeaders, 'TPP-Session-ID': SESSION, 'x-accept-fix': 'amount-as-string' }, body: (i: number) => ({ paymentIds: basketPayments.slice(3 * i, 3 * i + 3) }) },
].filter((s) => (only ? only.includes(s.name) : s.name !== 'transactions-deep' || BIG > 0) && (s.name !== 'basket' || basketPayments.length > 0));

// Signed before anything is measured (and outside the profile).
const signedAll = scenarios.map((s) =>
  Array.from({ length: N }, (_, i) => {
    const body = s.body ? JSON.stringify(s.body(i)) : undefined;
    return { body, headers: signRequest({ method: s.method, url: s.path, headers: s.headers ?? {}, body, keyPem: w.tpp.keyPem, certPem: w.tpp.certPem }).headers };
  }),
);
const session = process.env.PROFILE ? await startProfile() : null;
for (const [k, s] of scenarios.entries()) {
  const signed = signedAll[k]!;
  const warm = Math.min(100, N / 4);
  let cpu = process.cpuUsage();
  let t = performance.now();
  // CONCURRENCY=c keeps c requests in flight (as c keep-alive connections do), each taking the next signed request.
  let next = 0;
  // Each request's wall time (from its start, in flight with the others): the tail says whether one waited on another.
  const wall = new Float64Array(N);
  const one = async () => {
    for (let i = next++; i < N; i = next++) {
      if (i === warm) {
        cpu = process.cpuUsage();
        t = performance.now();
      }
      const began = performance.now();
      const r = await dispatch(new Request(new URL(s.path, 'http://localhost:3000'), { method: s.method, headers: signed[i]!.headers, body: signed[i]!.body }));
      const text = await r.text();
      if (r.status >= 300) throw new Error(`${s.name}: ${r.status} ${text}`);
      wall[i] = performance.now() - began;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, one));
  const used = process.cpuUsage(cpu);
  const n = N - warm;
  console.log(`${s.name.padEnd(13)} ${(((used.user + used.system) / n) | 0).toString().padStart(6)} µs CPU/request (user ${(used.user / n) | 0}, system ${(used.system / n) | 0})  ${(((performance.now() - t) * 1000) / n).toFixed(0).padStart(6)} µs wall`);
  const sorted = wall.slice(warm).sort();
  const at = (p: number) => percentile(sorted, p).toFixed(2);
  console.log(`${''.padEnd(13)} latency ms: p50 ${at(50)}, p99 ${at(99)}, p99.9 ${at(99.9)}, max ${at(100)}`);
}
if (session) await session();
await closeDb();

async function startProfile(): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync, mkdirSync } = await import('node:fs');
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  // PROFILE_INTERVAL=µs between samples (V8's default 1000 µs sees a 1 ms request about once).
  if (process.env.PROFILE_INTERVAL) await s.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL) });
  await s.post('Profiler.start');
  return async () => {
    const { profile } = await s.post('Profiler.stop');
    mkdirSync(process.env.PROFILE!, { recursive: true });
    const file = `${process.env.PROFILE}/request-cpu-${Date.now()}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`profile: ${file}`);
  };
}
