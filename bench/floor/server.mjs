// Serves the framework floor (bench/floor/app) through the app's own HTTP server code (scripts/server-worker.mjs
// and scripts/server-primary.mjs: same node:http front, request context, cluster, WEB_CONCURRENCY), so the bench's
// app/floor ratio is the app's own work. No database: the primary does not migrate. Build first with
// `node node_modules/next/dist/bin/next build bench/floor` (bench/lib/servers.ts does it when the build is missing).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { readServerConfig } from '../../scripts/server-config.mjs';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const thisFile = fileURLToPath(import.meta.url);
const root = dirname(thisFile);
const config = readServerConfig(process.env);
if (cluster.isWorker || config.webConcurrency === 1) {
  const { runWorker } = await import('../../scripts/server-worker.mjs');
  await runWorker({ root, config });
} else {
  const { runPrimary } = await import('../../scripts/server-primary.mjs');
  await runPrimary({ root, config, workerScript: thisFile, migrate: false });
}
