// Raw statements on PostgreSQL (pipelined connections, lib/db/pg-pipeline.ts, or the pool) without Prisma's
// per-statement cost (lib/db/raw.ts): values bound as @prisma/adapter-pg binds them (a DateTime as UTC text without a
// zone, for timestamp(3) columns) and read back as Prisma's raw queries return them — timestamp as a Date (the stored
// UTC time), int8 as a bigint, int2/int4 and floats as numbers, bool as a boolean, text as text. Only outside a
// transaction: a transaction's statements must run on its own connection, so inside one the caller asks Prisma.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { QueryRunner } from './pg-pipeline.ts';

const { builtins } = pg.types;
/** Result parsers by type OID; other types (numeric, json, arrays, …) are not read here. */
const PARSERS: Record<number, (text: string) => unknown> = {
  [builtins.TEXT]: (t) => t,
  [builtins.VARCHAR]: (t) => t,
  [builtins.BPCHAR]: (t) => t,
  [builtins.INT2]: Number,
  [builtins.INT4]: Number,
  [builtins.INT8]: BigInt,
  [builtins.FLOAT4]: Number,
  [builtins.FLOAT8]: Number,
  [builtins.BOOL]: (t) => t === 't',
  // 'YYYY-MM-DD HH:MM:SS[.fff]', stored in UTC (Prisma writes UTC into timestamp without time zone).
  [builtins.TIMESTAMP]: (t) => new Date(`${t.replace(' ', 'T')}Z`),
  [builtins.TIMESTAMPTZ]: (t) => new Date(t),
};

/** A result column of a type this module does not read (the statement must be one Prisma runs). */
export class UnreadType extends Error {
  constructor(readonly oid: number) {
    super(`lib/db/pg-raw.ts does not read PostgreSQL type ${oid}; run this statement through Prisma`);
  }
}

const pad = (n: number, z = 2) => String(n).padStart(z, '0');
/** A Date as @prisma/adapter-pg writes it: UTC, no zone, milliseconds only when there are any. */
function formatDateTime(d: Date): string {
  const ms = d.getUTCMilliseconds();
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
}

/** Parameters as bound; null when one is of a kind this module does not bind. */
function bindValues(values: readonly unknown[]): unknown[] | null {
  const out = new Array<unknown>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v instanceof Date) out[i] = formatDateTime(v);
    else if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') out[i] = v;
    else return null;
  }
  return out;
}

/**
 * The name a statement is prepared under on each connection (pipelined or pooled): PostgreSQL then parses it once per
 * connection, and after five executions may keep a generic plan, instead of parsing and planning every execution of an
 * unnamed statement (docs/decisions/0014-postgresql-plans-and-statistics.md).
 * Named by a hash of the text, so a name never stands for two texts; the texts are the code's own (integers written
 * into them are bounded: lib/db/sql-integer.ts; IN-lists vary only in length), so each connection holds a bounded set.
 */
const names = new Map<string, string>();
let generation = 0;
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `ob${generation}_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 5000) names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement on the pipelined connections or the pool: its rows and the number of rows it changed; null when a
 * parameter is not bound here.
 */
export async function pgQuery(
  runner: QueryRunner,
  text: string,
  values: readonly unknown[],
): Promise<{ rows: Record<string, unknown>[]; rowCount: number } | null> {
  const args = bindValues(values);
  if (!args) return null;
  // A parser for every result column; one of a type not read here is noted (throwing inside the driver's message
  // handling would break the connection) and reported once the statement is done.
  let unread: number | null = null;
  const types = {
    getTypeParser: (oid: number) =>
      PARSERS[oid] ??
      ((t: string) => {
        unread = oid;
        return t;
      }),
  };
  let result: pg.QueryResult;
  try {
    result = await runner.query({ name: statementName(text), text, values: args, types });
  } catch (e) {
    // A statement prepared before a migration changed a table it reads with `SELECT *` ("cached plan must not change
    // result type"; migrations run at start-up: this is another instance's, mid-deploy): every statement is prepared
    // anew under new names, this one at once.
    if ((e as { code?: string }).code !== '0A000') throw e;
    generation += 1;
    names.clear();
    result = await runner.query({ name: statementName(text), text, values: args, types });
  }
  if (unread !== null) throw new UnreadType(unread);
  return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
}
