// The benchmark's result document, its summary (bench/latest.json) and the printed table.
import type { BatchTiming } from './batch.ts';
import type { LoadResult } from './load.ts';
import type { RssSummary } from './rss.ts';

export type TargetName = 'app' | 'floor' | 'bare' | 'prism';

export interface RunRecord {
  scenario: string;
  title: string;
  connections: number;
  /** Requests signed for the app run (each used at most once). */
  signed: number;
  app: LoadResult;
  /** The framework floor (bench/floor), same requests, same worker count. */
  floor: LoadResult | null;
  bare: LoadResult | null;
  prism: LoadResult | null;
}

export interface BenchResult {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; os: string; node: string; loadAverageAtStart: number[] };
  settings: { database: string; durationSeconds: number; connections: number[]; transactions: number; batchPayments: number; appLogLevel: string; gitCommit: string | null; workers: number | 'default'; vacuumAfterLoad?: boolean };
  notes: string[];
  runs: RunRecord[];
  batch: BatchTiming | null;
  /** RSS of the app's processes through the load runs. */
  rss: RssSummary | null;
  /** RSS while the bench loaded its data. */
  setupRss: RssSummary | null;
  /** POST /v1/sandbox/accounts/{id}/transactions with 10,000 items per request (the timing tests/routes used to assert). */
  bulkLoad: { transactions: number; seconds: number; requests: number } | null;
  prismError: string | null;
}

const ratio = (a: number | undefined, b: number | undefined): number | null => (a && b ? Math.round((a / b) * 1000) / 1000 : null);

/** Whether a run had any failed response (non-2xx, connection error, timeout) or ran out of signed requests. */
export const failed = (r: LoadResult | null): boolean => !!r && (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.poolExhausted);

/** A median and the range it came from. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** The median and range of `values`, or null for none. */
function spread(values: number[]): Spread | null {
  if (values.length === 0) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  const median = v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  return { median, min: v[0]!, max: v[v.length - 1]!, runs: v.length };
}

/** The connection counts of the runs, in the order they were measured. */
const connectionCounts = (runs: RunRecord[]): number[] => [...new Set(runs.map((r) => r.connections))];

/** Per connection count: the spread of `pick` over the runs where it gives a value. */
function byConnections(runs: RunRecord[], pick: (r: RunRecord) => number | null | undefined): Map<number, Spread> {
  const out = new Map<number, Spread>();
  for (const connections of connectionCounts(runs)) {
    const s = spread(runs.flatMap((r) => (r.connections === connections ? [pick(r)].filter((x): x is number => typeof x === 'number' && x > 0) : [])));
    if (s) out.set(connections, s);
  }
  return out;
}

/**
 * The floor's CPU per request at each connection count: the median of the run's floor runs, and their range. The floor
 * does the same work for every scenario (one route handler answering {"ok":1}), so its runs differ only by the
 * machine's noise — 1.31 to 2.04 ms in one run on 2026-11-27 — and their median is a steadier baseline for the app's
 * CPU per request than the floor run next to it (bench/README.md, "Method"; docs/decisions/0001-bench-against-the-framework-floor.md).
 */
export function floorCpuMedians(result: Pick<BenchResult, 'runs'>): Map<number, Spread> {
  return byConnections(result.runs, (r) => (r.floor && !failed(r.floor) ? r.floor.cpuMsPerRequest : null));
}

/** p99/p50 of a run that did not fail (as the table's and the summary's app ratio), else null. */
const tail = (r: LoadResult | null): number | null => (r && !failed(r) ? ratio(r.latency.p99, r.latency.p50) : null);

/**
 * The host's own tail at each connection count: p99/p50 of the floor's runs (an empty Next.js handler) and of the bare
 * node:http server's, median and range. Target 2 asks the app for p99 ≤ 4 × p50; on a shared VM the servers that do
 * (almost) nothing pass or miss it with the host (2026-11-28, night: floor 3.4–5.4 and bare 3.9–5.3 at 10 connections
 * in one PostgreSQL bench), so the app's ratio is printed beside theirs from the same run.
 */
export function hostTails(result: Pick<BenchResult, 'runs'>): Map<number, { floor: Spread | null; bare: Spread | null }> {
  const floor = byConnections(result.runs, (r) => tail(r.floor));
  const bare = byConnections(result.runs, (r) => tail(r.bare));
  return new Map(connectionCounts(result.runs).filter((c) => floor.has(c) || bare.has(c)).map((c) => [c, { floor: floor.get(c) ?? null, bare: bare.get(c) ?? null }]));
}

