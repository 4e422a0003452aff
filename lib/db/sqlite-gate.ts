// SQLite has one connection per process: while an interactive transaction is open, any other query would run inside
// it (seeing its uncommitted rows and being rolled back with it). This gate makes transactions exclusive: other
// queries wait until a transaction ends, and a transaction waits until queries in flight are done.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A readers-writer lock that prefers writers (transactions), so they are not starved. */
export class RwLock {
  private readers = 0;
  private writer = false;
  private writersWaiting = 0;
  private waiters: (() => void)[] = [];

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }

  private wait(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Runs `fn` alongside other shared holders, never during an exclusive one. */
  async shared<T>(fn: () => Promise<T>): Promise<T> {
    while (this.writer || this.writersWaiting > 0) await this.wait();
    this.readers += 1;
    try {
      return await fn();
    } finally {
      this.readers -= 1;
      this.wake();
    }
  }

  /** Runs `fn` alone. */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    this.writersWaiting += 1;
    try {
      while (this.writer || this.readers > 0) await this.wait();
    } finally {
      this.writersWaiting -= 1;
    }
    this.writer = true;
    try {
      return await fn();
    } finally {
      this.writer = false;
      this.wake();
    }
  }
}

type Client = {
  $extends: (ext: unknown) => unknown;
  $transaction: (...args: unknown[]) => Promise<unknown>;
};

/** Wraps a SQLite Prisma client so transactions never interleave with other queries of this process. */
export function gateSqliteClient<T extends object>(db: T): T {
  const inTransaction = new AsyncLocalStorage<true>();
  const lock = new RwLock();
  const extended = (db as unknown as Client).$extends({
    query: {
      $allOperations: ({ args, query }: { args: unknown; query: (a: unknown) => Promise<unknown> }) =>
        inTransaction.getStore() ? query(args) : lock.shared(() => query(args)),
    },
  }) as Client;
  return new Proxy(extended, {
    get(target, prop, receiver) {
      if (prop === '$transaction') {
        return (...args: unknown[]) =>
          inTransaction.getStore()
            ? target.$transaction(...args)
            : lock.exclusive(() => inTransaction.run(true, () => target.$transaction(...args)));
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as T;
}
