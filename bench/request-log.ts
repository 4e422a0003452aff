// The cost of the portal's request log (issue 14): the same signed load against the app with the request log on
// (the default) and with REQUEST_LOG=off, alternating, so machine noise hits both. Each request writes one log entry
// (batched off the request path, lib/request-log/queue.ts), so the difference is its cost per request.
//
//   npm run bench:request-log [-- --duration 5 --connections 1,10 --scenario accounts --rounds 2]
//
// Uses bench/lib (the app started like `npm start`, on SQLite in a fresh DATA_DIR; pre-signed requests, each sent once).
// Each measurement runs in a child process of its own (`--mode on|off`): bench/lib keeps one database client per process.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runLoad, type LoadResult } from './lib/load.ts';
import { SCENARIOS, signAll } from './lib/scenarios.ts';
import { removeTempDirs, startApp } from './lib/servers.ts';
import { prepareWorld } from './lib/world.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,10' },
    scenario: { type: 'string', default: 'accounts' },
    rounds: { type: 'string', default: '2' },
    mode: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = args.connections.split(',').map(Number);
const ROUNDS = Number(args.rounds);
const scenario = SCENARIOS.find((s) => s.name === args.scenario);
if (!scenario) throw new Error(`unknown scenario ${args.scenario}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
const log = (s: string) => process.stderr.write(`[bench request-log ${new Date().toISOString().slice(11, 19)}] ${s}\n`);

type Mode = 'on' | 'off';
const results: Record<Mode, Record<number, LoadResult[]>> = { on: {}, off: {} };

/** One measurement of `mode` in this process; prints its results as the last line (JSON). */
async function measureHere(mode: Mode): Promise<void> {
  const app = await startApp({ REQUEST_LOG: mode });
  try {
    const w = await prepareWorld(app, 1000, log);
    for (const c of CONNECTIONS) {
      await runLoad({ url: app.url, connections: c, amount: Math.max(50, 5 * c), pool: signAll(w, await scenario!.build(w, Math.max(50, 5 * c) + c)), cycle: false });
      // Pool sized for 3,000 req/s; the run ends early (and says so) if that is too small.
      const pool = signAll(w, await scenario!.build(w, Math.ceil(3000 * DURATION)));
      const r = await runLoad({ url: app.url, connections: c, duration: DURATION, pool, cycle: false });
      (results[mode][c] ??= []).push(r);
      log(`  REQUEST_LOG=${mode} c=${c}: ${r.rps} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}${r.poolExhausted ? ', pool exhausted' : ''}`);
    }
  } finally {
    await app.stop();
    removeTempDirs();
  }
  process.stdout.write(`${JSON.stringify(results[mode])}\n`);
}

if (args.mode) {
  await measureHere(args.mode as Mode);
  process.exit(0);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of (round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) as Mode[]) {
    const out = execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, '--mode', mode, '--duration', args.duration, '--connections', args.connections, '--scenario', args.scenario], {
      encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024,
    });
    const measured = JSON.parse(out.trim().split('\n').pop()!) as Record<number, LoadResult[]>;
    for (const [c, runs] of Object.entries(measured)) (results[mode][Number(c)] ??= []).push(...runs);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\nRequest log cost, ${scenario.title}, ${DURATION} s per run, ${ROUNDS} rounds (median):\n`);
console.log('connections | log on req/s | log off req/s | on p50/p99 ms | off p50/p99 ms | cost per request');
for (const c of CONNECTIONS) {
  const on = results.on[c]!;
  const off = results.off[c]!;
  const rpsOn = median(on.map((r) => r.rps));
  const rpsOff = median(off.map((r) => r.rps));
  const costUs = Math.round((1e6 / rpsOn - 1e6 / rpsOff) * c);
  console.log(`${c} | ${rpsOn} | ${rpsOff} | ${median(on.map((r) => r.latency.p50))}/${median(on.map((r) => r.latency.p99))} | ${median(off.map((r) => r.latency.p50))}/${median(off.map((r) => r.latency.p99))} | ${costUs} µs of server time`);
}
