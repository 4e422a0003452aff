// The cluster primary of `npm start` (WEB_CONCURRENCY > 1): migrates the database once, forks the workers that
// share the port (node:cluster), restarts a worker that dies (with back-off; gives up when they crash-loop),
// restarts them one by one on SIGHUP, and on SIGTERM/SIGINT has every worker shut down gracefully.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import client from 'prom-client';
import { errFields, log } from './server-log.mjs';

/** GET /metrics in a worker asks here; the answer sums every worker's registry (lib/metrics/scrape.ts). */
function answerMetricsRequests() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (message?.type !== 'openbank:metrics-request') return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: 'openbank:metrics-response', id: message.id, text }))
      .catch((e) => worker.send({ type: 'openbank:metrics-response', id: message.id, error: String(e?.message ?? e) }));
  });
}

/** More crashes than this within CRASH_WINDOW_MS is a crash loop: the primary stops everything and exits 1. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Restart delay after the n-th recent crash: 0.5 s, 1 s, 2 s, ... up to 15 s. */
const backoffMs = (n) => Math.min(15_000, 500 * 2 ** Math.max(0, n - 1));

/**
 * Runs the migrations in a child process (`npm run db:migrate`: TypeScript, lib/db/migrate.ts), before any worker
 * starts. A configuration error is printed as its message, as a single process does (instrumentation.ts).
 */
const MIGRATE = "import('./scripts/migrate.ts').catch((e) => { console.error(e?.name === 'ConfigError' ? e.message : e); process.exit(1); })";
async function migrate(root) {
  const child = spawn(process.execPath, ['--import', './scripts/register-server-only.mjs', '--import', 'tsx', '--input-type=module', '--eval', MIGRATE], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  if (code !== 0) {
    log.fatal(`database migration failed (exit ${code}); not starting`);
    process.exit(1);
  }
}

/** `migrate: false` for a server without a database (the bench's framework floor, bench/floor/server.mjs). */
export async function runPrimary({ root, config, workerScript, migrate: migrates = true }) {
  process.title = 'openbank-primary';
  // Bench profiling (scripts/server-profile.mjs) signals every process of the tree; the primary serves nothing.
  if (process.env.CPU_PROF_DIR) process.on('SIGUSR2', () => {});
  answerMetricsRequests();
  const crashes = [];
  let stopping = false;
  let exitCode = 0;
  let everListening = false;
  let listening = 0;

  const stopAll = (code, reason) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    log.info(`stopping ${Object.keys(cluster.workers).length} worker(s)`, { reason });
    // A signal, not a message: it also reaches a worker still starting (which then just exits).
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGTERM');
    // Workers bound their own shutdown (SHUTDOWN_TIMEOUT_MS plus their hooks); this is the backstop.
    setTimeout(() => {
      log.error('workers did not exit in time; killing them');
      for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000).unref();
    if (Object.keys(cluster.workers).length === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => {
    listening += 1;
    if (!everListening && listening === config.webConcurrency) log.info(`ready on http://${config.hostname}:${config.port} with ${listening} workers`, { mode: config.mode });
    everListening ||= listening === config.webConcurrency;
    worker.once('exit', () => (listening -= 1));
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker still starting when signalled dies of the signal itself: it had nothing to finish.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (Object.keys(cluster.workers).length === 0) process.exit(exitCode);
      return;
    }
    if (worker.rollingRestart) return; // replaced on purpose (SIGHUP); its successor is already serving
    if (!everListening) {
      log.fatal(`worker ${worker.process.pid} exited (${signal ?? code}) before the server was up; not starting`);
      return stopAll(1, 'start-up failed');
    }
    if (code === 0 && !signal) {
      log.warn(`worker ${worker.process.pid} exited; starting a new one`);
      cluster.fork();
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length >= MAX_CRASHES) {
      log.fatal(`workers are crash-looping (${crashes.length} crashes within ${CRASH_WINDOW_MS / 1000} s); giving up`);
      return stopAll(1, 'crash loop');
    }
    const delay = backoffMs(crashes.length);
    log.error(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); restarting it in ${delay} ms`);
    setTimeout(() => stopping || cluster.fork(), delay).unref();
  });

  // SIGHUP: replace the workers one at a time (new one listening first), e.g. to pick up a new build.
  let rolling = false;
  process.on('SIGHUP', async () => {
    if (rolling || stopping) return;
    rolling = true;
    log.info('rolling restart of the workers');
    try {
      for (const old of Object.values(cluster.workers)) {
        const fresh = cluster.fork();
        await new Promise((resolve, reject) => {
          fresh.once('listening', resolve);
          fresh.once('exit', () => reject(new Error(`new worker ${fresh.process.pid} exited before listening`)));
        });
        old.rollingRestart = true;
        old.process.kill('SIGTERM');
        await new Promise((resolve) => old.once('exit', resolve));
      }
      log.info('rolling restart done');
    } catch (e) {
      log.error('rolling restart stopped', errFields(e));
    } finally {
      rolling = false;
    }
  });
  process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));
  process.on('SIGINT', () => stopAll(0, 'SIGINT'));

  if (migrates) await migrate(root);
  if (stopping) return;
  cluster.setupPrimary({ exec: workerScript });
  log.info(`starting ${config.webConcurrency} workers`);
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
}
