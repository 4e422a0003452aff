// IBAN (ISO 13616): country code, 2 check digits (MOD 97-10), country-specific BBAN; NO also checks the BBAN MOD11.
import { isValidNorwegianBban } from './bban.ts';

/** IBAN length per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30,
  KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27,
  MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33,
  SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

export interface IbanOptions {
  /**
   * Also check the national BBAN checksum where one is implemented (NO: MOD11). Default true. Sandbox mock data
   * turns it off: the platform's own sandbox scripts use Norwegian IBANs whose BBAN fails MOD11.
   */
  nationalCheck?: boolean;
}

/** The IBAN in electronic form: spaces removed, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The ISO 7064 MOD 97-10 remainder of an IBAN (1 for a valid one). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let r = 0;
  for (const c of rearranged.toUpperCase()) {
    const code = c.charCodeAt(0);
    if (code >= 48 && code <= 57) r = (r * 10 + (code - 48)) % 97;
    else r = (r * 100 + (code - 55)) % 97; // A=10 … Z=35
  }
  return r;
}

/**
 * True when `iban` (electronic form, no spaces) has a known country, that country's length, a correct MOD 97
 * check and, for NO with `nationalCheck` (default), a BBAN passing MOD11.
 */
export function isValidIban(iban: string, options: IbanOptions = {}): boolean {
  if (typeof iban !== 'string' || !/^[A-Z]{2}\d{2}[A-Za-z0-9]{1,30}$/.test(iban)) return false;
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined || iban.length !== length) return false;
  if (ibanMod97(iban) !== 1) return false;
  if (country === 'NO') {
    const bban = iban.slice(4);
    if (!/^\d{11}$/.test(bban)) return false;
    if (options.nationalCheck !== false && !isValidNorwegianBban(bban)) return false;
  }
  return true;
}

/** The Norwegian IBAN of an 11-digit BBAN: "NO" + 98 − (BBAN·"2324"·"00" mod 97). The BBAN's MOD11 is not checked. */
export function norwegianIbanFromBban(bban: string): string {
  if (!/^\d{11}$/.test(bban)) throw new RangeError('a Norwegian BBAN has 11 digits');
  const check = 98n - (BigInt(`${bban}232400`) % 97n);
  return `NO${String(check).padStart(2, '0')}${bban}`;
}
