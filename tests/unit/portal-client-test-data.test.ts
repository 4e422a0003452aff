// The portal's test-data generators produce numbers the checksums (and so the sandbox API) accept, and amounts
// are shown with the currency's decimals, never rounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidFodselsnummer, isValidIban, isValidKidMod10, isValidKidMod11, isValidNorwegianBban } from '../../lib/checksums/index.ts';
import {
  generateCustomerNumber8, generateFodselsnummer, generateKidMod10, generateKidMod11, generateNorwegianAccount,
} from '../../lib/portal-client/test-data.ts';
import { formatApiAmount } from '../../lib/portal-client/amounts.ts';

const RUNS = 500;

test('BBAN passes MOD11 and its IBAN passes MOD 97 and the national check', () => {
  for (let i = 0; i < RUNS; i++) {
    const { bban, iban } = generateNorwegianAccount();
    assert.ok(isValidNorwegianBban(bban), bban);
    assert.ok(isValidIban(iban), iban);
    assert.equal(iban.slice(4), bban);
  }
});

test('fødselsnummer: synthetic (month + 80), both control digits right, born in the past', () => {
  for (let i = 0; i < RUNS; i++) {
    const fnr = generateFodselsnummer();
    assert.match(fnr, /^\d{11}$/);
    assert.ok(Number(fnr.slice(2, 4)) > 80, fnr);
    assert.ok(isValidFodselsnummer(fnr, { allowSynthetic: true }), fnr);
  }
});

test('KID MOD10 and MOD11 of the requested length', () => {
  for (let i = 0; i < RUNS; i++) {
    const a = generateKidMod10(12);
    const b = generateKidMod11(7);
    assert.equal(a.length, 12);
    assert.equal(b.length, 7);
    assert.ok(isValidKidMod10(a), a);
    assert.ok(isValidKidMod11(b), b);
    assert.match(b, /^\d+$/);
  }
  assert.match(generateCustomerNumber8(), /^[1-9]\d{7}$/);
});

test('amounts keep the currency decimals and are never rounded', () => {
  assert.equal(formatApiAmount(299.9, 'NOK'), '299.90');
  assert.equal(formatApiAmount(-299.9, 'NOK'), '-299.90');
  assert.equal(formatApiAmount(10000, 'NOK'), '10000.00');
  assert.equal(formatApiAmount('2500.5', 'EUR'), '2500.50');
  assert.equal(formatApiAmount(1500, 'JPY'), '1500');
  assert.equal(formatApiAmount(1.005, 'KWD'), '1.005');
  assert.equal(formatApiAmount(0.1 + 0.2, 'NOK'), '0.30000000000000004', 'more decimals than the currency: shown unchanged, not rounded');
  assert.equal(formatApiAmount(-300, 'NOK'), '-300.00');
});
