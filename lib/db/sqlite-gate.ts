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
// the app's busy time under load; docs/decisions/0006-sqlite-gate-in-the-driver-adapter.md). Each execution is published on the `openbank:db:statement`
// diagnostics channel (tests/routes/query-budget.test.ts counts round trips there).
import { AsyncLocalStorage } from 'node:async_hooks';
import { channel } from 'node:diagnostics_channel';
import type { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';

/** Published once per statement the driver executes (SQLite): `{ sql }`. */
export const statementChannel = channel('openbank:db:statement');

/** Tells the statement channel's subscribers (the query budget test) that `sql` ran. */
function publish(sql: string): void {
  if (statementChannel.hasSubscribers) statementChannel.publish({ sql });
}

/** Prepared statements kept per connection; Prisma's SQL varies with IN-list lengths, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/** The parts of a better-sqlite3 statement the Prisma adapter and queryRaw (lib/db/raw.ts) use. */
interface Statement {
  readonly reader: boolean;
  run(args: unknown[]): { changes: number };
  columns(): { name: string; type: string | null }[];
  raw(on?: boolean): { all(args: unknown[]): unknown[] };
}
interface Connection {
  prepare(sql: string): Statement;
  pragma(source: string): unknown;
}

/**
 * A statement's result columns, asked once: the adapter asks for them at every execution, and better-sqlite3 builds a
 * new array of column descriptors each time (~4 % of the app's CPU under load, bench --cpu-prof). The columns of a
 * prepared statement do not change at run time (migrations run before the first query).
 */
const columnCache = new WeakMap<Statement, ReturnType<Statement['columns']>>();
function columnsOf(stmt: Statement): ReturnType<Statement['columns']> {
  let columns = columnCache.get(stmt);
  if (!columns) columnCache.set(stmt, (columns = stmt.columns()));
  return columns;
}

/** The prepared statements of one connection, kept by SQL text (least recently used dropped first). */
function statementCache(connection: Connection): (sql: string) => Statement {
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
    return stmt;
  };
}

/** What the adapter calls: `prepare(sql).bind(args)` then run / columns / raw().all(). */
function adapterPrepare(statement: (sql: string) => Statement): (sql: string) => unknown {
  return (sql: string) => {
    const s = statement(sql);
    const bound = (args: unknown[]) => {
      publish(sql);
      return { reader: s.reader, run: () => s.run(args), columns: () => columnsOf(s), raw: () => ({ all: () => s.raw(true).all(args) }) };
    };
    // A bound better-sqlite3 statement stays bound, so the cached one takes the arguments at each execution; the
    // adapter also runs argument-less statements without bind (`prepare("BEGIN").run()`).
    return { reader: s.reader, bind: bound, run: () => bound([]).run() };
  };
}

/** A result value as Prisma's raw queries return it, by the column's declared type (the driver gives bigints). */
type Convert = (v: unknown) => unknown;
const asNumber: Convert = (v) => (v === null ? null : Number(v));
const asBigInt: Convert = (v) => (typeof v === 'number' ? BigInt(Math.trunc(v)) : v);
const asDate: Convert = (v) => (v === null ? null : new Date(typeof v === 'string' ? v : Number(v)));
const asBoolean: Convert = (v) => (v === null ? null : Number(v) !== 0);
const CONVERT: Record<string, Convert | null> = {
  TEXT: null, CLOB: null, VARCHAR: null, CHARACTER: null, NCHAR: null, NVARCHAR: null,
  INTEGER: asNumber, INT: asNumber, TINYINT: asNumber, SMALLINT: asNumber, MEDIUMINT: asNumber, INT2: asNumber,
  BIGINT: asBigInt, INT8: asBigInt, REAL: asNumber, DOUBLE: asNumber, FLOAT: asNumber,
  DATETIME: asDate, TIMESTAMP: asDate, BOOLEAN: asBoolean,
};

/** How to convert each column of a statement's rows (null: as the driver gives it), or undefined for a declared type
 * queryRaw does not convert itself (DECIMAL, BLOB, DATE, …: left to Prisma). Worked out once per statement. */
