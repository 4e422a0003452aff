// The bench's median floor (bench/lib/report.ts floorCpuMedians): the floor's runs at one connection count, failed
// runs left out, their median and range; the summary's median floor/app CPU per run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floorCpuMedians, hostTails, summarise, tailLines, type BenchResult, type RunRecord } from '../../bench/lib/report.ts';
import type { LoadResult } from '../../bench/lib/load.ts';

const load = (cpuMsPerRequest: number, bad = false) =>
  ({ rps: 100, cpuMsPerRequest, latency: { p50: 1, p99: 2 }, responses: 100, non2xx: bad ? 1 : 0, errors: 0, timeouts: 0, poolExhausted: false, statusCodes: {} }) as unknown as LoadResult;
const run = (scenario: string, connections: number, app: number, floor: number | null, floorFailed = false): RunRecord =>
  ({ scenario, title: scenario, connections, signed: 100, app: load(app), floor: floor === null ? null : load(floor, floorFailed), bare: null, prism: null });

test('the median of the floor runs per connection count, failed and missing floor runs left out', () => {
  const runs = [run('a', 10, 2, 1.4), run('b', 10, 2, 2.0), run('c', 10, 2, 1.8), run('d', 10, 2, 9, true), run('e', 10, 2, null), run('a', 100, 2, 1.5), run('b', 100, 2, 1.7)];
  const medians = floorCpuMedians({ runs });
  assert.deepEqual(medians.get(10), { median: 1.8, min: 1.4, max: 2.0, runs: 3 });
  assert.deepEqual(medians.get(100), { median: 1.6, min: 1.5, max: 1.7, runs: 2 });
  const summary = summarise({ runs, notes: [], batch: null, rss: null, setupRss: null, bulkLoad: null, prismError: null } as unknown as BenchResult);
  assert.deepEqual(summary.runs.map((r) => [r.scenario, r.connections, r.ratios.cpuFloorOverApp, r.ratios.cpuMedianFloorOverApp]), [
    ['a', 10, 0.7, 0.9], ['b', 10, 1, 0.9], ['c', 10, 0.9, 0.9], ['d', 10, 4.5, 0.9], ['e', 10, null, 0.9], ['a', 100, 0.75, 0.8], ['b', 100, 0.85, 0.8],
  ]);
});

test("the host's own tail: p99/p50 of the floor's and the bare server's runs per connection count, failed runs left out", () => {
  const timed = (p50: number, p99: number, bad = false) => ({ ...load(1, bad), latency: { p50, p99 } }) as unknown as LoadResult;
  const runs: RunRecord[] = [
    { ...run('a', 10, 2, 1), app: timed(2, 7), floor: timed(1, 4), bare: timed(1, 5) },
    { ...run('b', 10, 2, 1), app: timed(2, 6), floor: timed(1, 3), bare: timed(1, 6, true) },
    { ...run('c', 10, 2, 1), app: timed(2, 9), floor: timed(2, 10), bare: timed(1, 4) },
    { ...run('a', 100, 2, null), app: timed(10, 20), floor: null, bare: timed(10, 25) },
  ];
  const hosts = hostTails({ runs });
  assert.deepEqual(hosts.get(10), { floor: { median: 4, min: 3, max: 5, runs: 3 }, bare: { median: 4.5, min: 4, max: 5, runs: 2 } });
  assert.deepEqual(hosts.get(100), { floor: null, bare: { median: 2.5, min: 2.5, max: 2.5, runs: 1 } });
  assert.deepEqual(tailLines({ runs } as unknown as BenchResult), [
    "p99/p50 at 10 connections: a 3.5, b 3.0, c 4.5; the host's own in this run: floor median 4.0 (3.0–5.0, 3 runs), bare median 4.5 (4.0–5.0, 2 runs).",
    "p99/p50 at 100 connections: a 2.0; the host's own in this run: bare median 2.5 (2.5–2.5, 1 run).",
  ]);
  const summary = summarise({ runs, notes: [], batch: null, rss: null, setupRss: null, bulkLoad: null, prismError: null } as unknown as BenchResult);
  assert.deepEqual(summary.hostTails['10']?.floor?.median, 4);
});
