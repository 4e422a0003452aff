// Checksums of Norwegian identifiers and IBANs, with every worked example of shared/reference/norwegian-checksums.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  isValidKid, isValidKidMod10, isValidKidMod11, kidMod10CheckDigit, kidMod11CheckDigit,
  isValidNorwegianBban, norwegianBbanCheckDigit,
  isValidIban, ibanMod97, norwegianIbanFromBban, normalizeIban,
  isValidFodselsnummer, hasValidFodselsnummerChecksum, fodselsnummerBirthDate,
} from '../../lib/checksums/index.ts';

test('KID MOD10 (Luhn): worked example body 036532 → 0365320', () => {
  assert.equal(kidMod10CheckDigit('036532'), '0');
  assert.equal(isValidKidMod10('0365320'), true);
  assert.equal(isValidKidMod10('0365321'), false);
  assert.equal(isValidKid('0365320'), true);
});

test('KID MOD11: worked examples 0365327 and 2440997- (remainder 1 gives a hyphen)', () => {
  assert.equal(kidMod11CheckDigit('036532'), '7');
  assert.equal(isValidKidMod11('0365327'), true);
  assert.equal(kidMod11CheckDigit('2440997'), '-');
  assert.equal(isValidKidMod11('2440997-'), true);
  assert.equal(isValidKid('2440997-'), true);
  assert.equal(isValidKidMod10('2440997-'), false, 'a hyphen is never a MOD10 check digit');
  assert.equal(isValidKidMod11('2440997-0'), false, 'a hyphen only as the last character');
  assert.equal(isValidKidMod11('0365326'), false);
});

// The reference notes say the checks would be 6 (MOD10) and '-' (MOD11); recomputing (independently, in Python too)
// gives 3 and 0 (MOD11 weighted sum 385 = 35·11). Either way the sample, ending in 1, fails both.
test("KID: the platform's doc sample 99754667145676221 fails both algorithms (MOD10 wants 3, MOD11 wants 0)", () => {
  assert.equal(isValidKidMod10('99754667145676221'), false);
  assert.equal(isValidKidMod11('99754667145676221'), false);
  assert.equal(isValidKid('99754667145676221'), false);
  assert.equal(kidMod10CheckDigit('9975466714567622'), '3');
  assert.equal(kidMod11CheckDigit('9975466714567622'), '0');
  assert.equal(isValidKid('99754667145676223'), true);
  assert.equal(isValidKid('99754667145676226'), false);
  assert.equal(isValidKid('99754667145676220'), true);
  assert.equal(isValidKid('9975466714567622-'), false);
});

test('KID: length 2..25, digits only', () => {
  assert.equal(isValidKid('0'), false, 'one character is too short');
  assert.equal(isValidKid('00'), true, 'body 0 has check digit 0 in both algorithms');
  const body24 = '123456789012345678901234';
  assert.equal(isValidKidMod10(body24 + kidMod10CheckDigit(body24)), true, '25 characters');
  const body25 = body24 + '5';
  assert.equal(isValidKid(body25 + '0'), false, '26 characters are too long');
  assert.equal(isValidKid('03653 20'), false);
  assert.equal(isValidKid('A365320'), false);
  assert.equal(isValidKid(''), false);
});

test('BBAN MOD11: worked example 86011117947 and the doc sample 95360573002 are valid', () => {
  assert.equal(isValidNorwegianBban('86011117947'), true);
  assert.equal(norwegianBbanCheckDigit('8601111794'), 7);
  assert.equal(isValidNorwegianBban('95360573002'), true);
  assert.equal(norwegianBbanCheckDigit('9536057300'), 2);
});

test('BBAN MOD11: Tink values 33333333333 and 11111111111 are invalid; remainder 1 is never valid', () => {
  assert.equal(isValidNorwegianBban('33333333333'), false);
  assert.equal(norwegianBbanCheckDigit('3333333333'), 9);
  assert.equal(isValidNorwegianBban('11111111111'), false);
  assert.equal(norwegianBbanCheckDigit('1111111111'), 3);
  assert.equal(norwegianBbanCheckDigit('2007281934'), null);
  for (let d = 0; d <= 9; d++) assert.equal(isValidNorwegianBban(`2007281934${d}`), false);
  assert.equal(isValidNorwegianBban('8601111794'), false, '10 digits');
  assert.equal(isValidNorwegianBban('860111179470'), false, '12 digits');
  assert.equal(isValidNorwegianBban('8601.11.17947'), false);
});

test("BBAN MOD11: the platform scripts' BBANs — 8 valid, and e.g. 61540424684, 43427943323, 70564868510 invalid", () => {
  for (const b of ['73787675015', '83960706687', '86116203229', '87049752626', '90412263056', '90412329715', '90522037388', '92346144760']) {
    assert.equal(isValidNorwegianBban(b), true, b);
  }
  for (const b of ['61540424684', '43427943323', '70564868510']) assert.equal(isValidNorwegianBban(b), false, b);
});

test('IBAN NO: worked example BBAN 86011117947 → NO9386011117947 (mod 97 remainder 1)', () => {
  assert.equal(norwegianIbanFromBban('86011117947'), 'NO9386011117947');
  assert.equal(ibanMod97('NO9386011117947'), 1);
  assert.equal(Number(BigInt('86011117947232400') % 97n), 5);
  assert.equal(isValidIban('NO9386011117947'), true);
  assert.equal(isValidIban('NO0995360573002'), true);
  assert.equal(norwegianIbanFromBban('95360573002'), 'NO0995360573002');
});

