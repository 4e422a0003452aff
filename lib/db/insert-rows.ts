// Bulk insert: multi-row INSERTs with values bound on SQLite's driver and on PostgreSQL's pool, INSERT … SELECT over
// one JSON array per 250 rows inside a PostgreSQL transaction (through Prisma) — an order of magnitude faster than
// Prisma's createMany, which matters for creating sandbox worlds, loading benchmark data, the payment batch's bookings
// and the request log. Each form and its measurements: docs/decisions/0022-bulk-inserts.md.
import type { Tx } from './client.ts';
import { Prisma } from './generated/sqlite/client.ts';
import { randomBytes } from 'node:crypto';
import { pgPoolOf } from './client.ts';
import { pgQuery } from './pg-raw.ts';
import { currentSqliteGate } from './sqlite-gate.ts';
import { getConfig } from '../config.ts';

/** A column value as the insert binds it. */
export type InsertValue = string | number | bigint | boolean | Date | null;

/**
 * PostgreSQL, rows per statement. Inside a transaction (through Prisma) all rows of a statement travel as ONE JSON
 * array of rows, each an array of its values in column order, which the database turns back into rows
 * (jsonb_array_elements, each value cast to its column's type): cheaper for PostgreSQL than objects keyed by column
 * name, and positional json (not jsonb) would re-read an element from its start for every value. Binding every value
 * separately through Prisma cost a descriptor object per parameter, which its debug module keeps for the last 100
 * statements even with debugging off; one JSON string per statement is one compact object. 250 rows rather than
 * 1,000: Prisma keeps the last statements' text, and a 10,000-item bulk request's strings were what a worker's RSS
 * peaked on. Measured: docs/decisions/0022-bulk-inserts.md.
 */
const MAX_ROWS = 250;

/**
 * SQLite, rows per statement with every value bound on the driver (lib/db/sqlite-gate.ts, no Prisma in between, so
 * none of its per-parameter cost above; only an insert before Prisma's first query goes through Prisma), not through
 * json_each, which parses the array again for every value it extracts (docs/decisions/0022-bulk-inserts.md). 50 rows of at most ~30 columns stay far below SQLite's 32,766 parameters, and a table has at most 50 statement
 * shapes (the last chunk's length) in the statement cache.
 */
const SQLITE_ROWS = 50;

/**
 * Inserts `rows` into `table` (every row has every column of `columns`; undefined takes `defaults`, else NULL) inside the caller's
 * transaction, in the order given (autoincrement keys follow it). Values are written as Prisma stores them: DateTime
 * as text with +00:00 on SQLite and timestamp(3) without time zone (UTC) on PostgreSQL, Boolean as 0/1 on SQLite.
 * Callers pass the table's own column names (never input: they are part of the SQL text).
 */
