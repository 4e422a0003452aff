// The hot raw statements outside transactions (lib/db/raw.ts → lib/db/pg-raw.ts) on a few pipelined PostgreSQL
// connections instead of one pool connection each.
//
// On a pool every statement takes a connection of its own: one write, one backend woken, one read, one wake-up of
// the event loop per statement. On a pipelined connection (pg's `pipeline: true`) the statements of concurrent requests
// follow each other on the wire without waiting for the one before; each keeps its own Sync, so one statement's error
// ends only that statement. It took a tenth to a quarter off the app's CPU per hot request; one busy connection did
// better than two shared evenly, so the load stays on the first until it has `spill` statements in flight
// (docs/decisions/0013-pipelined-postgresql-connections.md).
//
// A statement waiting for a row lock would hold up the ones behind it on its connection. The app's transactions are
// short (a batch page, a bulk load); past `spill` the next connection takes new statements, and a connection takes at
// most `depth` at a time: past that (every connection as busy) the statement goes to the pool as before, so a stuck
// connection delays at most `depth` statements and new ones flow around it. Connections open when needed and hold
// the process open only while statements are in flight; a broken one fails its statements in flight (up to `depth`
// at once, where a pool connection fails one) and is replaced for the next.
import pg from 'pg';

/** What pgQuery needs of its runner: pg.Pool and PgPipeline both answer it. */
export interface QueryRunner {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

/** pg's Client has ref/unref (its socket's); @types/pg does not declare them. */
type Connection = pg.Client & { ref(): void; unref(): void };

interface Lane {
  client: Connection;
  ready: Promise<void>;
  /** Statements sent and not yet answered. */
  inFlight: number;
}

export interface PipelineStats {
  connections: number;
  inFlight: number;
  /** Statements sent to the pool because every connection had `depth` in flight. */
  overflow: number;
}

export class PgPipeline implements QueryRunner {
  readonly #lanes: (Lane | null)[];
  /** In flight on a connection before the next takes new statements; never above `depth`. */
  readonly #spill: number;
  #closed = false;
  #overflow = 0;

  constructor(
    private readonly connection: pg.ClientConfig,
    size: number,
    private readonly pool: pg.Pool,
    private readonly depth = 16,
    spill = 8,
  ) {
    this.#lanes = Array.from({ length: size }, () => null);
    this.#spill = Math.min(spill, depth);
  }

  async query(config: pg.QueryConfig): Promise<pg.QueryResult> {
    const lane = this.#pick();
    if (!lane) {
      this.#overflow += 1;
      return this.pool.query(config);
    }
    if (lane.inFlight++ === 0) lane.client.ref();
    try {
      await lane.ready;
      return await lane.client.query(config);
    } finally {
      if (--lane.inFlight === 0) lane.client.unref();
    }
  }

  /**
   * The first open connection with fewer than `spill` statements in flight — the load stays on as few connections as
   * it can, where it batches most; else a new connection where a slot is free; else the least busy under `depth`;
   * null (the pool) when closed or every connection has `depth` in flight.
   */
  #pick(): Lane | null {
    if (this.#closed) return null;
    let least: Lane | null = null;
    let free = -1;
    for (let i = 0; i < this.#lanes.length; i++) {
      const lane = this.#lanes[i];
      if (!lane) {
        if (free < 0) free = i;
        continue;
      }
      if (lane.inFlight < this.#spill) return lane;
      if (!least || lane.inFlight < least.inFlight) least = lane;
    }
    if (free >= 0) return this.#open(free);
    return least && least.inFlight < this.depth ? least : null;
  }

  #open(slot: number): Lane {
    const client = new pg.Client({ ...this.connection, pipeline: true } as pg.ClientConfig) as Connection;
    const lane: Lane = { client, ready: Promise.resolve(), inFlight: 0 };
    const drop = () => {
      if (this.#lanes[slot] === lane) this.#lanes[slot] = null;
    };
    // A broken connection rejects its statements in flight (pg does) and leaves its slot to a new one; without a
    // listener its 'error' would end the process.
    client.on('error', drop);
    client.on('end', drop);
    lane.ready = client.connect().then(
      () => {
        if (lane.inFlight === 0) client.unref();
      },
      (e: unknown) => {
        drop();
        throw e;
      },
    );
    this.#lanes[slot] = lane;
    return lane;
  }

  stats(): PipelineStats {
    const open = this.#lanes.filter((l): l is Lane => l !== null);
    return { connections: open.length, inFlight: open.reduce((n, l) => n + l.inFlight, 0), overflow: this.#overflow };
  }

  /** Ends every connection after its statements in flight (closeDb). */
  async end(): Promise<void> {
    this.#closed = true;
    const open = this.#lanes.filter((l): l is Lane => l !== null);
    this.#lanes.fill(null);
    await Promise.all(open.map((l) => l.ready.then(() => l.client.end(), () => undefined).catch(() => undefined)));
  }
}
