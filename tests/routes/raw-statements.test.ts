// lib/db/raw.ts: the hot raw statements return what Prisma's $queryRaw / $executeRaw return, value for value (SQLite
// runs them on its driver, PostgreSQL on the client's pool, a PostgreSQL transaction through Prisma), take part in a
// transaction they run in, and wait for one they do not (SQLite).
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb } from '../../lib/db/client.ts';
import { Prisma } from '../../lib/db/generated/sqlite/client.ts';
import { executeRaw, queryRaw } from '../../lib/db/raw.ts';
import { currentSqliteGate, statementChannel } from '../../lib/db/sqlite-gate.ts';
import { getConfig } from '../../lib/config.ts';

after(closeDb);

const at = new Date('2026-03-04T05:06:07.089Z');

async function insertPayment(id: string, over: { amountMinor?: bigint; fundsAvailable?: boolean | null; authorisedAt?: Date | null } = {}) {
  const db = await getDb();
  await db.payment.create({
    data: {
      id, tppId: 'tpp-raw', service: 'payments', product: 'p', status: 'RCVD', body: '{"a":"ø\\"\\n"}', amountMinor: over.amountMinor ?? 123n, currency: 'NOK',
      fundsAvailable: over.fundsAvailable ?? null, authorisedAt: over.authorisedAt ?? null, batchAttempts: 3, createdAt: at, updatedAt: at,
    },
  });
}

test('rows and values as $queryRaw gives them: DateTime, BigInt (beyond 2^53), Int, Boolean, null, text, expressions', async () => {
  const db = await getDb();
  await insertPayment('raw-1', { amountMinor: 9_007_199_254_740_993n, fundsAvailable: true, authorisedAt: at });
  await insertPayment('raw-2', { amountMinor: -5n, fundsAvailable: false });
  await insertPayment('raw-3');
  const sql = Prisma.sql`
    SELECT "id", "amountMinor", "batchAttempts", "fundsAvailable", "authorisedAt", "createdAt", "body", "requestedExecutionDate",
      (SELECT COUNT(*) FROM "Payment" AS q WHERE q."tppId" = p."tppId") AS "n", CAST("amountMinor" AS TEXT) AS "text"
    FROM "Payment" AS p WHERE "tppId" = ${'tpp-raw'} AND "createdAt" <= ${at} ORDER BY "id"`;
  const fast = await queryRaw<Record<string, unknown>[]>(db, sql);
  const prisma = await db.$queryRaw<Record<string, unknown>[]>(sql);
  assert.equal(fast.length, 3);
  assert.deepEqual(fast, prisma);
  // On SQLite the rows came from the driver, not from Prisma.
  if (getConfig().dialect === 'sqlite') assert.deepEqual(await currentSqliteGate()!.query(sql.sql, sql.values), prisma);
  assert.equal(fast[0]!.amountMinor, 9_007_199_254_740_993n);
  assert.ok(fast[0]!.createdAt instanceof Date && (fast[0]!.createdAt as Date).getTime() === at.getTime());
  assert.equal(fast[0]!.fundsAvailable, true);
  assert.equal(fast[1]!.fundsAvailable, false);
  assert.equal(fast[2]!.fundsAvailable, null);
  assert.equal(fast[0]!.batchAttempts, 3);
});

test('writes: rows changed as $executeRaw counts them; RETURNING through queryRaw; a unique violation is recognised', async () => {
  const db = await getDb();
  await insertPayment('raw-w1');
  await insertPayment('raw-w2');
  const changed = await executeRaw(db, Prisma.sql`UPDATE "Payment" SET "batchAttempts" = "batchAttempts" + 1, "updatedAt" = ${new Date()} WHERE "id" IN (${Prisma.join(['raw-w1', 'raw-w2', 'none'])})`);
  assert.equal(changed, 2);
  const returned = await queryRaw<{ id: string; batchAttempts: number }[]>(db, Prisma.sql`UPDATE "Payment" SET "batchAttempts" = 9 WHERE "id" = ${'raw-w1'} RETURNING "id", "batchAttempts"`);
  assert.deepEqual(returned, [{ id: 'raw-w1', batchAttempts: 9 }]);
  const { isUniqueViolation } = await import('../../lib/db/transaction.ts');
  const dup = Prisma.sql`INSERT INTO "SeenRequest" ("tppId", "requestId", "seenAt") VALUES (${'tpp-raw'}, ${'req-1'}, ${new Date()})`;
  await executeRaw(db, dup);
  await assert.rejects(executeRaw(db, dup), (e: unknown) => isUniqueViolation(e));
});

