// A request's queries never run inside another request's open transaction (SQLite has one connection per process):
// they neither see its uncommitted rows nor are rolled back with it.
import '../helpers/test-env.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getDb } from '../../lib/db/client.ts';
import { getConfig } from '../../lib/config.ts';

/** The one-connection behaviour of SQLite's gate (lib/db/sqlite-gate.ts); PostgreSQL has a connection per query. */
// A timeout: were the gate to lose track of the transaction, these would wait for it forever instead of failing.
const sqliteOnly = { skip: getConfig().dialect === 'postgresql' && 'SQLite gate only', timeout: 15_000 };

test('a concurrent write survives the rollback of another transaction, and uncommitted rows stay invisible', async () => {
  const db = await getDb();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const inside = new Promise<void>((r) => (started = r));
  const failing = db
    .$transaction(async (tx) => {
      await tx.setting.create({ data: { key: 'uncommitted', value: '1' } });
      started();
      await held;
      throw new Error('roll back');
    })
    .catch((e: Error) => e.message);
  await inside;
  // Issued while the transaction is open: must wait for it, and must not be part of it.
  // Prisma queries are lazy: .then() sends them now, while the transaction is open.
  const write = db.setting.create({ data: { key: 'acknowledged', value: '1' } }).then((r) => r);
  const read = db.setting.findUnique({ where: { key: 'uncommitted' } }).then((r) => r);
  setTimeout(release, 100);
  assert.equal(await failing, 'roll back');
  await write;
  assert.equal(await read, null, 'the uncommitted row was not visible');
  assert.ok(await db.setting.findUnique({ where: { key: 'acknowledged' } }), 'the other write was kept');
  assert.equal(await db.setting.findUnique({ where: { key: 'uncommitted' } }), null);
});

test('raw queries outside a transaction also wait for it', async () => {
  const db = await getDb();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const inside = new Promise<void>((r) => (started = r));
  const failing = db.$transaction(async (tx) => {
    await tx.setting.create({ data: { key: 'raw-uncommitted', value: '1' } });
    started();
    await held;
    throw new Error('roll back');
  }).catch(() => undefined);
  await inside;
  const count = db.$queryRawUnsafe<{ n: number }[]>(`SELECT COUNT(*) AS n FROM "Setting" WHERE "key" = 'raw-uncommitted'`).then((r) => r);
  setTimeout(release, 100);
  await failing;
  assert.equal(Number((await count)[0]!.n), 0);
});

test('`db` used inside a transaction callback runs in that transaction instead of waiting for it', sqliteOnly, async () => {
  const db = await getDb();
  const seen = await db
    .$transaction(async (tx) => {
      await tx.setting.create({ data: { key: 'inside', value: '1' } });
      // Not tx: on the one SQLite connection this runs inside the open transaction (waiting would deadlock).
      const row = await db.setting.findUnique({ where: { key: 'inside' } });
      throw Object.assign(new Error('roll back'), { row });
    })
    .catch((e: Error & { row?: unknown }) => e.row);
  assert.ok(seen, 'the uncommitted row was visible inside');
  assert.equal(await db.setting.findUnique({ where: { key: 'inside' } }), null, 'and rolled back with it');
});

test('transactions queue behind each other, and queries wait for the ones queued as well', sqliteOnly, async () => {
  const db = await getDb();
  const order: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const first = db.$transaction(async (tx) => {
    await tx.setting.create({ data: { key: 'queue-1', value: '1' } });
    await held;
    order.push('first');
  });
  await new Promise((r) => setTimeout(r, 20));
  const second = db.$transaction(async (tx) => {
    await tx.setting.create({ data: { key: 'queue-2', value: '1' } });
    order.push('second');
  });
  const read = db.setting.count({ where: { key: { startsWith: 'queue-' } } }).then((n) => (order.push('read'), n));
  setTimeout(release, 50);
  await Promise.all([first, second]);
  assert.equal(await read, 2, 'the read ran after both transactions');
  assert.deepEqual(order, ['first', 'second', 'read']);
});
