// lib/db/pg-pipeline.ts: the hot raw statements on pipelined PostgreSQL connections — each caller gets its own rows,
// one statement's error ends only that statement, a statement stuck behind a row lock holds up at most `depth` others
// (the rest go to the pool), a broken connection is replaced. PostgreSQL only (TEST_DATABASE_URL).
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { PgPipeline } from '../../lib/db/pg-pipeline.ts';
import { closeDb, dbPipelineStats, getDb } from '../../lib/db/client.ts';
import { queryRaw } from '../../lib/db/raw.ts';
import { Prisma } from '../../lib/db/generated/sqlite/client.ts';

const url = process.env.DATABASE_URL;
const skip = !url?.startsWith('postgres') && 'PostgreSQL only: set TEST_DATABASE_URL';
const pools: pg.Pool[] = [];
const pipelines: PgPipeline[] = [];
after(async () => {
  await Promise.all(pipelines.map((p) => p.end()));
  await Promise.all(pools.map((p) => p.end()));
  await closeDb();
});

function pipeline(size: number, depth?: number): { pipe: PgPipeline } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const pipe = new PgPipeline({ connectionString: url }, size, pool, depth);
  pools.push(pool);
  pipelines.push(pipe);
  return { pipe };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(ok(), 'condition not reached within 2 s');
};

test('concurrent callers share one connection, each with its own rows, in any order of arrival', { skip }, async () => {
  const { pipe } = pipeline(1, 500);
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) => pipe.query({ name: 'pipe_echo', text: 'SELECT $1::int AS "v", repeat(\'x\', $1::int % 7) AS "s", pg_backend_pid() AS "pid"', values: [i] })),
  );
  results.forEach((r, i) => assert.deepEqual({ v: r.rows[0].v, s: r.rows[0].s }, { v: i, s: 'x'.repeat(i % 7) }));
  assert.equal(new Set(results.map((r) => r.rows[0].pid)).size, 1, 'all on one backend');
  assert.deepEqual(pipe.stats(), { connections: 1, inFlight: 0, overflow: 0 });
});

test('the load stays on the first connection; a second opens only past `spill` statements in flight', { skip }, async () => {
  const { pipe } = pipeline(2, 16);
  for (let i = 0; i < 5; i++) await pipe.query({ text: 'SELECT 1' });
  await Promise.all(Array.from({ length: 8 }, () => pipe.query({ text: 'SELECT pg_sleep(0.01)' })));
  assert.equal(pipe.stats().connections, 1, 'eight in flight: still one connection');
  const pids = await Promise.all(Array.from({ length: 20 }, () => pipe.query({ text: 'SELECT pg_backend_pid() AS "pid", pg_sleep(0.01)' })));
  assert.equal(pipe.stats().connections, 2);
  // The first eight on the first connection, the next eight on the second, the rest on the less busy of the two.
  assert.equal(new Set(pids.slice(0, 8).map((r) => r.rows[0].pid)).size, 1);
  assert.equal(new Set(pids.slice(8, 16).map((r) => r.rows[0].pid)).size, 1);
  assert.notEqual(pids[0]!.rows[0].pid, pids[8]!.rows[0].pid);
  assert.equal(pipe.stats().overflow, 0);
});

test("one statement's error ends only that statement; the connection goes on", { skip }, async () => {
  const { pipe } = pipeline(1);
  const settled = await Promise.allSettled(
    [1, 0, 2, 0, 4].map((d) => pipe.query({ name: 'pipe_div', text: 'SELECT 8 / $1::int AS "q", pg_backend_pid() AS "pid"', values: [d] })),
  );
  assert.deepEqual(
    settled.map((s) => (s.status === 'fulfilled' ? s.value.rows[0].q : (s.reason as { code: string }).code)),
    [8, '22012', 4, '22012', 2],
  );
  const pids = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.rows[0].pid] : []));
  const after = await pipe.query({ text: 'SELECT pg_backend_pid() AS "pid"' });
  assert.equal(new Set([...pids, after.rows[0].pid]).size, 1);
});