export async function insertRows<C extends string>(
  tx: Tx,
  table: string,
  columns: readonly C[],
  rows: readonly Partial<Record<C, InsertValue>>[],
  /** Values for columns a row leaves undefined (or null); otherwise NULL. */
  defaults: Partial<Record<C, InsertValue>> = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columnList = columns.map((c) => `"${c}"`).join(', ');
  const valueOf = (row: Partial<Record<C, InsertValue>>, c: C): InsertValue => {
    const v = row[c] ?? defaults[c] ?? null;
    if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`insertRows: ${v} is not a storable number`);
    return v;
  };
  if (getConfig().dialect !== 'postgresql') {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    for (let start = 0; start < rows.length; start += SQLITE_ROWS) {
      const chunk = rows.slice(start, start + SQLITE_ROWS);
      const values = chunk.flatMap((row) => columns.map((c) => valueOf(row, c)));
      const sql = `INSERT INTO "${table}" (${columnList}) VALUES ${chunk.map(() => tuple).join(', ')}`;
      // On the driver; through Prisma only before its first query has connected it (the gate has no statements yet).
      const changed = (await currentSqliteGate()?.execute(sql, values)) ?? null;
      if (changed === null) await tx.$executeRawUnsafe(sql, ...values);
    }
    return;
  }
  // PostgreSQL: each value cast to its column's type (read once per table from the catalog).
  const types = await columnTypes(tx, table);
  const casts = columns.map((c) => {
    const type = types.get(c);
    if (!type) throw new Error(`insertRows: ${table}.${c} is not a column`);
    return type === 'text' ? '' : `::${type}`;
  });
  const pool = pgPoolOf(tx);
  // A chunk's statement, made ready to send (its values bound or its JSON written).
  let perStatement: number;
  let prepare: (chunk: readonly Partial<Record<C, InsertValue>>[]) => () => Promise<unknown>;
  if (pool) {
    // Outside a transaction: every value bound as a parameter of a multi-row VALUES, on the pool itself — not on the
    // pipelined connections of the hot statements (lib/db/raw.ts), where a 250-row insert would hold up the reads
    // queued behind it. Not the JSON below: a request-log row's 8 KB body written as JSON (its quotes escaped) and
    // bound as part of one text cost several times more to build and serialise
    // (docs/decisions/0019-request-log-writes.md). A row's values are taken in column order;
    // VALUES are inserted in the order given.
    perStatement = Math.min(MAX_ROWS, Math.floor(PG_MAX_PARAMETERS / columns.length));
    prepare = (chunk) => {
      const values = new Array<InsertValue>(chunk.length * columns.length);
      let k = 0;
      for (const row of chunk) for (const c of columns) values[k++] = valueOf(row, c);
      const text = boundInsertText(table, columnList, casts, chunk.length);
      return () =>
        pgQuery(pool, text, values).then((done) => {
          if (!done) throw new Error(`insertRows: a value of ${table} is not one PostgreSQL's driver binds`);
        });
    };
  } else {
    // Inside a transaction the statement goes through Prisma, which serialises its parameters to JSON text and parses
    // them again (~10 µs per row of this JSON), and would bind thousands of values one descriptor object each: the
    // rows travel as ONE JSON array of rows (each an array of its values in column order) written into the statement,
    // dollar-quoted, which the database turns back into rows.
    const select = casts.map((cast, i) => (cast ? `(e->>${i})${cast}` : `e->>${i}`));
    const around = [`INSERT INTO "${table}" (${columnList}) SELECT ${select.join(', ')} FROM jsonb_array_elements(`, `::jsonb) WITH ORDINALITY AS r(e, n) ORDER BY r.n`] as const;
    perStatement = MAX_ROWS;
    prepare = (chunk) => {
      const json = `[${chunk.map((row) => `[${columns.map((c) => literal(valueOf(row, c))).join(',')}]`).join(',')}]`;
      return () => tx.$executeRawUnsafe(`${around[0]}${dollarQuoted(json)}${around[1]}`);
    };
  }
  // Each statement is prepared while the statement before it runs.
  let inFlight: Promise<unknown> | null = null;
  for (let start = 0; start < rows.length; start += perStatement) {
    const send = prepare(rows.slice(start, start + perStatement));
    if (inFlight) await inFlight;
    inFlight = send();
  }
  await inFlight;
}

/** PostgreSQL's limit of parameters per statement (a 16-bit count in the protocol). */
const PG_MAX_PARAMETERS = 65_535;

/** Texts of the bound inserts by table, columns and row count (a full statement of 250 transactions is ~75 KB of text). */
const boundTexts = new Map<string, string>();
function boundInsertText(table: string, columnList: string, casts: readonly string[], rowCount: number): string {
  const key = `${table}\0${columnList}\0${rowCount}`;
  let text = boundTexts.get(key);
  if (text === undefined) {
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rowCount; r++) tuples.push(`(${casts.map((cast) => `$${++n}${cast}`).join(', ')})`);
    text = `INSERT INTO "${table}" (${columnList}) VALUES ${tuples.join(', ')}`;
    if (boundTexts.size < 1000) boundTexts.set(key, text);
  }
  return text;
}

/** Column types by table, as PostgreSQL names them (format_type): the casts of the insert statements. */
const pgColumnTypes = new Map<string, Promise<Map<string, string>>>();
function columnTypes(tx: Tx, table: string): Promise<Map<string, string>> {
  let types = pgColumnTypes.get(table);
  if (!types) {
    types = tx
      .$queryRaw<{ name: string; type: string }[]>(
        Prisma.sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = ${`"${table}"`}::regclass AND attnum > 0 AND NOT attisdropped`,
      )
      .then((rows) => new Map(rows.map((r) => [r.name, r.type])));
    pgColumnTypes.set(table, types);
    types.catch(() => pgColumnTypes.delete(table));
  }
  return types;
}

/** A value as JSON text for PostgreSQL: bigints as exact integer literals, dates as timestamp(3) text in UTC. */
function literal(v: InsertValue): string {
  if (v === null) return 'null';
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return JSON.stringify(v.toISOString().replace('T', ' ').replace('Z', ''));
  return JSON.stringify(v);
}

/** `text` as a dollar-quoted string constant whose tag does not occur in it. */
function dollarQuoted(text: string): string {
  let tag = '$j$';
  while (text.includes(tag)) tag = `$j${randomBytes(6).toString('hex')}$`;
  return `${tag}${text}${tag}`;
}