test('IBAN NO: NO2386011117946 passes mod 97 but its BBAN fails MOD11; Tink values and a 13-character sample are invalid', () => {
  assert.equal(ibanMod97('NO2386011117946'), 1);
  assert.equal(isValidIban('NO2386011117946'), false);
  assert.equal(isValidIban('NO2386011117946', { nationalCheck: false }), true);
  assert.equal(isValidIban('NO3133333333333'), false);
  assert.equal(isValidIban('NO1111111111111'), false);
  assert.equal(isValidIban('NO95360573002'), false, 'landkreditt doc sample is 13 characters');
  assert.equal(isValidIban('NO9386011117948'), false, 'wrong last digit');
  assert.equal(isValidIban('NO9486011117947'), false, 'wrong check digits');
});

test("IBAN NO: the platform's sandbox IBANs all pass mod 97; with a failing BBAN only without the national check", () => {
  assert.equal(isValidIban('NO4661540424684'), false);
  assert.equal(isValidIban('NO4661540424684', { nationalCheck: false }), true);
  for (const i of ['NO2390412263056', 'NO7809232911044', 'NO8870323119469', 'NO1874712699947', 'NO8824628359081', 'NO6290491105991', 'NO6243427943323']) {
    assert.equal(isValidIban(i, { nationalCheck: false }), true, i);
  }
  assert.equal(norwegianIbanFromBban('61540424684'), 'NO4661540424684', 'the IBAN of a MOD11-failing BBAN is still computed');
});

test('IBAN: other countries (mod 97 and the registry length)', () => {
  const valid = [
    'DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NL91ABNA0417164300',
    'SE4550000000058398257466', 'DK5000400440116243', 'FI2112345600000785', 'ES9121000418450200051332',
    'IT60X0542811101000000123456', 'PL61109010140000071219812874', 'BE68539007547034',
  ];
  for (const i of valid) assert.equal(isValidIban(i), true, i);
  assert.equal(isValidIban('DE89370400440532013001'), false, 'check digits');
  assert.equal(isValidIban('DE8937040044053201300'), false, 'length 21 for DE');
  assert.equal(isValidIban('XX89370400440532013000'), false, 'unknown country');
  assert.equal(isValidIban('GB29 NWBK 6016 1331 9268 19'), false, 'spaces are not the electronic form');
  assert.equal(isValidIban(normalizeIban('gb29 nwbk 6016 1331 9268 19')), true);
  assert.equal(isValidIban(''), false);
});

// 31129956715: individual number 567 with year 99 dates it to 1899 (500–749 and YY ≥ 54 → 1855–1899).
test('fødselsnummer: worked examples 13039319955 and 31129956715 are valid', () => {
  assert.equal(isValidFodselsnummer('13039319955'), true);
  assert.equal(isValidFodselsnummer('31129956715'), true);
  assert.equal(fodselsnummerBirthDate('13039319955')?.toISOString().slice(0, 10), '1993-03-13');
  assert.equal(fodselsnummerBirthDate('31129956715')?.toISOString().slice(0, 10), '1899-12-31');
});

test('fødselsnummer: every platform sandbox PSU id passes', () => {
  for (const n of ['13039319955', '12085592767', '18129215603', '20079518612', '01078900497', '20079718492', '01085800481', '23119621380', '24125502810']) {
    assert.equal(isValidFodselsnummer(n), true, n);
  }
});

test('fødselsnummer: wrong control digits, lengths and characters are invalid', () => {
  assert.equal(isValidFodselsnummer('13039319954'), false, 'K2 wrong');
  assert.equal(isValidFodselsnummer('13039319965'), false, 'K1 wrong');
  assert.equal(isValidFodselsnummer('1303931995'), false);
  assert.equal(isValidFodselsnummer('130393199555'), false);
  assert.equal(isValidFodselsnummer('1303931995a'), false);
  assert.equal(isValidFodselsnummer('55555555'), false);
});

test('fødselsnummer: D-, H- and FH-numbers; synthetic (month + 80) only when allowed', () => {
  assert.equal(isValidFodselsnummer('53039319949'), true, 'D-number, day 13 + 40');
  assert.equal(isValidFodselsnummer('71059319811'), true, 'D-number, day 31 + 40');
  assert.equal(isValidFodselsnummer('13439319938'), true, 'H-number, month 3 + 40');
  assert.equal(isValidFodselsnummer('81123456726'), true, 'FH-number, no date');
  assert.equal(isValidFodselsnummer('13839319910'), false);
  assert.equal(isValidFodselsnummer('13839319910', { allowSynthetic: true }), true);
});

test('fødselsnummer: right control digits but impossible or future dates are invalid', () => {
  assert.equal(hasValidFodselsnummerChecksum('12345678911'), true);
  assert.equal(isValidFodselsnummer('12345678911'), false, 'month 34');
  assert.equal(isValidFodselsnummer('31029319939'), false, '31 February');
  assert.equal(isValidFodselsnummer('29020049942'), false, '29 February 1900 (individual number 499)');
  assert.equal(isValidFodselsnummer('29020050088'), true, '29 February 2000 (individual number 500)');
  assert.equal(isValidFodselsnummer('01015060057'), false, 'individual number 600 with year 50 has no century');
  assert.equal(isValidFodselsnummer('01013950187'), false, 'born 2039: in the future');
  assert.equal(isValidFodselsnummer('01013950187', { today: new Date('2040-01-01') }), true);
});