test('a statement waiting for a row lock holds up at most `depth` statements; the rest go to the pool', { skip }, async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE TABLE "PipeLock" ("id" int PRIMARY KEY, "n" int NOT NULL)');
  await admin.query('INSERT INTO "PipeLock" VALUES (1, 0)');
  const { pipe } = pipeline(1, 3);
  try {
    await admin.query('BEGIN');
    await admin.query('UPDATE "PipeLock" SET "n" = 10 WHERE "id" = 1');
    const done: string[] = [];
    const track = (label: string, p: Promise<pg.QueryResult>) => p.then((r) => (done.push(label), r));
    // Three on the connection: the update waits for the lock, the two reads wait behind it.
    const stuck = [
      track('update', pipe.query({ text: 'UPDATE "PipeLock" SET "n" = "n" + 1 WHERE "id" = 1' })),
      track('behind-1', pipe.query({ text: 'SELECT 1 AS "v"' })),
      track('behind-2', pipe.query({ text: 'SELECT 2 AS "v"' })),
    ];
    // The connection is full (and the only one): the next ones go to the pool and are answered while the lock is held.
    const around = await Promise.all(Array.from({ length: 5 }, (_, i) => pipe.query({ text: 'SELECT $1::int AS "v"', values: [i] })));
    assert.deepEqual(around.map((r) => r.rows[0].v), [0, 1, 2, 3, 4]);
    assert.deepEqual(done, []);
    assert.deepEqual(pipe.stats(), { connections: 1, inFlight: 3, overflow: 5 });
    await admin.query('COMMIT');
    await Promise.all(stuck);
    assert.deepEqual(done, ['update', 'behind-1', 'behind-2']);
    assert.equal((await admin.query('SELECT "n" FROM "PipeLock"')).rows[0].n, 11);
  } finally {
    await admin.query('ROLLBACK').catch(() => undefined);
    await admin.query('DROP TABLE IF EXISTS "PipeLock"');
    await admin.end();
  }
});

test('a broken connection fails its statements in flight and is replaced for the next', { skip }, async () => {
  const { pipe } = pipeline(1);
  const first = (await pipe.query({ text: 'SELECT pg_backend_pid() AS "pid"' })).rows[0].pid as number;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const sleeping = pipe.query({ text: 'SELECT pg_sleep(30)' });
    await until(() => pipe.stats().inFlight === 1);
    await new Promise((r) => setTimeout(r, 50));
    await admin.query('SELECT pg_terminate_backend($1)', [first]);
    await assert.rejects(sleeping);
    await until(() => pipe.stats().connections === 0);
    const next = (await pipe.query({ text: 'SELECT pg_backend_pid() AS "pid"' })).rows[0].pid as number;
    assert.notEqual(next, first);
    assert.deepEqual(pipe.stats(), { connections: 1, inFlight: 0, overflow: 0 });
  } finally {
    await admin.end();
  }
});

test('the app runs its raw statements outside transactions on the pipeline', { skip }, async () => {
  const db = await getDb();
  const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => queryRaw<{ v: number }[]>(db, Prisma.sql`SELECT CAST(${i} AS integer) AS "v"`)));
  assert.deepEqual(rows.map((r) => r[0]!.v), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const stats = dbPipelineStats();
  assert.ok(stats && stats.connections >= 1 && stats.inFlight === 0 && stats.overflow === 0, JSON.stringify(stats));
});

test('bulk inserts outside a transaction run on the pool, not ahead of the hot statements on the pipeline', { skip }, async () => {
  const db = await getDb();
  const { insertRows } = await import('../../lib/db/insert-rows.ts');
  const at = new Date('2026-03-04T05:06:07.089Z');
  const sent: string[] = [];
  const original = PgPipeline.prototype.query;
  PgPipeline.prototype.query = function (this: PgPipeline, config: pg.QueryConfig) {
    sent.push(config.text);
    return original.call(this, config);
  };
  try {
    const rows = Array.from({ length: 600 }, (_, i) => ({ id: `pipe-bulk-${i}` }));
    await insertRows(db, 'Payment', ['id', 'tppId', 'service', 'product', 'status', 'body', 'amountMinor', 'currency', 'batchAttempts', 'createdAt', 'updatedAt'], rows, {
      tppId: 'tpp-pipe', service: 'payments', product: 'p', status: 'RCVD', body: '{}', amountMinor: 1n, currency: 'NOK', batchAttempts: 0, createdAt: at, updatedAt: at,
    });
    await queryRaw(db, Prisma.sql`SELECT 1 AS "a"`);
  } finally {
    PgPipeline.prototype.query = original;
  }
  assert.equal(await db.payment.count({ where: { tppId: 'tpp-pipe' } }), 600);
  assert.deepEqual(sent, ['SELECT 1 AS "a"'], 'only the raw read went through the pipeline');
});
