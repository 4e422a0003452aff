// A counting semaphore: at most `size` holders at once, the others wait in arrival order.

export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Runs `fn` once a slot is free. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes to the next waiter
      else this.active -= 1;
    }
  }

  /** Holders now (for tests and logs). */
  get running(): number {
    return this.active;
  }

  /** Waiters now. */
  get queued(): number {
    return this.waiting.length;
  }
}
