// Bulk insert: INSERT … SELECT over one JSON parameter per 1,000 rows, an order of magnitude faster than Prisma's
// createMany on SQLite (10,000 transactions: ~0.4 s instead of ~6 s), which matters for creating sandbox worlds,
// loading benchmark data and the payment batch's bookings.
import type { Tx } from './client.ts';
import { Prisma } from './generated/sqlite/client.ts';
import { executeRaw } from './raw.ts';
import { getConfig } from '../config.ts';

/** A column value as the insert binds it. */
export type InsertValue = string | number | bigint | boolean | Date | null;

/**
 * Rows per statement. All rows of a statement travel as ONE bound parameter, a JSON array, which the database turns
 * back into rows (SQLite json_each, PostgreSQL json_populate_recordset). Binding every value separately (500 rows x
 * 26 columns = 13,000 parameters per statement) cost Prisma a descriptor object per parameter, and its debug module
 * keeps the arguments of the last 100 statements even with debugging off: after a few 10,000-item bulk requests a
 * worker held ~1.3 million such objects (~120 MB of heap, bench/probe/bulk-memory.ts). One JSON string per statement
 * is one compact object (at most ~0.3 MB at 1,000 rows), and the per-parameter work is gone.
 */
const MAX_ROWS = 1_000;

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
  const postgres = getConfig().dialect === 'postgresql';
  const columnList = columns.map((c) => `"${c}"`).join(', ');
  // The statement around its one parameter (Prisma.sql puts the dialect's placeholder between the two parts).
  const around = postgres
    ? // The table's own row type gives every column its type (a NULL in the first row needs no cast); ordinality keeps the order.
      [`INSERT INTO "${table}" (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::"${table}", `, `::json) WITH ORDINALITY AS r ORDER BY r.ordinality`]
    : [`INSERT INTO "${table}" (${columnList}) SELECT ${columns.map((_, i) => `value ->> ${i}`).join(', ')} FROM json_each(`, `) ORDER BY key`];
  for (let start = 0; start < rows.length; start += MAX_ROWS) {
    const chunk = rows.slice(start, start + MAX_ROWS);
    const json = postgres
      ? `[${chunk.map((row) => `{${columns.map((c) => `${JSON.stringify(c)}:${literal(row[c] ?? defaults[c] ?? null, true)}`).join(',')}}`).join(',')}]`
      : `[${chunk.map((row) => `[${columns.map((c) => literal(row[c] ?? defaults[c] ?? null, false)).join(',')}]`).join(',')}]`;
    // lib/db/raw.ts: on the driver where it can (Prisma's debug module also keeps the last statements' arguments).
    await executeRaw(tx, Prisma.sql(around, json));
  }
}

/** A value as JSON text: bigints as exact integer literals, dates in the stored text form, booleans as SQLite stores them. */
function literal(v: InsertValue, postgres: boolean): string {
  if (v === null) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`insertRows: ${v} is not a storable number`);
    return String(v);
  }
  if (typeof v === 'boolean') return postgres ? String(v) : v ? '1' : '0';
  if (v instanceof Date) return JSON.stringify(postgres ? v.toISOString().replace('T', ' ').replace('Z', '') : v.toISOString().replace('Z', '+00:00'));
  return JSON.stringify(v);
}
