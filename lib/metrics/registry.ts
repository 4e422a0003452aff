// Prometheus metrics of the app (issue 14), in prom-client's default registry: one per process. With several workers
// (node:cluster) GET /metrics asks the primary, which gathers every worker's registry with prom-client's
// AggregatorRegistry (scripts/server-primary.mjs) and answers the sum, so one scrape sees the whole instance.
// Every metric is created once per process even when several route bundles load this module (getSingleMetric).
import 'server-only';
import client from 'prom-client';
import { dbPipelineStats, dbPoolStats, walCheckpointStats } from '../db/client.ts';
import { SYNC_EVERY_MS } from '../db/wal-checkpointer.ts';

const { register } = client;

function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const KEY = Symbol.for('openbank.metrics.defaults');
const g = globalThis as Record<symbol, unknown>;
if (!g[KEY]) {
  g[KEY] = true;
  client.collectDefaultMetrics({ prefix: 'openbank_' });
}

/** Signed /v1 calls by operation (method and path template) and status. */
export const requestsTotal = once('openbank_http_requests_total', () => new client.Counter({
  name: 'openbank_http_requests_total', help: 'Signed /v1 requests answered, by operation and status', labelNames: ['operation', 'status'] as const,
}));

/** Time from the pipeline's start to the response, seconds. */
export const requestDuration = once('openbank_http_request_duration_seconds', () => new client.Histogram({
  name: 'openbank_http_request_duration_seconds', help: 'Latency of signed /v1 requests (pipeline start to response), by operation and status',
  labelNames: ['operation', 'status'] as const, buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
}));

/** Requests refused by the signature, certificate or Date checks (spec 5), by error code. */
export const signatureRejections = once('openbank_signature_rejections_total', () => new client.Counter({
  name: 'openbank_signature_rejections_total', help: 'Requests refused by the signature, certificate or Date checks, by Berlin Group code', labelNames: ['reason'] as const,
}));

/** SCA flows: started (redirect link issued), completed (PSU approved), failed (cancelled, refused, attempts used up). */
export const scaFlows = once('openbank_sca_flows_total', () => new client.Counter({
  name: 'openbank_sca_flows_total', help: 'SCA flows by event: started, completed, failed', labelNames: ['event'] as const,
}));

export const batchRuns = once('openbank_payment_batch_runs_total', () => new client.Counter({
  name: 'openbank_payment_batch_runs_total', help: 'Payment batch runs finished, by trigger: schedule (the five daily slots) or sandbox (a TPP ran its world\'s batch)',
  labelNames: ['trigger'] as const,
}));

export const paymentsBooked = once('openbank_payments_booked_total', () => new client.Counter({
  name: 'openbank_payments_booked_total', help: 'Payments booked by batch runs',
}));

/** A gauge of a process's state, one series per `state` label, read at each scrape; absent while `read` gives null. */
function stateGauge(name: string, help: string, read: () => Record<string, number> | null): void {
  once(name, () => new client.Gauge({
    name, help, labelNames: ['state'] as const,
    collect() {
      for (const [state, value] of Object.entries(read() ?? {})) this.set({ state }, value);
    },
  }));
}

stateGauge('openbank_db_pool_connections', 'PostgreSQL pool connections of the process by state (total, idle, waiting requests, max); absent on SQLite', () => {
  const s = dbPoolStats();
  return s && { total: s.total, idle: s.idle, waiting: s.waiting, max: s.max };
});

stateGauge(
  'openbank_db_pipeline',
  'PostgreSQL pipelined connections of the process (lib/db/pg-pipeline.ts): connections open, statements in flight, and statements sent to the pool since start because every connection was full; absent on SQLite and with DB_PIPELINE_CONNECTIONS=0',
  () => {
    const s = dbPipelineStats();
    return s && { connections: s.connections, in_flight: s.inFlight, overflow: s.overflow };
  },
);

stateGauge(
  'openbank_sqlite_wal_checkpoint_frames',
  'SQLite WAL frames of the process by state: copied into the database by the checkpoint thread since it started, and behind (not copied at its last checkpoint); absent on PostgreSQL',
  () => {
    const s = walCheckpointStats();
    return s && { copied: s.frames, behind: s.behind };
  },
);

stateGauge(
  'openbank_sqlite_database_syncs',
  `SQLite database-file syncs by the WAL checkpoint thread since it started (at most one per ${SYNC_EVERY_MS} ms while it copies frames: lib/db/wal-checkpointer.ts); absent on PostgreSQL`,
  () => {
    const s = walCheckpointStats();
    return s && { thread: s.synced };
  },
);

/** Counts one event; never throws (metrics must not change an answer). */
export function count(fn: () => void): void {
  try {
    fn();
  } catch {
    // ignore
  }
}
