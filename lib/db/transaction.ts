// The kernel's database vocabulary: the handle every domain function takes, the one way to run a transaction, unique violations, ids.
import type { Db, Tx } from './client.ts';

/** The database handle a domain function works on: the shared client or an open transaction. */
export type DbOrTx = Db | Tx;

/** Runs `fn` in a transaction: a new one on a client, or the caller's when `db` is already a transaction. */
export async function atomically<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (typeof (db as Partial<Db>).$transaction === 'function') {
    return (db as Db).$transaction(fn, { maxWait: 15_000, timeout: 120_000 });
  }
  return fn(db as Tx);
}

/**
 * True when `e` is the constraint violation of `kind`, however it was reported: Prisma's own code from the query
 * builder; P2010 with the driver adapter's error kind from a raw query ($queryRaw); the driver's own code (SQLite's,
 * PostgreSQL's SQLSTATE) from a statement lib/db/raw.ts ran on the driver itself.
 */
function isViolation(e: unknown, kind: { prisma: string; adapter: string; driver: readonly string[] }): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, meta } = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  return code === kind.prisma || (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === kind.adapter) || kind.driver.includes(code as string);
}

/** True for a unique-constraint violation (Prisma P2002). */
export function isUniqueViolation(e: unknown): boolean {
  return isViolation(e, { prisma: 'P2002', adapter: 'UniqueConstraintViolation', driver: ['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE', '23505'] });
}

/** True for a foreign-key violation (Prisma P2003). */
export function isForeignKeyViolation(e: unknown): boolean {
  return isViolation(e, { prisma: 'P2003', adapter: 'ForeignKeyConstraintViolation', driver: ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'] });
}

/** A new opaque resource id. */
export function newId(): string {
  return crypto.randomUUID();
}
