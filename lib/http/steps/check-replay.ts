// Step: an X-Request-ID may be used once per TPP while its Date is inside the accepted window; the certificate
// revocation lookup rides along in the same statement. An operation may let its handler's first statement carry that
// INSERT too (Xs2aOperation.replayCarried; PostgreSQL: one round trip fewer per request).
import type { ParsedCertificate } from '../../crypto/certificate.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { deleteInChunks } from '../../db/delete-in-chunks.ts';
import { Prisma } from '../../db/generated/sqlite/client.ts';
import { certificateBlocked, checkRevocation } from './check-revocation.ts';
import { Xs2aError } from '../../errors.ts';
import { logger } from '../../log.ts';
import { queryRaw } from '../../db/raw.ts';
import { getConfig } from '../../config.ts';

let lastSweep = 0;

export interface ReplayOptions {
  tppId: string;
  requestId: string;
  certificate: ParsedCertificate;
  windowSeconds: number;
  now: Date;
}

/** The INSERT that records the request id, returning the certificate's revocation time (null when not revoked). */
function recordingInsert({ tppId, requestId, certificate, now }: ReplayOptions): Prisma.Sql {
  return Prisma.sql`
      INSERT INTO "SeenRequest" ("tppId", "requestId", "seenAt") VALUES (${tppId}, ${requestId.toLowerCase()}, ${now})
      RETURNING (SELECT "revokedAt" FROM "PortalCertificate"
                 WHERE "serialHex" = ${certificate.serialHex} AND "issuerDn" = ${certificate.issuerDn} AND "revokedAt" IS NOT NULL LIMIT 1) AS "revokedAt"`;
}

/** A replayed id is refused; a revoked certificate wins over a replay (as when the two were separate steps). */
async function replayRefused(db: Db, o: ReplayOptions, e: unknown): Promise<never> {
  if (isUniqueViolation(e)) {
    await checkRevocation(db, o.certificate);
    throw new Xs2aError('FORMAT_ERROR', `X-Request-ID ${o.requestId} was already used; every request needs a new X-Request-ID`);
  }
  throw e;
}

/**
 * Requests older than twice the window can no longer pass the Date check, so their ids can go. Off the critical path
 * (issue 13): the request that triggers the minutely sweep does not wait for it, and the sweep deletes in chunks
 * (lib/db/delete-in-chunks.ts) so that SQLite's one connection is not held for all of it; a failed sweep is retried by
 * the next one.
 */
function sweepOldIds(db: Db, { windowSeconds, now }: ReplayOptions): void {
  if (now.getTime() - lastSweep <= 60_000) return;
  lastSweep = now.getTime();
  deleteInChunks(db, 'SeenRequest', ['tppId', 'requestId'], Prisma.sql`"seenAt" < ${new Date(now.getTime() - 2 * windowSeconds * 1000)}`).catch((e: unknown) => {
    lastSweep = 0;
    logger.warn({ err: e }, 'sweeping old X-Request-IDs failed');
  });
}

/**
 * Records the request id — a second use by the same TPP inside the window is rejected — and, in the same statement,
 * asks whether the signing certificate was revoked in the portal (check-revocation.ts): one database round trip for
 * both on every signed request (issue 13; SQLite and PostgreSQL both allow a scalar subquery in RETURNING).
 */
export async function checkReplay(db: Db, o: ReplayOptions): Promise<void> {
  let revokedAt: Date | string | null | undefined;
  try {
    const rows = await queryRaw<{ revokedAt: Date | string | null }[]>(db, recordingInsert(o));
    revokedAt = rows[0]?.revokedAt;
  } catch (e) {
    await replayRefused(db, o, e);
  }
  if (revokedAt) throw certificateBlocked(o.certificate, new Date(revokedAt));
  sweepOldIds(db, o);
}

/**
 * The replay check of one request, done exactly once before anything the request does is answered: by the pipeline
 * before the handler, or — for an operation declaring `replayCarried` — inside the handler's first statement, where
 * the dialect can carry a write in a read (PostgreSQL: a data-modifying WITH clause). What the carrying statement read
 * is used only after the check passed; the pipeline checks after the handler (or its validation) when nothing carried it.
 */
export interface ReplayCheck {
  /** Checks in a statement of its own, unless done already; a refused request stays refused however often it is asked. */
  check(): Promise<void>;
  /**
   * The rows of `sql` (a SELECT, the caller's first statement), with the check carried by it where the dialect can
   * (PostgreSQL, outside a transaction: the INSERT as a data-modifying WITH clause, one round trip for both), checked
   * on its own first otherwise. The rows are used only once the check passed: a replay or a revoked certificate throws.
   */
  query<T extends object>(db: DbOrTx, sql: Prisma.Sql): Promise<T[]>;
}

/**
 * Whether a statement can carry the check: on PostgreSQL (a data-modifying WITH clause, one pool round trip fewer).
 * SQLite has no INSERT in a WITH clause, and nothing to gain: its statements are in-process calls. There the pipeline
 * checks first, as for every other operation — deferred to the handler, the same two statements cost more CPU
 * (docs/decisions/0009-replay-check-carried.md).
 */
export const replayCanBeCarried = (): boolean => getConfig().dialect === 'postgresql';

/** No check to make: the portal's sandbox management runs the sandbox operations without a signed request. */
export const NO_REPLAY_CHECK: ReplayCheck = { check: async () => {}, query: (db, sql) => queryRaw(db, sql) };

/** Columns the carrying statement adds to the caller's rows (and takes off again). */
const REVOKED = 'replay.revokedAt';
const ROW = 'replay.row';

/** The replay check of a signed request. */
export class RequestReplayCheck implements ReplayCheck {
  /** The check's outcome once it started. */
  #outcome: Promise<void> | null = null;
  constructor(
    private readonly db: Db,
    private readonly options: ReplayOptions,
  ) {}

  check(): Promise<void> {
    return (this.#outcome ??= checkReplay(this.db, this.options));
  }

  async query<T extends object>(db: DbOrTx, sql: Prisma.Sql): Promise<T[]> {
    // Checked already, or a dialect or a transaction's client that cannot carry it (the INSERT would be undone with
    // the transaction): the caller's statement alone.
    if (this.#outcome || !replayCanBeCarried() || typeof (db as Partial<Db>).$transaction !== 'function') {
      await this.check();
      return queryRaw<T[]>(db, sql);
    }
    // One row of "seen" (the INSERT's), joined to the caller's rows or to none: the check's outcome is there either way.
    const carried = (async () => {
      let rows: Record<string, unknown>[];
      try {
        rows = await queryRaw<Record<string, unknown>[]>(db, Prisma.sql`
          WITH "seen" AS (${recordingInsert(this.options)})
          SELECT s."revokedAt" AS "${Prisma.raw(REVOKED)}", q.* FROM "seen" s
          LEFT JOIN (SELECT 1 AS "${Prisma.raw(ROW)}", r.* FROM (${sql}) AS r) AS q ON TRUE`);
      } catch (e) {
        return replayRefused(this.db, this.options, e);
      }
      const revokedAt = rows[0]?.[REVOKED] as Date | string | null | undefined;
      if (revokedAt) throw certificateBlocked(this.options.certificate, new Date(revokedAt));
      sweepOldIds(this.db, this.options);
      return rows.filter((r) => r[ROW] !== null).map(({ [REVOKED]: _revoked, [ROW]: _row, ...row }) => row as T);
    })();
    // Kept for check(); the caller awaits `carried` itself, so the kept copy's rejection is marked handled here.
    this.#outcome = carried.then(() => undefined);
    this.#outcome.catch(() => {});
    return carried;
  }
}
