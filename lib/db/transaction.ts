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

/** True for a unique-constraint violation (Prisma P2002). */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, meta } = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  // P2002 from the query builder; a raw query ($queryRaw) reports P2010 with the driver adapter's error kind; a
  // statement lib/db/raw.ts ran on a driver itself throws the driver's error (SQLite's code, PostgreSQL's SQLSTATE).
  return (
    code === 'P2002' ||
    (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation') ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === '23505'
  );
}

/** True for a foreign-key violation (Prisma P2003; a raw query's P2010; SQLite's or PostgreSQL's own code). */
export function isForeignKeyViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { code, meta } = e as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  return (
    code === 'P2003' ||
    (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === 'ForeignKeyConstraintViolation') ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === '23503'
  );
}

/** A new opaque resource id. */
export function newId(): string {
  return crypto.randomUUID();
}
