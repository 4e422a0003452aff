// CPU per database call through the layers, in one process: the app's client (lib/db/client.ts), a Prisma client on
// the bare adapter, and better-sqlite3 directly. Each measured twice after a warm-up; the second round is printed.
// Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/micro-db.ts
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import Database from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { getDb, closeDb, sqliteFile } from '../../lib/db/client.ts';
import { PrismaClient } from '../../lib/db/generated/sqlite/client.ts';
import { getConfig } from '../../lib/config.ts';
import { paymentWorld } from '../../tests/helpers/payments.ts';
import { cpuPerCall } from './cpu-per-call.ts';

const w = await paymentWorld();
const db = await getDb();
const file = sqliteFile(getConfig().databaseUrl);
const plain = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: file }) });
const driver = new Database(file);
const stmt = driver.prepare('SELECT * FROM "Account" WHERE "worldId" = ?');
const one = driver.prepare('SELECT "id" FROM "Account" WHERE "worldId" = ? LIMIT 1');

const cases: [string, () => Promise<unknown>][] = [
  ['app  $queryRaw SELECT 1', () => db.$queryRaw`SELECT 1`],
  ['app  account.findMany', () => db.account.findMany({ where: { worldId: w.worldId } })],
  ['bare $queryRaw SELECT 1', () => plain.$queryRaw`SELECT 1`],
  ['bare account.findMany', () => plain.account.findMany({ where: { worldId: w.worldId } })],
  ['app  $queryRaw accounts', () => db.$queryRaw`SELECT * FROM "Account" WHERE "worldId" = ${w.worldId}`],
  ['app  $queryRaw one value', () => db.$queryRaw`SELECT "id" FROM "Account" WHERE "worldId" = ${w.worldId} LIMIT 1`],
  ['driver one value', async () => one.get(w.worldId)],
  ['driver prepare + all', async () => driver.prepare('SELECT * FROM "Account" WHERE "worldId" = ?').all(w.worldId)],
  ['driver prepared all', async () => stmt.all(w.worldId)],
];
for (let round = 0; round < 2; round++) {
  for (const [name, fn] of cases) {
    const us = await cpuPerCall(fn, { warm: 1000, n: 4000 });
    if (round === 1) console.log(name.padEnd(26), (us | 0).toString().padStart(5), 'µs CPU');
  }
}
await closeDb();
