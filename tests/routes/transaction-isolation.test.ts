// A request's queries never run inside another request's open transaction (SQLite has one connection per process):
// they neither see its uncommitted rows nor are rolled back with it.
import '../helpers/test-env.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getDb } from '../../lib/db/client.ts';

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
