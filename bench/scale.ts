// Flat at scale (issue 13): one account with 1,000,000 booked transactions; the latency of a 50-row page at offset 0,
// 500,000 and 990,000 and of a one-month date range (first page), each relative to offset 0, through the running
// app (signed requests, one connection); the deep pages both by offset and by the next link of the page before (keyset).
// The rows are inserted directly (lib/db/insert-transactions.ts); loading a million rows
// through the sandbox bulk API is what `npm run bench` times at 100,000.
//
//   node --import ./scripts/register-server-only.mjs --import tsx bench/scale.ts [--transactions 1000000] [--duration 3]
//     [--db postgresql] [--database-url postgresql://postgres@127.0.0.1:5432/postgres]
import { parseArgs } from 'node:util';
import { runLoad } from './lib/load.ts';
import { removeTempDirs, startApp } from './lib/servers.ts';
import { signAll } from './lib/scenarios.ts';
import { EXTERNAL_BBAN, prepareWorld, psuHeaders, type World } from './lib/world.ts';
import { freshDatabase } from '../tests/e2e/pg-database.ts';

const { values: args } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '3' },
    db: { type: 'string', default: 'sqlite' },
    'database-url': { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
const N = Number(args.transactions);
const DURATION = Number(args.duration);
const log = (s: string) => process.stderr.write(`[scale ${new Date().toISOString().slice(11, 19)}] ${s}\n`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** N booked transactions on the world's big account, spread over the last 80 days (inside the default window). */
async function insertTransactions(w: World, n: number): Promise<void> {
  const { insertTransactions: insert } = await import('../lib/db/insert-transactions.ts');
  const today = Date.now();
  const perCall = 10_000;
  for (let start = 0; start < n; start += perCall) {
    const rows = Array.from({ length: Math.min(perCall, n - start) }, (_, k) => {
      const i = start + k;
      const day = isoDay(new Date(today - (i % 80) * 86_400_000));
      return { id: crypto.randomUUID(), accountId: w.bigAccountId, amountMinor: BigInt(10 + (i % 5000)), currency: 'NOK', valueDate: day, bookingDate: day, remittanceInformationUnstructured: `Scale ${i}`, creditorName: 'Bench Butikk AS', creditorBban: EXTERNAL_BBAN, bankTransactionCode: 'PMNT' };
    });
    await insert(w.db as never, rows);
    if ((start / perCall) % 10 === 0) log(`  ${start + rows.length} rows`);
  }
}

/** The `after` a next link carries to the page at `offset` (the position of the row before it), as the app writes it. */
async function afterAt(w: World, offset: number): Promise<string> {
  const [row] = await w.db.transaction.findMany({
    where: { accountId: w.bigAccountId, bookingStatus: 'BOOKED', parentId: null },
    orderBy: [{ bookingDate: 'desc' }, { seq: 'desc' }],
    skip: offset - 1,
    take: 1,
    select: { bookingDate: true, seq: true },
  });
  return encodeURIComponent(`b:${row!.bookingDate}:${row!.seq}`);
}

async function main(): Promise<void> {
  const postgres = args.db === 'postgresql';
  const pgName = `openbank_bench_scale_${process.pid}`;
  const databaseUrl = postgres ? await freshDatabase(args['database-url'], pgName) : null;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  const app = await startApp(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const w = await prepareWorld(app, 0, log);
    const t0 = performance.now();
    await insertTransactions(w, N);
    log(`inserted ${N} transactions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (postgres) await w.db.$executeRawUnsafe('ANALYZE "Transaction"');
    const today = new Date();
    const monthAgo = isoDay(new Date(today.getTime() - 30 * 86_400_000));
    const base = `/v1/accounts/${w.bigAccountId}/transactions?bookingStatus=booked&limit=50`;
    const cases: [string, string][] = [
      ['offset 0', `${base}&offset=0`],
      [`offset ${N / 2}`, `${base}&offset=${N / 2}`],
      [`offset ${N - 10_000}`, `${base}&offset=${N - 10_000}`],
      ['one month (dateFrom..dateTo), offset 0', `${base}&dateFrom=${monthAgo}&dateTo=${isoDay(today)}`],
      // The same deep pages as a TPP reaches them: through the next link of the page before (keyset `after`).
      [`offset ${N / 2} by next link`, `${base}&offset=${N / 2}&after=${await afterAt(w, N / 2)}`],
      [`offset ${N - 10_000} by next link`, `${base}&offset=${N - 10_000}&after=${await afterAt(w, N - 10_000)}`],
    ];
    // The first deep page writes the marks of the list (lib/accounts/transaction-marks.ts): timed on its own.
    const first = signAll(w, [{ method: 'GET', path: `${base}&offset=${N / 2}`, headers: psuHeaders(w) }]);
    const tFirst = performance.now();
    const firstRun = await runLoad({ url: app.url, connections: 1, amount: 1, pool: first, cycle: false });
    if (firstRun.non2xx || firstRun.errors) throw new Error(`first deep page: ${JSON.stringify(firstRun.statusCodes)}`);
    const firstMs = performance.now() - tFirst;
    log(`first deep page (writes the marks): ${firstMs.toFixed(0)} ms`);
    const rows: { name: string; p50: number; p99: number; rps: number }[] = [];
    for (const [name, path] of cases) {
      const unsigned = Array.from({ length: 5000 }, () => ({ method: 'GET', path, headers: psuHeaders(w) }));
      const warm = signAll(w, unsigned.slice(0, 5));
      await runLoad({ url: app.url, connections: 1, amount: 5, pool: warm, cycle: false });
      const r = await runLoad({ url: app.url, connections: 1, duration: DURATION, pool: signAll(w, unsigned.slice(5)), cycle: false });
      if (r.non2xx || r.errors) throw new Error(`${name}: ${JSON.stringify(r.statusCodes)} ${r.errors} errors`);
      rows.push({ name, p50: r.latency.p50, p99: r.latency.p99, rps: r.rps });
      log(`${name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.rps} req/s`);
    }
    const p0 = rows[0]!.p50;
    process.stdout.write(`\n${args.db}, ${N} transactions on one account, 1 connection, ${DURATION} s each\n\n| page | p50 ms | p99 ms | req/s | p50 / offset-0 p50 |\n|---|---:|---:|---:|---:|\n`);
    for (const r of rows) process.stdout.write(`| ${r.name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.rps.toFixed(0)} | ${(r.p50 / p0).toFixed(2)} |\n`);
    process.stdout.write(`\nThe first page at a deep offset, which writes the list's marks: ${firstMs.toFixed(0)} ms.\n`);
    const { closeDb } = await import('../lib/db/client.ts');
    await closeDb();
  } finally {
    await app.stop();
    if (databaseUrl) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: args['database-url'] });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`).finally(() => admin.end());
    }
  }
  removeTempDirs();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