test('inside a transaction a statement is part of it; outside, it waits for the transaction to end', async () => {
  const db = await getDb();
  await insertPayment('raw-t1');
  const count = (d: Parameters<typeof queryRaw>[0]) =>
    queryRaw<{ batchAttempts: number }[]>(d, Prisma.sql`SELECT "batchAttempts" FROM "Payment" WHERE "id" = ${'raw-t1'}`).then((r) => r[0]!.batchAttempts);
  let outside: Promise<number> | undefined;
  await db.$transaction(async (tx) => {
    assert.equal(await executeRaw(tx, Prisma.sql`UPDATE "Payment" SET "batchAttempts" = 7 WHERE "id" = ${'raw-t1'}`), 1);
    assert.equal(await count(tx), 7, 'the transaction sees its own write');
    outside = count(db);
    await new Promise((r) => setTimeout(r, 50));
  });
  // SQLite: held back until the commit, then sees it; PostgreSQL: reads the committed state of its own snapshot.
  const seen = await outside!;
  assert.ok(seen === 7 || (getConfig().dialect === 'postgresql' && seen === 3), `outside read ${seen}`);
  if (getConfig().dialect === 'sqlite') assert.equal(seen, 7);
  await assert.rejects(
    db.$transaction(async (tx) => {
      await executeRaw(tx, Prisma.sql`UPDATE "Payment" SET "batchAttempts" = 8 WHERE "id" = ${'raw-t1'}`);
      throw new Error('roll back');
    }),
    /roll back/,
  );
  assert.equal(await count(db), 7, 'rolled back with the transaction');
});

test('each statement is one round trip on the statement channel (the query budget counts them)', async () => {
  if (getConfig().dialect !== 'sqlite') return;
  const db = await getDb();
  let n = 0;
  const count = () => (n += 1);
  statementChannel.subscribe(count);
  try {
    await queryRaw(db, Prisma.sql`SELECT 1 AS "one"`);
    await executeRaw(db, Prisma.sql`UPDATE "Payment" SET "batchAttempts" = 0 WHERE "id" = ${'none'}`);
  } finally {
    statementChannel.unsubscribe(count);
  }
  assert.equal(n, 2);
});

// Texts a statement could be cut at: quotes, backslashes, and (PostgreSQL: inside a transaction the rows' JSON is written
// into the statement, dollar-quoted) dollar-quote tags, the insert's own among them.
const AWKWARD_TEXTS = ['quote " backslash \\ newline \n ø', "single ' quote '' ); DROP TABLE \"Payment\"; --", '$j$ ends here? $j$', '$$ and $j0f$ and $json$', '$j$'.repeat(3)];

