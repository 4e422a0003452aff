// Bytes promoted into V8's old generation per object made and dropped at once, for the objects every request through
// Node 20's Web API makes (docs/decisions/0005-heap-grows-to-twice-live.md). Each kind
// runs for 2 s in a child process with npm start's node flags and `--trace-gc-nvp`; the probe sums the children's
// `promoted=` and `allocated=` figures. An object dropped at once should never be promoted: a scavenge copies only
// what is still referenced. The AbortSignal that `new Request()` makes for itself is, every time.
//   node --import tsx bench/probe/gc-promotion.ts
import { spawnSync } from 'node:child_process';
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { npmStart } from '../lib/servers.ts';

/** Makes `make()` in batches of 500 until `until`; returns how many. */
async function dropAtOnce(make: () => unknown, until: number): Promise<number> {
  let made = 0;
  while (Date.now() < until) {
    for (let i = 0; i < 500; i++) make();
    made += 500;
    await yieldToEventLoop();
  }
  return made;
}

/** Ten chains, each holding ~8 KB of objects for 3 ms before making the next (like requests in flight). */
async function keptThreeMs(until: number): Promise<number> {
  let made = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        const held = Array.from({ length: 100 }, (_, i) => ({ i, s: `item ${i}`, list: [i, i + 1] }));
        await sleep(3);
        made += held.length > 0 ? 1 : 0; // read after the wait, so the objects are held across it
      }
    }),
  );
  return made;
}

/** Each kind: runs until `until`, returns how many objects (or groups) it made. */
const KINDS: Record<string, (until: number) => Promise<number>> = {
  nothing: async () => 0, // what start-up promotes; subtracted from the others
  'plain object and array': (until) => dropAtOnce(() => ({ a: 1, b: [1, 2], c: 'x' }), until),
  'objects kept 3 ms, 10 at a time': keptThreeMs,
  'new Headers': (until) => dropAtOnce(() => new Headers({ a: 'b' }), until),
  'new AbortController() (signal not read)': (until) => dropAtOnce(() => new AbortController(), until),
  'new AbortController().signal': (until) => dropAtOnce(() => new AbortController().signal, until),
  'new Request(url)': (until) => dropAtOnce(() => new Request('http://127.0.0.1/v1/accounts'), until),
  'new Response(null)': (until) => dropAtOnce(() => new Response(null, { status: 200 }), until),
};

async function child(kind: string): Promise<void> {
  console.log(`made=${await KINDS[kind]!(Date.now() + 2000)}`);
}

function main(): void {
  const self = fileURLToPath(import.meta.url);
  const { nodeFlags } = npmStart();
  console.log('kind | made | scavenges | mark-compacts | allocated MB | promoted MB | promoted bytes per object (start-up subtracted)');
  let startUp = 0;
  for (const kind of Object.keys(KINDS)) {
    const r = spawnSync(process.execPath, [...nodeFlags, '--trace-gc-nvp', '--import', 'tsx', self, '--child', kind], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const out = r.stdout;
    const sum = (name: string) => [...out.matchAll(new RegExp(`\\b${name}=(\\d+)`, 'g'))].reduce((a, m) => a + Number(m[1]), 0);
    const made = Number(/made=(\d+)/.exec(out)?.[1] ?? 0);
    const scavenges = (out.match(/gc=s\b/g) ?? []).length;
    const markCompacts = (out.match(/gc=mc\b/g) ?? []).length;
    const promoted = sum('promoted');
    if (kind === 'nothing') startUp = promoted;
    const per = made ? Math.max(0, promoted - startUp) / made : NaN;
    console.log(`${kind} | ${made} | ${scavenges} | ${markCompacts} | ${(sum('allocated') / 1e6).toFixed(0)} | ${(promoted / 1e6).toFixed(1)} | ${Number.isNaN(per) ? '–' : per.toFixed(0)}`);
  }
}

const at = process.argv.indexOf('--child');
if (at > 0) await child(process.argv[at + 1]!);
else main();
