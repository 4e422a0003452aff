// Sign-in throttling (issue 8, finding 4): every credentials attempt is counted against its account (e-mail) and its
// client address BEFORE the password is hashed; over the limit it is refused with 429 without touching scrypt.
// Counting attempts up front (not failures afterwards) keeps 100 parallel guesses from all passing the check before
// the first failure is recorded; a successful sign-in takes its hit back, so only failures use up the budget.
import 'server-only';
import type { Db } from '../db/client.ts';
import { LIMITS } from './limits.ts';
import { hitRateLimit, rateLimited, refundRateLimit } from './rate-limit.ts';
import type { PortalError } from './errors.ts';

/** A counted attempt: `success()` takes the hits back. */
export interface SignInAttempt {
  success(): Promise<void>;
}

/** Counts an attempt; the 429 error when the account or the address is over its limit. */
export async function countSignInAttempt({ db, email, address, now = new Date() }: { db: Db; email: string; address: string | null; now?: Date }): Promise<SignInAttempt | PortalError> {
  const subjects = [
    { rule: LIMITS.signInPerAccount, subject: email.trim().toLowerCase() },
    ...(address ? [{ rule: LIMITS.signInPerAddress, subject: address }] : []),
  ];
  const verdicts = await Promise.all(subjects.map((s) => hitRateLimit({ db, ...s, now })));
  const refused = verdicts.filter((v) => !v.allowed).sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
  if (refused) return rateLimited(refused, 'failed sign-ins for this account or from your network');
  return { success: async () => void (await Promise.all(subjects.map((s) => refundRateLimit({ db, ...s, now })))) };
}