const conversionCache = new WeakMap<Statement, { names: string[]; convert: (Convert | null)[] } | undefined>();
function conversionOf(stmt: Statement): { names: string[]; convert: (Convert | null)[] } | undefined {
  if (conversionCache.has(stmt)) return conversionCache.get(stmt);
  const columns = columnsOf(stmt);
  let plan: { names: string[]; convert: (Convert | null)[] } | undefined = { names: columns.map((c) => c.name), convert: [] };
  for (const c of columns) {
    // An expression (no declared type): the driver's value, as Prisma infers it (an integer stays a bigint).
    const type = c.type?.toUpperCase() ?? null;
    const convert = type === null ? null : CONVERT[type];
    if (convert === undefined) {
      plan = undefined;
      break;
    }
    plan.convert.push(convert);
  }
  conversionCache.set(stmt, plan);
  return plan;
}

/** A parameter as the Prisma adapter binds it (DateTime as ISO 8601 text with +00:00, booleans as 0/1); undefined
 * for a value queryRaw leaves to Prisma. */
function bindValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().replace('Z', '+00:00');
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') return v;
  return undefined;
}
function bindValues(values: readonly unknown[]): unknown[] | null {
  const out = new Array<unknown>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = bindValue(values[i]);
    if (v === undefined) return null;
    out[i] = v;
  }
  return out;
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
  /** The connection's statements, once Prisma has connected (its first query). */
  private statement: ((sql: string) => Statement) | null = null;

  /**
   * Runs a reading statement on the connection, held back like the adapter's queries; rows as Prisma's raw queries
   * return them. Null when Prisma has not connected yet or the statement has a parameter or column type this does
   * not convert (the caller then asks Prisma).
   */
  async query(sql: string, values: readonly unknown[]): Promise<Record<string, unknown>[] | null> {
    const ready = await this.ready(sql, values);
    if (!ready) return null;
    const { stmt, args } = ready;
    if (!stmt.reader) {
      publish(sql);
      stmt.run(args);
      return [];
    }
    const plan = conversionOf(stmt);
    if (!plan) return null;
    publish(sql);
    const rows = stmt.raw(true).all(args) as unknown[][];
    const { names, convert } = plan;
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const values = rows[r]!;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const c = convert[i];
        row[names[i]!] = c ? c(values[i]) : values[i];
      }
      out[r] = row;
    }
    return out;
  }

  /** Runs a writing statement on the connection, held back like the adapter's queries: the rows changed (null as for query). */
  async execute(sql: string, values: readonly unknown[]): Promise<number | null> {
    const ready = await this.ready(sql, values);
    if (!ready) return null;
    const { stmt, args } = ready;
    publish(sql);
    return stmt.reader ? stmt.raw(true).all(args).length : stmt.run(args).changes;
  }

  /** The prepared statement and bound arguments, once a query from outside may run; null when Prisma has not
   * connected yet or a value is not one this binds. */
  private async ready(sql: string, values: readonly unknown[]): Promise<{ stmt: Statement; args: unknown[] } | null> {
    if (!this.statement) return null;
    const args = bindValues(values);
    if (!args) return null;
    if (this.transactions > 0) await this.outside();
    return { stmt: this.statement(sql), args };
  }

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

  /**
   * Wraps the adapter factory: the gate around its queries and transactions, and the statement cache. `onConnect`
   * gets the connection once Prisma has opened it (before its first statement).
   */
  wrap(factory: Factory, onConnect?: (connection: Pick<Connection, 'pragma'>) => void): Factory {
    const connect = factory.connect.bind(factory);
    factory.connect = async () => {
      const adapter = (await connect()) as unknown as Adapter;
      onConnect?.(adapter.client);
      const statement = statementCache(adapter.client);
      (adapter.client as { prepare: unknown }).prepare = adapterPrepare(statement);
      this.statement = statement;
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

const gateKey = Symbol.for('openbank.sqlite-gate');
/** Registers the gate of the process's SQLite client (lib/db/client.ts), or forgets it (null: closed). */
export function setCurrentSqliteGate(gate: SqliteGate | null): void {
  (globalThis as Record<symbol, unknown>)[gateKey] = gate;
}
/** The gate of the process's SQLite client, if one is open. */
export function currentSqliteGate(): SqliteGate | null {
  return ((globalThis as Record<symbol, unknown>)[gateKey] as SqliteGate | undefined) ?? null;
}