test('insertRows: rows read back through Prisma as written, in order, with defaults; more than one statement of rows', async () => {
  const db = await getDb();
  const { insertRows } = await import('../../lib/db/insert-rows.ts');
  // A request log's body: 8 KB of JSON, quotes and all, cut with a character outside Latin-1.
  const longBody = `${JSON.stringify({ transactions: Array.from({ length: 200 }, (_, k) => ({ id: k, text: 'a "quoted" ø' })) }).slice(0, 8192)}… (cut at 8192 characters)`;
  const rows = Array.from({ length: 823 }, (_, i) => ({
    id: `raw-ins-${String(i).padStart(3, '0')}`,
    amountMinor: i === 0 || i === 301 ? 9_007_199_254_740_993n : BigInt(-i),
    fundsAvailable: i % 3 === 0 ? null : i % 3 === 1,
    authorisedAt: i % 2 ? at : null,
    body: AWKWARD_TEXTS[i - 1] ?? AWKWARD_TEXTS[i - 302] ?? (i === 300 ? AWKWARD_TEXTS.join(' ') : i === 600 ? longBody : '{}'),
  }));
  const columns = ['id', 'tppId', 'service', 'product', 'status', 'body', 'amountMinor', 'currency', 'fundsAvailable', 'authorisedAt', 'batchAttempts', 'createdAt', 'updatedAt'] as const;
  const defaults = { tppId: 'tpp-ins', service: 'payments', product: 'p', status: 'RCVD', currency: 'NOK', batchAttempts: 0, createdAt: at, updatedAt: at };
  // Inside a transaction (through Prisma; PostgreSQL: the JSON in the statement) and on the client itself
  // (PostgreSQL: on the pool, every value bound; 523 rows, three statements).
  await db.$transaction((tx) => insertRows(tx, 'Payment', columns, rows.slice(0, 300), defaults));
  await insertRows(db, 'Payment', columns, rows.slice(300), defaults);
  const back = await db.payment.findMany({ where: { tppId: 'tpp-ins' }, orderBy: { id: 'asc' } });
  assert.equal(back.length, 823);
  for (const [i, r] of back.entries()) {
    const w = rows[i]!;
    assert.deepEqual(
      { id: r.id, amountMinor: r.amountMinor, fundsAvailable: r.fundsAvailable, authorisedAt: r.authorisedAt?.getTime() ?? null, body: r.body, createdAt: r.createdAt.getTime(), status: r.status },
      { id: w.id, amountMinor: w.amountMinor, fundsAvailable: w.fundsAvailable, authorisedAt: w.authorisedAt?.getTime() ?? null, body: w.body, createdAt: at.getTime(), status: 'RCVD' },
    );
  }
});

test('insertTransactions: autoincrement keys follow the order given, inside a transaction and on the client itself', async () => {
  const db = await getDb();
  const { insertTransactions } = await import('../../lib/db/insert-transactions.ts');
  // Ids that sort against the order given: only seq (the report's order within a day) can show the order kept.
  const rows = (prefix: string) => Array.from({ length: 620 }, (_, i) => ({ id: `${prefix}-${String((i * 7919) % 620).padStart(3, '0')}`, amountMinor: BigInt(i), currency: 'NOK', valueDate: '2026-03-04', bookingDate: '2026-03-04' }));
  for (const [prefix, write] of [
    ['ord-tx', (r: ReturnType<typeof rows>) => db.$transaction((tx) => insertTransactions(tx, r))],
    ['ord-db', (r: ReturnType<typeof rows>) => insertTransactions(db, r)],
  ] as const) {
    const given = rows(prefix);
    await write(given);
    const back = await db.transaction.findMany({ where: { id: { startsWith: `${prefix}-` } }, orderBy: { seq: 'asc' }, select: { id: true, amountMinor: true, bookingStatus: true, createdAt: true } });
    assert.deepEqual(back.map((t) => t.id), given.map((t) => t.id), prefix);
    assert.deepEqual(back.map((t) => t.amountMinor), given.map((t) => t.amountMinor), prefix);
    assert.ok(back.every((t) => t.bookingStatus === 'BOOKED' && t.createdAt instanceof Date), prefix);
  }
});

test('PostgreSQL: statements are prepared by name, and prepared anew when a table they read changed', async () => {
  if (getConfig().dialect !== 'postgresql') return;
  const db = await getDb();
  await db.$executeRawUnsafe('CREATE TABLE "RawNamed" ("id" TEXT PRIMARY KEY)');
  try {
    await db.$executeRawUnsafe(`INSERT INTO "RawNamed" ("id") VALUES ('a')`);
    const read = () => queryRaw<Record<string, unknown>[]>(db, Prisma.sql`SELECT * FROM "RawNamed" WHERE "id" = ${'a'}`);
    // Prepared on the pool's connections it ran on; after the ALTER each of them answers "cached plan must not change
    // result type" (0A000) until prepared anew.
    for (let i = 0; i < 12; i++) assert.deepEqual(await read(), [{ id: 'a' }]);
    await db.$executeRawUnsafe(`ALTER TABLE "RawNamed" ADD COLUMN "extra" TEXT NOT NULL DEFAULT 'x'`);
    for (let i = 0; i < 12; i++) assert.deepEqual(await read(), [{ id: 'a', extra: 'x' }]);
  } finally {
    await db.$executeRawUnsafe('DROP TABLE "RawNamed"');
  }
});
