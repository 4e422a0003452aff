// Raw statements of the hot paths, with Prisma's results but without its per-statement cost on SQLite.
//
// Through `db.$queryRaw` every statement has a fixed cost before SQLite starts, and more per value returned (the
// query interpreter, argument and result serialisation): a quarter of the CPU of a GET /v1/accounts in the app's
// profile (docs/decisions/0007-raw-statements-on-the-hot-paths.md). On SQLite these helpers run the statement on the
// connection Prisma itself uses (lib/db/sqlite-gate.ts: the same prepared statements, the same transaction gate, so
// inside `atomically` a statement is part of the transaction) and convert values as Prisma's raw queries do: by the
// declared column type, DateTime as a Date, BigInt as a bigint, Int as a number, Boolean as a boolean, an expression's
// integer as a bigint. On PostgreSQL they run on pipelined connections beside the client's pool (lib/db/pg-pipeline.ts;
// lib/db/pg-raw.ts: bound and read as @prisma/adapter-pg does) when called with the client itself, and through Prisma
// inside a transaction (whose statements must use its connection). Callers pass `Prisma.sql` fragments: the SQL text
// and its parameters are written once for both dialects.
import type { Prisma } from './generated/sqlite/client.ts';
import type { DbOrTx } from './transaction.ts';
import { getConfig } from '../config.ts';
import { currentSqliteGate } from './sqlite-gate.ts';
import { pgRunnerOf } from './client.ts';
import { pgQuery } from './pg-raw.ts';

/** PostgreSQL's pipelined connections when `db` is the client itself (a transaction's statements run on its own). */
function runnerFor(db: DbOrTx) {
  return getConfig().dialect === 'postgresql' ? pgRunnerOf(db) : null;
}

/** The rows of a reading statement (SELECT, or a write with RETURNING), typed as `$queryRaw<T>` would return them (T: the row array). */
export async function queryRaw<T extends unknown[]>(db: DbOrTx, sql: Prisma.Sql): Promise<T> {
  const gate = getConfig().dialect === 'sqlite' ? currentSqliteGate() : null;
  if (gate) {
    const rows = await gate.query(sql.sql, sql.values);
    if (rows) return rows as T;
  }
  const runner = runnerFor(db);
  if (runner) {
    const result = await pgQuery(runner, sql.text, sql.values);
    if (result) return result.rows as T;
  }
  return db.$queryRaw<T>(sql);
}

/** The number of rows a writing statement changed, as `$executeRaw` returns it. */
export async function executeRaw(db: DbOrTx, sql: Prisma.Sql): Promise<number> {
  const gate = getConfig().dialect === 'sqlite' ? currentSqliteGate() : null;
  if (gate) {
    const changes = await gate.execute(sql.sql, sql.values);
    if (changes !== null) return changes;
  }
  const runner = runnerFor(db);
  if (runner) {
    const result = await pgQuery(runner, sql.text, sql.values);
    if (result) return result.rowCount;
  }
  return db.$executeRaw(sql);
}
