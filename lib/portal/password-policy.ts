// The portal's password rules that need no list: length and predictability. Shared by the sign-up form (client-side
// validation) and the server; the common-password list is checked on the server only (common-password.ts).
// Rules (issue 8, finding 4; NIST SP 800-63B 5.1.1.2: length over composition rules, and a blocklist):
// at least 12 characters, at least 5 different characters, not one ascending or descending run (abcdef…, 987654…).

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
const MIN_DISTINCT = 5;

/** True when every character follows the previous one by +1 (or every one by -1), 9→0 counting as +1. */
function isRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  const step = (a: number, b: number) => (a === 57 && b === 48 ? 1 : a === 48 && b === 57 ? -1 : b - a); // '9'→'0'
  const first = step(codes[0] ?? 0, codes[1] ?? 0);
  if (first !== 1 && first !== -1) return false;
  for (let i = 2; i < codes.length; i++) if (step(codes[i - 1] ?? 0, codes[i] ?? 0) !== first) return false;
  return true;
}

/** Why a password is too weak (length, repetition, a plain run), in words for the sign-up form; null when fine. */
export function passwordWeakness(password: string): string | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters: a few unrelated words make a long password that is easy to remember`;
  }
  if (new Set(password.toLowerCase()).size < MIN_DISTINCT) {
    return `This password repeats too few different characters (like aaaaaaaaaaaa); use at least ${MIN_DISTINCT} different ones`;
  }
  if (isRun(password)) return 'This password is a plain sequence (like abcdefghijkl or 123456789012); choose something less predictable';
  return null;
}
