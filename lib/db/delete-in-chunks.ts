// Clean-ups that delete many rows (old X-Request-IDs, old request-log entries) in chunks, yielding to the event loop
// between them. SQLite runs a statement synchronously on the one connection, so one DELETE of every old row blocks
// every request of the process for as long as it takes — and a minute of load at 1,000 requests/s leaves 60,000 old
// rows of each. A chunk of CHUNK_ROWS takes a few milliseconds; requests run between chunks. PostgreSQL runs the
// statement on a pool connection without blocking the process, where one DELETE is faster than chunks: it stays one
// statement. Measured: docs/decisions/0020-clean-ups-in-chunks.md.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Prisma } from './generated/sqlite/client.ts';
import type { Db } from './client.ts';
import { getConfig } from '../config.ts';

/** Rows per DELETE. */
export const CHUNK_ROWS = 1000;

/**
 * Deletes the rows of `table` meeting `where` — on SQLite `chunkRows` (CHUNK_ROWS) at a time by their primary key
 * (`key`: its columns) until a chunk comes back short, on PostgreSQL in one statement. Returns the number of rows
 * deleted.
 */
export async function deleteInChunks(db: Db, table: string, key: readonly string[], where: Prisma.Sql, chunkRows = CHUNK_ROWS): Promise<number> {
  if (getConfig().dialect === 'postgresql') return db.$executeRaw`DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE ${where}`;
  const columns = Prisma.raw(key.map((c) => `"${c}"`).join(', '));
  const keyExpr = key.length === 1 ? columns : Prisma.sql`(${columns})`;
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE ${keyExpr} IN (SELECT ${columns} FROM ${Prisma.raw(`"${table}"`)} WHERE ${where} LIMIT ${chunkRows})`;
    total += n;
    if (n < chunkRows) return total;
    await yieldToEventLoop();
  }
}
