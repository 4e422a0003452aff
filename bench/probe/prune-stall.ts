// How long the minutely clean-ups hold the event loop (SQLite runs each statement synchronously on the one
// connection): N old X-Request-IDs deleted by one DELETE (as before lib/db/delete-in-chunks.ts) and in chunks,
// alternately, twice. Prints the wall time of each and the longest event-loop delay seen meanwhile.
// Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/prune-stall.ts [N]
// SQLite unless TEST_DATABASE_URL names PostgreSQL (tests/helpers/test-env.ts).
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import { closeDb, getDb } from '../../lib/db/client.ts';
import { deleteInChunks } from '../../lib/db/delete-in-chunks.ts';
import { insertRows } from '../../lib/db/insert-rows.ts';
import { Prisma } from '../../lib/db/generated/sqlite/client.ts';

const N = Number(process.argv[2] ?? 60_000);
const db = await getDb();
const old = new Date(Date.now() - 86_400_000);
const cutoff = new Date(Date.now() - 3_600_000);
const ways: [string, () => Promise<unknown>][] = [
  ['one DELETE', () => db.seenRequest.deleteMany({ where: { seenAt: { lt: cutoff } } })],
  ['in chunks', () => deleteInChunks(db, 'SeenRequest', ['tppId', 'requestId'], Prisma.sql`"seenAt" < ${cutoff}`)],
];
for (let round = 0; round < 2; round++) {
  for (const [name, run] of ways) {
    const rows = Array.from({ length: N }, (_, i) => ({ tppId: `tpp-${i % 7}`, requestId: `r${round}-${i}`, seenAt: old }));
    await insertRows(db, 'SeenRequest', ['tppId', 'requestId', 'seenAt'], rows);
    // The longest gap between two turns of a 1 ms timer: how long other work (a request) had to wait at most.
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    await new Promise((r) => setTimeout(r, 5));
    const t = performance.now();
    await run();
    const ms = performance.now() - t;
    await new Promise((r) => setTimeout(r, 5));
    clearInterval(timer);
    console.log(`${name.padEnd(11)} ${N} rows: ${ms.toFixed(0).padStart(5)} ms, longest event-loop block ${longest.toFixed(1)} ms`);
  }
}
await closeDb();
