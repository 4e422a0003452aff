// The portal's rate limiter: a counter row per rule, subject and fixed window in the database (PortalRateLimit), so
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

interface Window {
  key: string;
  expiresAt: Date;
  retryAfterSeconds: number;
}

function windowOf(rule: RateRule, subject: string, now: Date): Window {
  const ms = rule.windowSeconds * 1000;
  const index = Math.floor(now.getTime() / ms);
  const digest = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
  const end = (index + 1) * ms;
  return { key: `${rule.name}:${digest}:${index}`, expiresAt: new Date(end), retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
}

async function increment(db: Db, key: string): Promise<number | null> {
  const rows = await db.$queryRaw<{ count: number | bigint }[]>`UPDATE "PortalRateLimit" SET "count" = "count" + 1 WHERE "key" = ${key} RETURNING "count"`;
  return rows[0] ? Number(rows[0].count) : null;
}

/** Counts a hit of `subject` against `rule`; `allowed` is false once the window holds more than `limit` hits. */
export async function hitRateLimit({ db, rule, subject, now = new Date() }: { db: Db; rule: RateRule; subject: string; now?: Date }): Promise<RateVerdict> {
  const w = windowOf(rule, subject, now);
  let count = await increment(db, w.key);
  if (count === null) {
    try {
      await db.portalRateLimit.create({ data: { key: w.key, count: 1, expiresAt: w.expiresAt } });
      count = 1;
      if (Math.random() < 0.02) await db.portalRateLimit.deleteMany({ where: { expiresAt: { lt: now } } }); // old windows
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      count = (await increment(db, w.key)) ?? 1;
    }
  }
  return { allowed: count <= rule.limit, count, retryAfterSeconds: w.retryAfterSeconds };
}

/** Takes back one hit (e.g. a sign-in that turned out to succeed). */
export async function refundRateLimit({ db, rule, subject, now = new Date() }: { db: Db; rule: RateRule; subject: string; now?: Date }): Promise<void> {
  const { key } = windowOf(rule, subject, now);
  await db.$executeRaw`UPDATE "PortalRateLimit" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0`;
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
