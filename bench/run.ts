// `npm run bench`: throughput and latency of the built app against its baselines on the same machine, and the time of
// one simulated payment batch run. Method and figures: bench/README.md.
//
//   npm run bench                                   all scenarios, 5 s per run, 1/10/100 connections
//   npm run bench -- --duration 3 --scenarios accounts,payment-ndct --connections 1,10 --batch 0
//   npm run bench -- --latest                       also write the summary to bench/latest.json
//   npm run bench -- --cpu-prof /tmp/prof           V8 CPU profiles of each measured app and floor run (open in DevTools)
//   npm run bench -- --db postgresql                on PostgreSQL (a fresh database next to --database-url, dropped after)
//   npm run bench -- --workers 2                    WEB_CONCURRENCY of the app and of the floor (default: the app's default)
//   npm run bench -- --db postgresql --vacuum       VACUUM ANALYZE after loading, as autovacuum would (this machine runs without it)
//
// Baselines, each driven with the same pre-signed requests in the same run: `floor` (bench/floor: an empty Next.js
// route handler behind the app's own server, same worker count), `bare` (node:http doing the same RSA verification)
// and `prism` (a mock of the Berlin Group file). bench/README.md has the method and the figures.
//
// The app is started like `npm start` (scripts/start.mjs builds it first when the build is missing or stale).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { timeBatch } from './lib/batch.ts';
import { runLoad, type LoadResult, type PreparedRequest } from './lib/load.ts';
import { failed, medianFloorLines, summarise, table, tailLines, type BenchResult, type RunRecord } from './lib/report.ts';
import { SCENARIOS, sanityCheck, signAll, type Scenario } from './lib/scenarios.ts';
import { removeTempDirs, ROOT, startApp, startBare, startFloor, startPrism, type Target } from './lib/servers.ts';
import { sampleRss, treeCpuSeconds, treePids } from './lib/rss.ts';
import { freshDatabase } from '../tests/e2e/pg-database.ts';
import { prepareWorld, refreshConsent, type World } from './lib/world.ts';
import { vacuumAnalyze } from './lib/vacuum-analyze.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,10,100' },
    scenarios: { type: 'string', default: SCENARIOS.map((s) => s.name).join(',') },
    transactions: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '100000' },
    'no-prism': { type: 'boolean', default: false },
    'no-floor': { type: 'boolean', default: false },
    workers: { type: 'string' },
    db: { type: 'string', default: 'sqlite' },
    'database-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
    latest: { type: 'boolean', default: false },
    /** PostgreSQL: VACUUM ANALYZE after loading (bench/lib/vacuum-analyze.ts). */
    vacuum: { type: 'boolean', default: false },
    /** Directory for V8 CPU profiles of each measured run of the app and the floor (scripts/server-profile.mjs). */
    'cpu-prof': { type: 'string' },
  },
});

const DURATION = Number(args.duration);
const CONNECTIONS = args.connections.split(',').map(Number);
const TRANSACTIONS = Number(args.transactions);
const BATCH = Number(args.batch);
/** --cpu-prof: where the V8 profiles of the measured runs go (created). */
const PROFILE_DIR = args['cpu-prof'] ? resolve(args['cpu-prof']) : undefined;
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
/** Same WEB_CONCURRENCY for the app and the floor; unset: the app's default (1 on SQLite). */
const WORKERS_ENV: Record<string, string> = args.workers ? { WEB_CONCURRENCY: args.workers } : {};
const scenarios = args.scenarios.split(',').map((name) => {
  const s = SCENARIOS.find((x) => x.name === name);
  if (!s) throw new Error(`unknown scenario ${name}; known: ${SCENARIOS.map((x) => x.name).join(', ')}`);
  return s;
});
/** Date must be within 60 s of the server clock: re-sign a baseline's pool when it is older than this. */
const MAX_POOL_AGE_MS = 40_000;
/** Real-time AIS needs an SCA of the TPP session within the hour: renew well before. */
const MAX_CONSENT_AGE_MS = 30 * 60_000;
/** Most requests signed for one run. */
const MAX_POOL = 300_000;

