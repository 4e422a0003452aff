// The common-password check of sign-up (server only: the list is ~90 kB): the 10,000 most common passwords
// (common-passwords.ts, its source and licence there), also with digits or symbols added before or after.
import 'server-only';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

let list: Set<string> | null = null;
const common = (): Set<string> => (list ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').map((p) => p.toLowerCase())));

/** Why the password counts as common, in words for the sign-up form; null when it is not on the list. */
export function commonPasswordReason(password: string): string | null {
  const lower = password.normalize('NFKC').toLowerCase();
  if (common().has(lower)) return 'This is one of the 10,000 most common passwords, the first ones attackers try; choose another';
  // "password123!", "2024dragon": a listed word of 4+ letters with digits or symbols around it.
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  if (core.length >= 4 && core !== lower && common().has(core)) {
    return `This is the common password "${core}" with digits or symbols added, which attackers try too; choose another`;
  }
  return null;
}
