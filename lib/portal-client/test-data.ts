// Generators of valid Norwegian test data for the sandbox forms: BBAN (MOD11) and its IBAN, synthetic
// fødselsnummer, KID (MOD10 and MOD11). The check digits come from lib/checksums; nothing is computed twice here.
import { isValidFodselsnummer, kidMod10CheckDigit, kidMod11CheckDigit, norwegianBbanCheckDigit, norwegianIbanFromBban } from '../checksums/index.ts';

/** A source of random integers in [0, n); tests pass a seeded one. */
export type RandomInt = (n: number) => number;
const defaultRandom: RandomInt = (n) => Math.floor(Math.random() * n);

const digits = (count: number, random: RandomInt) => Array.from({ length: count }, () => String(random(10))).join('');

/** An 11-digit Norwegian BBAN whose last digit is the MOD11 check digit. */
export function generateBban(random: RandomInt = defaultRandom): string {
  for (;;) {
    const first10 = String(1 + random(9)) + digits(9, random);
    const check = norwegianBbanCheckDigit(first10);
    if (check !== null) return `${first10}${check}`; // remainder 1: no number is issued with that prefix
  }
}

/** A Norwegian BBAN (MOD11) with its IBAN (MOD 97). */
export function generateNorwegianAccount(random: RandomInt = defaultRandom): { bban: string; iban: string } {
  const bban = generateBban(random);
  return { bban, iban: norwegianIbanFromBban(bban) };
}

/**
 * A synthetic fødselsnummer (month + 80, as the Norwegian Tax Administration's Tenor test data: never a real
 * person's) with both control digits right and a birth date between 1940 and 2005. The control digits are found
 * by checking the candidates with lib/checksums.
 */
export function generateFodselsnummer(random: RandomInt = defaultRandom): string {
  for (;;) {
    const year = 1940 + random(66);
    const month = 1 + random(12);
    const day = 1 + random(28);
    // Individual number: 000–499 for 1900–1999, 500–999 for 2000–2039 (the century rule of fodselsnummerBirthDate).
    const individual = year < 2000 ? random(500) : 500 + random(500);
    const prefix = `${String(day).padStart(2, '0')}${String(month + 80).padStart(2, '0')}${String(year % 100).padStart(2, '0')}${String(individual).padStart(3, '0')}`;
    for (let k = 0; k < 100; k++) {
      const candidate = `${prefix}${String(k).padStart(2, '0')}`;
      if (isValidFodselsnummer(candidate, { allowSynthetic: true })) return candidate;
    }
  }
}

/** A KID of `length` (2..25) characters whose last one is the MOD10 (Luhn) check digit. */
export function generateKidMod10(length = 10, random: RandomInt = defaultRandom): string {
  const body = digits(length - 1, random);
  return body + kidMod10CheckDigit(body);
}

/** A KID of `length` characters whose last one is the MOD11 check character (never '-', so it is all digits). */
export function generateKidMod11(length = 10, random: RandomInt = defaultRandom): string {
  for (;;) {
    const body = digits(length - 1, random);
    const check = kidMod11CheckDigit(body);
    if (check !== '-') return body + check;
  }
}

/** An 8-digit customer number (the sandbox's corporate customers use 8 digits). */
export function generateCustomerNumber8(random: RandomInt = defaultRandom): string {
  return String(1 + random(9)) + digits(7, random);
}
