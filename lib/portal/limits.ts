// Every limit of the developer portal, with its number, in one place (docs/security-model.md lists them).
// Windows anchored at a subject's first hit: a counter per rule and subject, shared by all instances through the
// database (rate-limit.ts). A window never straddles a clock boundary, so 'the sixth failure within 15 minutes' holds.

/** A rate-limit rule: at most `limit` hits per subject in each window of `windowSeconds`. */
export interface RateRule {
  /** Stable name, part of the counter key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;

export const LIMITS = {
  /** Failed sign-ins per account (e-mail): 5 per 15 min, then 429 until the window ends (OWASP: lock out per account). */
  signInPerAccount: { name: 'signin-account', limit: 5, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins per client address: 20 per 15 min (password spraying over many accounts from one address). */
  signInPerAddress: { name: 'signin-address', limit: 20, windowSeconds: 15 * MINUTE },
  /** Sign-ups per client address: 10 per hour. */
  signUpPerAddress: { name: 'signup-address', limit: 10, windowSeconds: 60 * MINUTE },
  /** Playground relay calls per user: 60 per minute. */
  relayPerUser: { name: 'relay-user', limit: 60, windowSeconds: MINUTE },
  /** Proof-of-control challenges and join attempts per user: 10 per 10 min. */
  proofPerUser: { name: 'proof-user', limit: 10, windowSeconds: 10 * MINUTE },
  /** Invitations created per organisation: 20 per hour; invitation tokens tried per user: 10 per 15 min. */
  invitationsPerOrganisation: { name: 'invite-org', limit: 20, windowSeconds: 60 * MINUTE },
  invitationAcceptPerUser: { name: 'invite-accept-user', limit: 10, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

/** A proof-of-control challenge is valid this long (and once). */
export const CHALLENGE_TTL_SECONDS = 10 * MINUTE;
/** An invitation is valid this long (and once). */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * MINUTE;
/** RSA keys above this size are refused before any signature work (an 8192-bit key costs ~30x a 2048-bit one). */
export const MAX_RSA_KEY_BITS = 4096;
/** At most this many scrypt hashes run at once; the rest wait (password.ts). */
export const MAX_CONCURRENT_PASSWORD_HASHES = 2;
