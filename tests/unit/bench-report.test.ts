// The bench's median floor (bench/lib/report.ts floorCpuMedians): the floor's runs at one connection count, failed
// runs left out, their median and range; the summary's median floor/app CPU per run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { floorCpuMedians, summarise, type BenchResult, type RunRecord } from '../../bench/lib/report.ts';
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
