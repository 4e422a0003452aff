// Norwegian BBAN (kontonummer): 11 digits = 4 bank/branch + 2 account group + 4 customer + 1 MOD11 check digit.

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The MOD11 check digit of the first 10 digits, or null when the remainder is 1 (no number is issued then). */
export function norwegianBbanCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) throw new RangeError('expected 10 digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * WEIGHTS[i]!;
  const r = sum % 11;
  return r === 0 ? 0 : r === 1 ? null : 11 - r;
}

/** True when `bban` is 11 digits and its last digit is the MOD11 check digit (weights 5,4,3,2,7,6,5,4,3,2). */
export function isValidNorwegianBban(bban: string): boolean {
  if (typeof bban !== 'string' || !/^\d{11}$/.test(bban)) return false;
  const check = norwegianBbanCheckDigit(bban.slice(0, 10));
  return check !== null && check === Number(bban[10]);
}
