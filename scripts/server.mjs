// The HTTP server of `npm start` (scripts/start.mjs builds first when the build is stale): `node scripts/server.mjs`
// serves the current build. WEB_CONCURRENCY worker processes (default: one per available core on PostgreSQL, one in
// all on SQLite) share the port through node:cluster under a primary (scripts/server-primary.mjs);
// WEB_CONCURRENCY=1 serves from this process alone. Each worker is scripts/server-worker.mjs. Plain ESM JavaScript,
// so start-up needs no compile step.
import cluster from 'node:cluster';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig, ServerConfigError } from './server-config.mjs';

const thisFile = fileURLToPath(import.meta.url);
const root = join(dirname(thisFile), '..');

/** Serves the current build: as the primary, as a worker, or as the only process. */
export async function serve() {
  process.env.NODE_ENV = 'production';
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  let config;
  try {
    config = readServerConfig(process.env);
  } catch (e) {
    if (!(e instanceof ServerConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
  if (cluster.isWorker || config.webConcurrency === 1) {
    const { runWorker } = await import('./server-worker.mjs');
    if (cluster.isWorker) process.title = 'openbank-worker';
    return runWorker({ root, config });
  }
  if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL?.trim() ?? '')) {
    const { log } = await import('./server-log.mjs');
    log.warn(`WEB_CONCURRENCY=${config.webConcurrency} on SQLite: writes from different workers can fail with SQLITE_BUSY; use PostgreSQL for several workers`);
  }
  const { runPrimary } = await import('./server-primary.mjs');
  return runPrimary({ root, config, workerScript: thisFile });
}

// Run directly (`node scripts/server.mjs`), and as each cluster worker's entry point.
if (process.argv[1] && resolve(process.argv[1]) === thisFile) await serve();
