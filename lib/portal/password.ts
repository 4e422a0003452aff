// Password hashing for portal accounts: scrypt from node:crypto, self-describing hash strings. Each hash takes ~50 ms
// and 16 MiB on a libuv thread; at most MAX_CONCURRENT_PASSWORD_HASHES run at once, so a burst of sign-in attempts
// cannot occupy the whole thread pool (file system, DNS and other crypto use it too). The rate limits reject
// throttled attempts before they get here (lib/portal/sign-in-throttle.ts).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MAX_CONCURRENT_PASSWORD_HASHES } from './limits.ts';
import { Semaphore } from './semaphore.ts';

/** The hashing slots of this process (exported for tests). */
export const passwordHashing = new Semaphore(MAX_CONCURRENT_PASSWORD_HASHES);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  passwordHashing.run(() => new Promise((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))));

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** Hashes a password as `scrypt$N$r$p$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches a hash made by hashPassword (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, compared against when the e-mail is unknown (same timing as a real check). */
let dummy: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