const log = (s: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${s}\n`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const describe = (r: LoadResult) =>
  `${r.rps} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.responses} responses, CPU ${r.cpuMsPerRequest ?? '–'} ms/request` +
  (failed(r) ? ` — FAILED: ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts${r.poolExhausted ? ', pool exhausted' : ''}` : '');

/** One signed pool for the app, used at most once per request. */
async function pool(w: World, s: Scenario, n: number): Promise<{ requests: PreparedRequest[]; signedAt: number; unsigned: Awaited<ReturnType<Scenario['build']>> }> {
  if (s.consent && Date.now() - w.consentAt > MAX_CONSENT_AGE_MS) await refreshConsent(w);
  const unsigned = await s.build(w, n);
  const t = performance.now();
  const signedAt = Date.now();
  const requests = signAll(w, unsigned);
  log(`  signed ${n} requests in ${((performance.now() - t) / 1000).toFixed(2)} s`);
  return { requests, signedAt, unsigned };
}

/** A load run with the CPU time the target's process tree used during it. */
async function withCpu(target: Target, run: () => Promise<LoadResult>, profileAs?: string): Promise<LoadResult> {
  const profiled = PROFILE_DIR && profileAs ? treePids(target.pid) : [];
  await toggleProfiles(profiled);
  const before = treeCpuSeconds(target.pid);
  const r = await run();
  const used = treeCpuSeconds(target.pid) - before;
  if (profiled.length) await collectProfiles(profiled, profileAs!);
  return { ...r, cpuMsPerRequest: r.responses ? Math.round((used * 1000 * 1000) / r.responses) / 1000 : undefined };
}

async function baseline(target: Target, requests: PreparedRequest[], connections: number, profileAs?: string): Promise<LoadResult> {
  await runLoad({ url: target.url, connections, duration: 1, pool: requests, cycle: true }); // warm-up
  return withCpu(target, () => runLoad({ url: target.url, connections, duration: DURATION, pool: requests, cycle: true }), profileAs);
}

/**
 * --cpu-prof: SIGUSR2 starts or stops the V8 profiler in each serving process (scripts/server-profile.mjs; the
 * primary ignores it), so a profile covers one measured run and nothing else.
 */
async function toggleProfiles(pids: number[]): Promise<void> {
  for (const pid of pids) process.kill(pid, 'SIGUSR2');
  if (pids.length) await pause(200); // the profiler starts asynchronously in each process
}

/** Stops the profiles of one run and names them `<label>-<pid>.cpuprofile` in the --cpu-prof directory. */
async function collectProfiles(pids: number[], label: string): Promise<void> {
  const dir = PROFILE_DIR!;
  const before = new Set(readdirSync(dir));
  await toggleProfiles(pids);
  const workers = pids.length > 1 ? pids.length - 1 : 1; // under a cluster primary, which writes none
  for (let waited = 0; waited < 10_000; waited += 100) {
    const fresh = readdirSync(dir).filter((f) => !before.has(f) && /^(app|worker)-\d+-\d+\.cpuprofile$/.test(f));
    if (fresh.length >= workers) {
      for (const f of fresh) renameSync(join(dir, f), join(dir, `${label}-${f.split('-')[1]}.cpuprofile`));
      log(`  profile: ${fresh.length} file(s) ${label}-<pid>.cpuprofile in ${dir}`);
      return;
    }
    await pause(100);
  }
  log(`  profile: no profile written for ${label}`);
}

async function alive(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).status === 200;
  } catch {
    return false;
  }
}

async function checkBaseline(name: string, target: Target, r: PreparedRequest): Promise<void> {
  const res = await fetch(new URL(r.path, target.url), { method: r.method, headers: r.headers, body: r.body });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${name} answered ${res.status} to ${r.method} ${r.path}: ${text.slice(0, 400)}`);
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  log('starting the app (scripts/start.mjs builds it first when the build is missing or stale)…');
  if (args.db !== 'sqlite' && args.db !== 'postgresql') throw new Error(`--db ${args.db}: sqlite or postgresql`);
  const pgName = `openbank_bench_${process.pid}`;
  const databaseUrl = args.db === 'postgresql' ? await freshDatabase(args['database-url'], pgName) : null;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl; // the bench process reads and writes the same database
  const app = await startApp({ ...WORKERS_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, PROFILE_DIR);
  // RSS while the data is loaded (10,000-item bulk bodies) and, separately, through the measured runs.
  const setupRss = sampleRss(app.pid);
  let rss = setupRss;
  const targets: Target[] = [app];
  let floor: Target | null = null;
  let prism: Target | null = null;
  let prismError: string | null = null;
  const result: BenchResult = {
    startedAt,
    finishedAt: '',
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), os: `${process.platform} ${release()}`, node: process.version, loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100) },
    settings: { database: args.db, durationSeconds: DURATION, connections: CONNECTIONS, transactions: TRANSACTIONS, batchPayments: BATCH, appLogLevel: 'warn', gitCommit: gitCommit(), workers: args.workers ? Number(args.workers) : 'default', ...(args.db === 'postgresql' ? { vacuumAfterLoad: args.vacuum } : {}) },
    notes: [
      'Load generator: autocannon (programmatic API) in the bench process on the same machine, HTTP/1.1 keep-alive, pipelining 1.',
      `App: scripts/start.mjs (scripts/server.mjs, WEB_CONCURRENCY ${args.workers ?? 'default'}) on ${args.db === 'postgresql' ? 'a fresh PostgreSQL database' : 'SQLite (fresh DATA_DIR, WAL)'}, LOG_LEVEL=warn. Each app request is signed up front and sent once (X-Request-ID is single-use).`,
      'CPU ms/request: user + system CPU of the target process tree during the run (from /proc) per response; robust to a busy machine, unlike req/s.',
      'floor: bench/floor, a Next.js app of one route handler answering {"ok":1} to every path, built by the same next and served by the same server code (scripts/server-worker.mjs, same WEB_CONCURRENCY); driven with the same pre-signed requests (cycled).',
      'bare: node:http, certificate parsed once, per request Date window + Digest + signing string + RSA-SHA256 verify with node:crypto, small JSON answer; driven with the same pre-signed requests (cycled).',
      'prism: `prism mock` (static examples) of the Berlin Group 1.3.8 yaml, same requests plus Consent-ID; the NDCT payment goes to sepa-credit-transfers (NDCT is not a Berlin Group product).',
      'Latency percentiles are computed from every response time (sub-millisecond); req/s = responses / run duration.',
    ],
    runs: [],
    batch: null,
    rss: null,
    setupRss: null,
    bulkLoad: null,
    prismError: null,
  };
  try {
    const bare = await startBare();
    targets.push(bare);
    if (!args['no-floor']) {
      floor = await startFloor(WORKERS_ENV, PROFILE_DIR);
      targets.push(floor);
      // JIT warm-up before the first scenario: with only each run's 1 s warm-up, the floor of the first scenario
      // measured 2–3 ms of CPU per request against ~1.2 ms for the later ones (2026-11-26), flattering the app there.
      await runLoad({ url: floor.url, connections: 10, duration: 10, pool: [{ method: 'GET', path: '/v1/accounts', headers: {} }], cycle: true });
    }
    if (!args['no-prism']) {
      try {
        prism = await startPrism();
        targets.push(prism);
      } catch (e) {
        prismError = (e as Error).message.slice(0, 2000);
        log(`Prism could not be started; measuring without it: ${prismError}`);
      }
    }
    log(`app ${app.url} (DATA_DIR ${app.dataDir}), bare ${bare.url}${floor ? `, floor ${floor.url}` : ''}${prism ? `, prism ${prism.url}` : ''}`);
    const w = await prepareWorld(app, TRANSACTIONS, log);
    result.setupRss = setupRss.stop();
    result.bulkLoad = { transactions: TRANSACTIONS, seconds: w.loadSeconds, requests: Math.ceil(TRANSACTIONS / 10_000) };
    if (databaseUrl && args.vacuum) log(`VACUUM ANALYZE after loading: ${(await vacuumAnalyze(databaseUrl)).toFixed(1)} s`);
    rss = sampleRss(app.pid);

    for (const s of scenarios) {
      log(`scenario ${s.name}: ${s.title}`);
      await sanityCheck(w, s);
      for (const c of CONNECTIONS) {
        // Warm-up (also sizes the pool): a fixed number of requests at this concurrency.
        const warmCount = Math.max(3 * c, 30);
        const warm = await pool(w, s, warmCount + c);
        const warmRun = await runLoad({ url: app.url, connections: c, amount: warmCount, pool: warm.requests, cycle: false });
        if (failed(warmRun)) log(`  warm-up had failures: ${describe(warmRun)}`);
        // The pool must outlast the run: sized from the warm-up (cold, so an under-estimate) or the rate at fewer
        // connections, whichever is higher, with a margin; a run that still runs out is repeated with a larger pool.
        let rate = Math.max(warmRun.rps, ...result.runs.filter((r) => r.scenario === s.name).map((r) => r.app.rps));
        let measured: Awaited<ReturnType<typeof pool>>;
        let appRun: LoadResult;
        let size: number;
        for (let attempt = 1; ; attempt++) {
          size = Math.min(MAX_POOL, Math.ceil(rate * DURATION * 2) + 4 * c + 50);
          measured = await pool(w, s, size);
          if (attempt === 1) await checkBaseline('bare', bare, measured.requests[0]!);
          appRun = await withCpu(app, () => runLoad({ url: app.url, connections: c, duration: DURATION, pool: measured.requests, cycle: false }), `app-${s.name}-${c}c-${attempt}`);
          if (!appRun.poolExhausted || attempt === 3 || size === MAX_POOL) break;
          log(`  app   c=${c}: ${size} signed requests lasted less than ${DURATION} s; repeating with a larger pool`);
          rate = Math.max(rate * 3, (appRun.ok / appRun.duration) * 2);
          await pause(1000);
        }
        log(`  app   c=${c}: ${describe(appRun)}`);
        if (appRun.errors > 0 || appRun.ok === 0) log(`  app output (tail):\n${app.output().slice(-3000)}`);
        if (!(await alive(app.url))) throw new Error(`the app stopped answering during ${s.name} at ${c} connections:\n${app.output().slice(-6000)}`);
        await pause(500);

        // Baselines get the same signed requests; re-signed (same content, new Date and X-Request-ID) when too old.
        let requests = measured.requests;
        if (Date.now() - measured.signedAt > MAX_POOL_AGE_MS) requests = signAll(w, measured.unsigned);
        let floorRun: LoadResult | null = null;
        if (floor) {
          await checkBaseline('floor', floor, requests[0]!);
          floorRun = await baseline(floor, requests, c, `floor-${s.name}-${c}c`);
          log(`  floor c=${c}: ${describe(floorRun)}`);
        }
        if (Date.now() - measured.signedAt > MAX_POOL_AGE_MS) requests = signAll(w, measured.unsigned);
        const bareRun = await baseline(bare, requests, c);
        log(`  bare  c=${c}: ${describe(bareRun)}`);
        let prismRun: LoadResult | null = null;
        const prismRequests = requests.map((r) => s.forPrism(r));
        if (prism && prismRequests.every((r) => r !== null)) {
          if (Date.now() - measured.signedAt > MAX_POOL_AGE_MS) requests = signAll(w, measured.unsigned);
          await checkBaseline('prism', prism, prismRequests[0]!);
          prismRun = await baseline(prism, prismRequests as PreparedRequest[], c);
          log(`  prism c=${c}: ${describe(prismRun)}`);
        }
        const record: RunRecord = { scenario: s.name, title: s.title, connections: c, signed: size, app: appRun, floor: floorRun, bare: bareRun, prism: prismRun };
        result.runs.push(record);
        await pause(500);
      }
    }

    result.rss = rss.stop();
    log(`  app RSS: peak ${result.rss.maxMiB} MiB in one process (${JSON.stringify(result.rss.peakMiB)})`);
    for (const t of targets) await t.stop();
    if (BATCH > 0) {
      log(`batch: inserting ${BATCH} ACTC payments and running runPaymentBatch (app stopped)…`);
      result.batch = await timeBatch(w, BATCH);
      log(`  batch: ${result.batch.seconds} s for ${BATCH} payments (${result.batch.paymentsPerSecond}/s); insert ${result.batch.insertSeconds} s; CPU: bench process ${result.batch.cpuSeconds} s${result.batch.databaseCpuSeconds === null ? '' : `, PostgreSQL ${result.batch.databaseCpuSeconds} s`}`);
    }
    const { closeDb } = await import('../lib/db/client.ts');
    await closeDb();
    if (databaseUrl) await dropDatabase(args['database-url'], pgName);
  } finally {
    for (const t of targets) await t.stop();
  }

  result.finishedAt = new Date().toISOString();
  result.prismError = prismError;
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  const summary = summarise(result);
  if (args.latest) writeFileSync(join(ROOT, 'bench', 'latest.json'), JSON.stringify(summary, null, 2) + '\n');

  process.stdout.write(`\n${table(result)}\n\n`);
  for (const line of medianFloorLines(result)) process.stdout.write(`${line}\n`);
  for (const line of tailLines(result)) process.stdout.write(`${line}\n`);
  if (result.batch) process.stdout.write(`Batch: runPaymentBatch over ${result.batch.payments} ACTC payments took ${result.batch.seconds} s (${result.batch.paymentsPerSecond} payments/s; CPU ${result.batch.cpuSeconds} s in the bench process${result.batch.databaseCpuSeconds === null ? '' : `, ${result.batch.databaseCpuSeconds} s in PostgreSQL`}).\n`);
  if (prismError) process.stdout.write(`Prism was not measured: ${prismError.split('\n')[0]}\n`);
  if (result.rss) process.stdout.write(`RSS through the measured runs: peak ${result.rss.maxMiB} MiB in one app process (${Object.keys(result.rss.peakMiB).length} process(es) sampled ${result.rss.samples} times).\n`);
  if (result.bulkLoad) process.stdout.write(`Bulk load: ${result.bulkLoad.transactions} transactions in ${result.bulkLoad.requests} requests of up to 10,000 took ${result.bulkLoad.seconds} s.\n`);
  if (result.setupRss) process.stdout.write(`RSS while loading the data (bulk API, 10,000 items per request): peak ${result.setupRss.maxMiB} MiB.\n`);
  const bad = result.runs.filter((r) => failed(r.app) || failed(r.floor) || failed(r.bare) || failed(r.prism));
  process.stdout.write(`Results: ${file}${args.latest ? ' and bench/latest.json' : ''}\n`);
  if (bad.length) {
    process.stdout.write(`⚠ ${bad.length} run(s) had failed responses: ${bad.map((r) => `${r.scenario}@${r.connections}`).join(', ')}\n`);
    process.stdout.write(`The app's DATA_DIR and the server logs are kept: ${app.dataDir} and ${tmpdir()}/openbank-bench-log-*\n`);
    process.exitCode = 1;
  } else {
    removeTempDirs();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
