// Drives a target with autocannon from a pool of pre-built (pre-signed) requests: signing is never in the measured
// loop. Every response's status is recorded; latencies are recorded per response with sub-millisecond precision
// (autocannon's own histogram has 1 ms resolution, too coarse for the bare baseline).
import autocannon, { type Result } from 'autocannon';

/** One ready-to-send request. */
export interface PreparedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** Origin, e.g. http://127.0.0.1:3000 */
  url: string;
  connections: number;
  /** Seconds; with `amount` unset the run lasts this long. */
  duration?: number;
  /** Total number of requests instead of a duration. */
  amount?: number;
  pool: PreparedRequest[];
  /** Start again at the first request when the pool is used up (only for targets without replay protection). */
  cycle: boolean;
}

export interface LatencySummary {
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  max: number;
}

export interface LoadResult {
  connections: number;
  /** Seconds the run lasted. */
  duration: number;
  /** Responses received. */
  responses: number;
  /** Responses per second. */
  rps: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Latency of all responses, milliseconds. */
  latency: LatencySummary;
  /** True when a non-cycling pool ran out and the run was ended early. */
  poolExhausted: boolean;
  /** Pool entries consumed (built for sending). */
  used: number;
  /**
   * CPU time (user + system) the target's processes used during the run, per response, ms: robust to a busy machine,
   * where req/s and latency mostly measure waiting for a core (bench/README.md).
   */
  cpuMsPerRequest?: number;
}

/** Percentile of sorted values (nearest rank); also the in-process probes' (bench/probe/request-cpu.ts). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** Runs autocannon once; resolves with the per-response statistics. */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const { pool } = opts;
  if (pool.length === 0) throw new Error('empty request pool');
  let next = 0;
  let poolExhausted = false;
  let instance: ReturnType<typeof autocannon> | null = null;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};

  return new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 5 }),
        pipelining: 1,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => {
              let r = pool[next];
              if (!r) {
                if (opts.cycle) {
                  next = 0;
                  r = pool[0]!;
                } else {
                  // Out of signed requests: end the run; the request built now repeats the last one and is
                  // rejected as a replay (counted as non-2xx), so an exhausted run can never pass for a clean one.
                  if (!poolExhausted) {
                    poolExhausted = true;
                    setImmediate(() => instance?.stop());
                  }
                  r = pool[pool.length - 1]!;
                }
              }
              next += 1;
              return { ...req, method: r.method, path: r.path, headers: { ...r.headers }, body: r.body ?? '' };
            },
          },
        ],
      },
      (err: Error | null, result: Result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(latencies).sort();
        const sum = latencies.reduce((a, b) => a + b, 0);
        const responses = latencies.length;
        const ok = Object.entries(statusCodes).reduce((n, [code, count]) => (code.startsWith('2') ? n + count : n), 0);
        resolve({
          connections: opts.connections,
          duration: result.duration,
          responses,
          rps: Math.round((responses / result.duration) * 10) / 10,
          ok,
          non2xx: responses - ok,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
          latency: {
            p50: round(percentile(sorted, 50)),
            p90: round(percentile(sorted, 90)),
            p99: round(percentile(sorted, 99)),
            mean: round(responses ? sum / responses : NaN),
            max: round(sorted[sorted.length - 1] ?? NaN),
          },
          poolExhausted,
          used: Math.min(next, pool.length),
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
}
