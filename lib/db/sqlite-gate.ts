// SQLite has one connection per process: while an interactive transaction is open, any other query would run inside
// it (seeing its uncommitted rows and being rolled back with it). This gate makes transactions exclusive: a query from
// outside waits until the transactions begun or waiting are done. Code inside `db.$transaction(fn)` that uses `db`
// rather than the transaction client runs inside the transaction, as it would on the one connection.
//
// The gate sits in the driver adapter rather than in a Prisma query extension (`$extends({ query: { $allOperations } })`,
// which wrapped every query of every request in the extension machinery and a lock object): better-sqlite3 runs a
// statement synchronously, so a query from outside never spans an await and need only wait while a transaction is
// open — one integer comparison when none is.
//
// The adapter also keeps prepared statements (the Prisma adapter prepares every statement anew: "Statement" was ~8 % of
// the app's busy time under load, bench/README.md). Each execution is published on the `openbank:db:statement`
// diagnostics channel (tests/routes/query-budget.test.ts counts round trips there).
import { AsyncLocalStorage } from 'node:async_hooks';
import { channel } from 'node:diagnostics_channel';
import type { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';

/** Published once per statement the driver executes (SQLite): `{ sql }`. */
export const statementChannel = channel('openbank:db:statement');

/** Prepared statements kept per connection; Prisma's SQL varies with IN-list lengths, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/** The parts of a better-sqlite3 statement the Prisma adapter uses. */
interface Statement {
  readonly reader: boolean;
  run(args: unknown[]): unknown;
  columns(): unknown[];
  raw(on?: boolean): { all(args: unknown[]): unknown[] };
}
interface Connection {
  prepare(sql: string): Statement;
}

/**
 * A statement's result columns, asked once: the adapter asks for them at every execution, and better-sqlite3 builds a
 * new array of column descriptors each time (~4 % of the app's CPU under load, bench --cpu-prof). The columns of a
 * prepared statement do not change at run time (migrations run before the first query).
 */
const columnCache = new WeakMap<Statement, unknown[]>();
function columnsOf(stmt: Statement): unknown[] {
  let columns = columnCache.get(stmt);
  if (!columns) columnCache.set(stmt, (columns = stmt.columns()));
  return columns;
}

/** What the adapter calls: `prepare(sql).bind(args)` then run / columns / raw().all(). */
function cachingPrepare(connection: Connection): (sql: string) => unknown {
  const prepare = connection.prepare.bind(connection);
  const cache = new Map<string, Statement>();
  return (sql: string) => {
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql); // most recently used last
    } else {
      stmt = prepare(sql);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    const s = stmt;
    const bound = (args: unknown[]) => {
      if (statementChannel.hasSubscribers) statementChannel.publish({ sql });
      return { reader: s.reader, run: () => s.run(args), columns: () => columnsOf(s), raw: () => ({ all: () => s.raw(true).all(args) }) };
    };
    // A bound better-sqlite3 statement stays bound, so the cached one takes the arguments at each execution; the
    // adapter also runs argument-less statements without bind (`prepare("BEGIN").run()`).
    return { reader: s.reader, bind: bound, run: () => bound([]).run() };
  };
}

type Query = unknown;
interface Tx {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}
interface Adapter {
  client: Connection;
  queryRaw(q: Query): Promise<unknown>;
  executeRaw(q: Query): Promise<unknown>;
  startTransaction(isolationLevel?: unknown): Promise<Tx>;
}
type Factory = InstanceType<typeof PrismaBetterSqlite3>;

/** The transaction state of one SQLite connection. */
export class SqliteGate {
  /** Transactions begun and not yet committed or rolled back, or waiting to begin. */
  private transactions = 0;
  private waiters: (() => void)[] = [];
  /** Set while `db.$transaction(fn)` runs `fn`: its queries go through even if they use `db`. */
  readonly inTransaction = new AsyncLocalStorage<true>();

  /** Resolves when a query from outside may run. */
  private async outside(): Promise<void> {
    while (this.transactions > 0 && !this.inTransaction.getStore()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private ended(): void {
    this.transactions -= 1;
    if (this.transactions > 0) return;
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }

  /** Wraps the adapter factory: the gate around its queries and transactions, and the statement cache. */
  wrap(factory: Factory): Factory {
    const connect = factory.connect.bind(factory);
    factory.connect = async () => {
      const adapter = (await connect()) as unknown as Adapter;
      (adapter.client as { prepare: unknown }).prepare = cachingPrepare(adapter.client);
      const queryRaw = adapter.queryRaw.bind(adapter);
      const executeRaw = adapter.executeRaw.bind(adapter);
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.queryRaw = async (q) => {
        if (this.transactions > 0) await this.outside();
        return queryRaw(q);
      };
      adapter.executeRaw = async (q) => {
        if (this.transactions > 0) await this.outside();
        return executeRaw(q);
      };
      // Counted before waiting for the adapter's own transaction mutex, so queries from outside hold back at once
      // (transactions are preferred: they are not starved by a stream of reads).
      adapter.startTransaction = async (isolationLevel) => {
        this.transactions += 1;
        let tx: Tx;
        try {
          tx = await startTransaction(isolationLevel);
        } catch (e) {
          this.ended();
          throw e;
        }
        let done = false;
        const end = () => {
          if (!done) this.ended();
          done = true;
        };
        const commit = tx.commit.bind(tx);
        const rollback = tx.rollback.bind(tx);
        tx.commit = () => commit().finally(end);
        tx.rollback = () => rollback().finally(end);
        return tx;
      };
      return adapter as never;
    };
    return factory;
  }
}

type Client = { $transaction: (...args: unknown[]) => Promise<unknown> };

/** Marks the callback of `db.$transaction(...)`, so that `db` used inside it is not held back by its own transaction. */
export function gateSqliteClient<T extends object>(db: T, gate: SqliteGate): T {
  return new Proxy(db as unknown as Client, {
    get(target, prop, receiver) {
      if (prop === '$transaction') return (...args: unknown[]) => gate.inTransaction.run(true, () => target.$transaction(...args));
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as T;
}
