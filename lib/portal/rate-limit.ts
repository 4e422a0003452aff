// The portal's rate limiter: a counter row per rule and subject, its window anchored at the first hit, in the database (PortalRateLimit), so
// every worker process and every instance on the same database shares it. A hit is one atomic statement (UPDATE …
// RETURNING on an existing row; a concurrent first hit loses the primary-key race and increments instead), the same
// on SQLite and PostgreSQL. Subjects (e-mails, addresses, user ids) are stored as SHA-256 prefixes only.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { PortalError } from './errors.ts';
import type { RateRule } from './limits.ts';

/** The outcome of a hit. */
export interface RateVerdict {
  allowed: boolean;
  /** Hits in this window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** The counter row of a rule and subject (one row: the window is anchored at the subject's first hit, not the clock). */
function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/**
 * One atomic statement: inside the current window the count goes up by one; once the window has ended, the row starts
 * a new window at this hit. Anchoring the window at the first hit (instead of clock-aligned slots) means that the
 * sixth failure within 15 minutes of the first is always refused, even when the attempts straddle a clock boundary.
 */
async function increment(db: Db, key: string, now: Date, end: Date): Promise<{ count: number; expiresAt: Date } | null> {
  const rows = await db.$queryRaw<{ count: number | bigint; expiresAt: Date | string }[]>`
    UPDATE "PortalRateLimit"
    SET "count" = CASE WHEN "expiresAt" > ${now} THEN "count" + 1 ELSE 1 END,
        "expiresAt" = CASE WHEN "expiresAt" > ${now} THEN "expiresAt" ELSE ${end} END
    WHERE "key" = ${key}
    RETURNING "count", "expiresAt"`;
  const row = rows[0];
  return row ? { count: Number(row.count), expiresAt: new Date(row.expiresAt) } : null;
}

/** Counts a hit of `subject` against `rule`; `allowed` is false once the window holds more than `limit` hits. */
export async function hitRateLimit({ db, rule, subject, now = new Date() }: { db: Db; rule: RateRule; subject: string; now?: Date }): Promise<RateVerdict> {
  const key = keyOf(rule, subject);
  const end = new Date(now.getTime() + rule.windowSeconds * 1000);
  let hit = await increment(db, key, now, end);
  if (!hit) {
    try {
      await db.portalRateLimit.create({ data: { key, count: 1, expiresAt: end } });
      hit = { count: 1, expiresAt: end };
      if (Math.random() < 0.02) await db.portalRateLimit.deleteMany({ where: { expiresAt: { lt: now } } }); // old windows
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      hit = (await increment(db, key, now, end)) ?? { count: 1, expiresAt: end };
    }
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((hit.expiresAt.getTime() - now.getTime()) / 1000));
  return { allowed: hit.count <= rule.limit, count: hit.count, retryAfterSeconds };
}

/** Takes back one hit (e.g. a sign-in that turned out to succeed). */
export async function refundRateLimit({ db, rule, subject, now = new Date() }: { db: Db; rule: RateRule; subject: string; now?: Date }): Promise<void> {
  const key = keyOf(rule, subject);
  await db.$executeRaw`UPDATE "PortalRateLimit" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0 AND "expiresAt" > ${now}`;
}

/** The 429 of a rule that is exhausted: Retry-After says when the window ends. */
export function rateLimited(verdict: RateVerdict, what: string): PortalError {
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  return new PortalError('RATE_LIMITED', `Too many ${what}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, undefined, verdict.retryAfterSeconds);
}

/** Counts a hit and throws 429 RATE_LIMITED when the rule is exhausted. */
export async function enforceRateLimit(opts: { db: Db; rule: RateRule; subject: string; what: string; now?: Date }): Promise<void> {
  const verdict = await hitRateLimit(opts);
  if (!verdict.allowed) throw rateLimited(verdict, opts.what);
}
