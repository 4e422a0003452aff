// The Prisma client for the configured dialect (SQLite by default, PostgreSQL when DATABASE_URL says so).
import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient as SqliteClient, type Prisma } from './generated/sqlite/client.ts';
import { PrismaClient as PgClient } from './generated/postgresql/client.ts';
import { getConfig } from '../config.ts';
import { runMigrations } from './migrate.ts';
import { PgPipeline, type PipelineStats, type QueryRunner } from './pg-pipeline.ts';
import { SqliteGate, gateSqliteClient, setCurrentSqliteGate } from './sqlite-gate.ts';
import { checkpointInThread, type WalCheckpointer, type WalCheckpointStats } from './wal-checkpointer.ts';
import { onShutdown } from '../server/lifecycle.ts';

/** Both generated clients have the same model API; the SQLite one's type stands for both. */
export type Db = InstanceType<typeof SqliteClient>;
/** The client inside `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;

const globalKey = Symbol.for('openbank.db');
type Holder = { db?: Promise<Db>; closeOnShutdown?: () => void; pool?: pg.Pool; pipeline?: PgPipeline; pgClient?: Db; checkpointer?: WalCheckpointer };
const holder = ((globalThis as Record<symbol, unknown>)[globalKey] ??= {}) as Holder;

/** The shared database client; the first call migrates the database. */
export function getDb(): Promise<Db> {
  holder.db ??= open().catch((e: unknown) => {
    holder.db = undefined;
    throw e;
  });
  // The server closes the client after the last request (scripts/server-worker.mjs runs the hooks).
  holder.closeOnShutdown ??= onShutdown('database', closeDb);
  return holder.db;
}

/** Closes the shared client (tests, shutdown). */
export async function closeDb(): Promise<void> {
  const pending = holder.db;
  holder.db = undefined;
  holder.pool = undefined;
  const pipeline = holder.pipeline;
  holder.pipeline = undefined;
  holder.pgClient = undefined;
  setCurrentSqliteGate(null);
  const checkpointer = holder.checkpointer;
  holder.checkpointer = undefined;
  await checkpointer?.stop();
  await pipeline?.end();
  if (pending) await (await pending).$disconnect();
}

async function open(): Promise<Db> {
  const config = getConfig();
  await runMigrations(config);
  if (config.dialect === 'postgresql') {
    // The pool is made here (ended with the client: disposeExternalPool) so its use can be observed (lib/metrics).
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });
    holder.pool = pool;
    // The hot raw statements outside transactions: pipelined connections beside the pool (lib/db/pg-pipeline.ts).
    if (config.dbPipelineConnections > 0) {
      holder.pipeline = new PgPipeline({ connectionString: config.databaseUrl }, config.dbPipelineConnections, pool);
    }
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const client = new PgClient({ adapter }) as unknown as Db;
    holder.pgClient = client;
    return client;
  }
  const file = sqliteFile(config.databaseUrl);
  mkdirSync(dirname(file), { recursive: true });
  const gate = new SqliteGate();
  // WAL checkpoints in a thread of their own, off the requests' event loop (lib/db/wal-checkpointer.ts); the request
  // connection checkpoints itself only past the backstop, or as SQLite does by default if the thread is gone.
  const adapter = gate.wrap(new PrismaBetterSqlite3({ url: file, timeout: 10_000 }), (connection) => {
    void holder.checkpointer?.stop();
    holder.checkpointer = checkpointInThread(connection, file);
  });
  // lib/db/raw.ts runs the hot raw statements on this client's connection.
  setCurrentSqliteGate(gate);
  return gateSqliteClient(new SqliteClient({ adapter }), gate);
}

/**
 * The process's PostgreSQL pool when `db` is the open client itself (lib/db/raw.ts runs hot statements on it), else
 * null — also for a transaction's client, whose statements must run on the transaction's connection (identity is the
 * test: a transaction client has a `$transaction` method too).
 */
export function pgPoolOf(db: unknown): pg.Pool | null {
  return holder.db && holder.pool && db === holder.pgClient ? holder.pool : null;
}

/**
 * Where lib/db/raw.ts runs a statement for `db` on PostgreSQL: the pipelined connections (or the pool, with
 * DB_PIPELINE_CONNECTIONS=0) when `db` is the open client itself; null for a transaction's client (see pgPoolOf).
 */
export function pgRunnerOf(db: unknown): QueryRunner | null {
  const pool = pgPoolOf(db);
  return pool && (holder.pipeline ?? pool);
}

/** The pipelined connections' state (null on SQLite, with DB_PIPELINE_CONNECTIONS=0, or before the first use). */
export function dbPipelineStats(): PipelineStats | null {
  return holder.db && holder.pipeline ? holder.pipeline.stats() : null;
}

/** What the WAL checkpoint thread has done (null on PostgreSQL or before the first query). */
export function walCheckpointStats(): WalCheckpointStats | null {
  return holder.checkpointer?.stats() ?? null;
}

/** Connections of this process's PostgreSQL pool (null on SQLite or before the first use). */
export function dbPoolStats(): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = holder.pool;
  if (!pool || !holder.db) return null;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}

/** The file path of a `file:` SQLite URL. */
export function sqliteFile(url: string): string {
  return url.replace(/^file:(\/\/)?/, '');
}