/** Per run: req/s and latency of each target, the ratios, and errors. */
export function summarise(result: BenchResult) {
  const brief = (r: LoadResult | null) =>
    r && {
      rps: r.rps,
      cpuMsPerRequest: r.cpuMsPerRequest ?? null,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      responses: r.responses,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      ...(r.poolExhausted ? { poolExhausted: true } : {}),
      ...(r.non2xx > 0 ? { statusCodes: r.statusCodes } : {}),
    };
  const medians = floorCpuMedians(result);
  return {
    startedAt: result.startedAt,
    machine: result.machine,
    settings: result.settings,
    notes: result.notes,
    prismError: result.prismError,
    runs: result.runs.map((r) => ({
      scenario: r.scenario,
      connections: r.connections,
      app: brief(r.app),
      floor: brief(r.floor),
      bare: brief(r.bare),
      prism: brief(r.prism),
      ratios: {
        rpsAppOverFloor: ratio(r.app.rps, r.floor?.rps),
        /** floor CPU per request / app CPU per request: the app's share of the floor's throughput when CPU-bound. */
        cpuFloorOverApp: ratio(r.floor?.cpuMsPerRequest, r.app.cpuMsPerRequest),
        /** The same against the median of the run's floor runs at this connection count (floorCpuMedians). */
        cpuMedianFloorOverApp: ratio(medians.get(r.connections)?.median, r.app.cpuMsPerRequest),
        p99OverP50App: ratio(r.app.latency.p99, r.app.latency.p50),
        rpsAppOverBare: ratio(r.app.rps, r.bare?.rps),
        rpsAppOverPrism: ratio(r.app.rps, r.prism?.rps),
        p50AppOverBare: ratio(r.app.latency.p50, r.bare?.latency.p50),
        p50AppOverPrism: ratio(r.app.latency.p50, r.prism?.latency.p50),
      },
      clean: !failed(r.app) && !failed(r.floor) && !failed(r.bare) && !failed(r.prism),
    })),
    floorCpuMedians: Object.fromEntries(medians),
    /** p99/p50 of the floor's and the bare server's runs per connection count (hostTails). */
    hostTails: Object.fromEntries(hostTails(result)),
    batch: result.batch,
    rss: result.rss,
    setupRss: result.setupRss,
    bulkLoad: result.bulkLoad,
  };
}

const num = (n: number | null | undefined, digits = 1): string => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));
const cell = (r: LoadResult | null, what: 'rps' | 'p50' | 'p99'): string => {
  if (!r) return '–';
  const v = what === 'rps' ? num(r.rps, 0) : num(r.latency[what], 2);
  return failed(r) ? `${v} ⚠` : v;
};

/** A Markdown table of all runs (⚠ marks a run with failed responses; see the error column). */
export function table(result: BenchResult): string {
  const lines = [
    '| scenario | conns | app req/s | app p50 ms | app p99 ms | app p99/p50 | app CPU ms/req | floor req/s | floor p50 | floor p99 | floor CPU ms/req | **app/floor req/s** | **floor/app CPU** | bare req/s | bare p50 | bare p99 | prism req/s | prism p50 | prism p99 | app/bare req/s | app/prism req/s | failed (app/floor/bare/prism) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of result.runs) {
    const bad = (x: LoadResult | null) => (x ? String(x.non2xx + x.errors + x.timeouts) + (x.poolExhausted ? '+pool' : '') : '–');
    lines.push(
      `| ${r.scenario} | ${r.connections} | ${cell(r.app, 'rps')} | ${cell(r.app, 'p50')} | ${cell(r.app, 'p99')} | ${num(ratio(r.app.latency.p99, r.app.latency.p50), 1)} | ${num(r.app.cpuMsPerRequest, 2)} | ` +
        `${cell(r.floor, 'rps')} | ${cell(r.floor, 'p50')} | ${cell(r.floor, 'p99')} | ${num(r.floor?.cpuMsPerRequest, 2)} | **${num(ratio(r.app.rps, r.floor?.rps), 3)}** | **${num(ratio(r.floor?.cpuMsPerRequest, r.app.cpuMsPerRequest), 3)}** | ${cell(r.bare, 'rps')} | ${cell(r.bare, 'p50')} | ${cell(r.bare, 'p99')} | ` +
        `${cell(r.prism, 'rps')} | ${cell(r.prism, 'p50')} | ${cell(r.prism, 'p99')} | ${num(ratio(r.app.rps, r.bare?.rps), 3)} | ${num(ratio(r.app.rps, r.prism?.rps), 3)} | ${bad(r.app)}/${bad(r.floor)}/${bad(r.bare)}/${bad(r.prism)} |`,
    );
  }
  return lines.join('\n');
}

/** The app's CPU per request against the median floor (floorCpuMedians), one line per connection count. */
export function medianFloorLines(result: BenchResult): string[] {
  const medians = floorCpuMedians(result);
  return [...medians].map(([connections, m]) => {
    const apps = result.runs.filter((r) => r.connections === connections).map((r) => `${r.scenario} ${num(ratio(m.median, r.app.cpuMsPerRequest), 2)}`);
    return `Floor CPU at ${connections} connections: median ${num(m.median, 2)} ms/request (${num(m.min, 2)}–${num(m.max, 2)}, ${m.runs} runs); median floor/app CPU: ${apps.join(', ')}.`;
  });
}

/** The app's p99/p50 per scenario beside the host's own (hostTails), one line per connection count. */
export function tailLines(result: BenchResult): string[] {
  const hosts = hostTails(result);
  const show = (name: string, s: Spread | null) => (s ? `${name} median ${num(s.median, 1)} (${num(s.min, 1)}–${num(s.max, 1)}, ${s.runs} run${s.runs === 1 ? '' : 's'})` : null);
  return connectionCounts(result.runs).map((connections) => {
    const apps = result.runs.filter((r) => r.connections === connections).map((r) => `${r.scenario} ${num(tail(r.app), 1)}`);
    const host = hosts.get(connections);
    const own = host ? [show('floor', host.floor), show('bare', host.bare)].filter(Boolean).join(', ') : '';
    return `p99/p50 at ${connections} connections: ${apps.join(', ')}${own ? `; the host's own in this run: ${own}` : ''}.`;
  });
}
