// How long the request log's row-cap prune holds the event loop on SQLite: N entries of one organisation (bodies of
// BODY characters) pruned to the newest 10,000, alternately as before 2026-11-28 midday (the ORM's findFirst ordered by
// createdAt and id with skip, then chunks of 1,000) and as pruneOrganisation does now (the edge from the index, chunks
// of 250). Prints the wall time and the longest gaps between turns of a 1 ms timer.
// Usage: BODY=8000 node --import ./scripts/register-server-only.mjs --import tsx bench/probe/log-prune-stall.ts [N]
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import { closeDb, getDb } from '../../lib/db/client.ts';
import { insertRows } from '../../lib/db/insert-rows.ts';
import { COLUMNS, pruneOrganisation, resetRequestLogPruning } from '../../lib/request-log/queue.ts';
import { newOrderedId } from '../../lib/db/ordered-id.ts';
import { deleteInChunks } from '../../lib/db/delete-in-chunks.ts';
import { Prisma } from '../../lib/db/generated/sqlite/client.ts';
const N = Number(process.argv[2] ?? 150_000);
const BODY = Number(process.env.BODY ?? 1500);
const db = await getDb();
const body = JSON.stringify({ accounts: 'x'.repeat(BODY) });
for (let round = 0; round < 4; round++) {
  const t0 = Date.now() - 120_000;
  for (let s = 0; s < N; s += 5000) {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: newOrderedId(), organizationIdentifier: 'PSDNO-FSA-PROBE', createdAt: new Date(t0 + (s + i)), method: 'GET', path: '/v1/accounts', status: 200, errorCode: null, message: null, durationMs: 3, requestId: crypto.randomUUID(), signature: 'verified', signingString: null, requestBody: null, responseBody: body }));
    await insertRows(db, 'RequestLogEntry', COLUMNS, rows);
  }
  await new Promise((r) => setTimeout(r, 300));
  let last = performance.now(); let longest = 0; const gaps: number[] = [];
  const timer = setInterval(() => { const now = performance.now(); const g = now - last; gaps.push(g); longest = Math.max(longest, g); last = now; }, 1);
  const start = performance.now();
  resetRequestLogPruning();
  const way = round % 2 === 0 ? 'old' : 'new';
  if (way === 'new') await pruneOrganisation('PSDNO-FSA-PROBE', 10_000);
  else {
    const edge = await db.requestLogEntry.findFirst({ where: { organizationIdentifier: 'PSDNO-FSA-PROBE' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: 10_000, select: { createdAt: true } });
    if (edge) await deleteInChunks(db, 'RequestLogEntry', ['id'], Prisma.sql`"organizationIdentifier" = ${'PSDNO-FSA-PROBE'} AND "createdAt" <= ${edge.createdAt}`);
  }
  const took = performance.now() - start;
  clearInterval(timer);
  const left = await db.requestLogEntry.count({ where: { organizationIdentifier: 'PSDNO-FSA-PROBE' } });
  gaps.sort((a, b) => b - a);
  console.log(`${way} left ${left}: prune of ${N - 10_000} rows took ${took.toFixed(0)} ms; longest loop gap ${longest.toFixed(1)} ms; gaps > 5 ms: ${gaps.filter((g) => g > 5).length}, top ${gaps.slice(0, 5).map((g) => g.toFixed(1)).join(' ')}`);
}
await closeDb();
