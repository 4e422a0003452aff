// Norwegian national identity numbers (fødselsnummer, 11 digits DDMMYY III K1 K2), incl. D-, H- and FH-numbers.

const W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

export interface FodselsnummerOptions {
  /** Accept synthetic test numbers (month + 80, as issued by the Norwegian Tax Administration's Tenor test data). */
  allowSynthetic?: boolean;
  /** "Today" for the not-in-the-future check (tests). */
  today?: Date;
}

function control(digits: string, weights: readonly number[]): number | null {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  const k = 11 - (sum % 11);
  return k === 11 ? 0 : k === 10 ? null : k;
}

/** True when both control digits (K1, K2) of an 11-digit number are right. */
export function hasValidFodselsnummerChecksum(fnr: string): boolean {
  if (typeof fnr !== 'string' || !/^\d{11}$/.test(fnr)) return false;
  const k1 = control(fnr, W1);
  if (k1 === null || k1 !== Number(fnr[9])) return false;
  const k2 = control(fnr, W2);
  return k2 !== null && k2 === Number(fnr[10]);
}

/**
 * The birth date encoded in a fødselsnummer (UTC midnight), or null when it encodes none (FH-number) or an
 * impossible one. D-numbers have day + 40, H-numbers month + 40; the century follows from the individual number.
 */
export function fodselsnummerBirthDate(fnr: string, options: FodselsnummerOptions = {}): Date | null {
  if (!/^\d{11}$/.test(fnr)) return null;
  let day = Number(fnr.slice(0, 2));
  let month = Number(fnr.slice(2, 4));
  const yy = Number(fnr.slice(4, 6));
  const individual = Number(fnr.slice(6, 9));
  if (day > 40) day -= 40; // D-number
  if (month > 80 && options.allowSynthetic) month -= 80; // synthetic (Tenor)
  else if (month > 40) month -= 40; // H-number
  let year: number;
  if (individual < 500) year = 1900 + yy;
  else if (individual < 750 && yy >= 54) year = 1800 + yy;
  else if (yy < 40) year = 2000 + yy;
  else if (individual >= 900) year = 1900 + yy;
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * True when `fnr` is a valid fødselsnummer, D-number (day + 40), H-number (month + 40) or FH-number (first digit
 * 8 or 9, no date): both control digits right and, except for FH-numbers, a real birth date not in the future.
 */
export function isValidFodselsnummer(fnr: string, options: FodselsnummerOptions = {}): boolean {
  if (!hasValidFodselsnummerChecksum(fnr)) return false;
  if (fnr[0] === '8' || fnr[0] === '9') return true; // FH-number: no date
  const born = fodselsnummerBirthDate(fnr, options);
  if (!born) return false;
  return born.getTime() <= (options.today ?? new Date()).getTime();
}
