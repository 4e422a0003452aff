// Clean-ups that delete many rows (old X-Request-IDs, old request-log entries) in chunks, yielding to the event loop
// between them. SQLite runs a statement synchronously on the one connection, so one DELETE of every old row blocks
// every request of the process for as long as it takes: 148 ms for 24,000 request-log rows, 50 ms for 24,000
// X-Request-IDs (bench/README.md "Admission") — and a minute of load at 1,000 requests/s leaves 60,000 of each.
// A chunk of CHUNK_ROWS takes a few milliseconds; requests run between chunks: the longest block of the event loop
// while 60,000 X-Request-IDs go fell from 48–73 ms to 9–10 ms (bench/probe/prune-stall.ts). PostgreSQL runs the
// statement on a pool connection without blocking the process, and one DELETE there took 19–40 ms against 215 ms in
// chunks: it stays one statement.
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
