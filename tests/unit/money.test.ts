// Amounts: JSON values ↔ BigInt minor units with the currency's decimals (lib/money.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencyDecimals, formatAmount, isIsoCurrency, minorToWholeUnits, parseAmount } from '../../lib/money.ts';
import { Xs2aError } from '../../lib/errors.ts';

const rejects = (fn: () => unknown, path = 'amount') =>
  assert.throws(fn, (e: unknown) => e instanceof Xs2aError && e.code === 'FORMAT_ERROR' && e.status === 400 && e.path === path);

test('decimals per currency: 2 for NOK/EUR/SEK/DKK/USD/GBP, 0 for JPY/ISK, 3 for KWD', () => {
  for (const c of ['NOK', 'EUR', 'SEK', 'DKK', 'USD', 'GBP']) assert.equal(currencyDecimals(c), 2, c);
  for (const c of ['JPY', 'ISK']) assert.equal(currencyDecimals(c), 0, c);
  assert.equal(currencyDecimals('KWD'), 3);
  assert.equal(isIsoCurrency('NOK'), true);
  assert.equal(isIsoCurrency('XYZ'), false);
  assert.equal(isIsoCurrency('nok'), false);
});

test('parseAmount: numbers and decimal strings to minor units', () => {
  assert.equal(parseAmount(10000, 'NOK'), 1000000n);
  assert.equal(parseAmount('100.33', 'NOK'), 10033n);
  assert.equal(parseAmount(100.33, 'NOK'), 10033n);
  assert.equal(parseAmount('5768.2', 'EUR'), 576820n);
  assert.equal(parseAmount('-1.50', 'EUR'), -150n);
  assert.equal(parseAmount(0, 'NOK'), 0n);
  assert.equal(parseAmount('10.000', 'NOK'), 1000n, 'zero padding beyond the currency decimals is fine');
  assert.equal(parseAmount(1056, 'JPY'), 1056n);
  assert.equal(parseAmount('1.234', 'KWD'), 1234n);
  assert.equal(parseAmount('9999999999999.99', 'NOK'), 999999999999999n, '15 digits');
});

test('parseAmount: rejects too many decimals, NaN, exponents, more than 15 digits, malformed strings', () => {
  rejects(() => parseAmount('10.001', 'NOK'));
  rejects(() => parseAmount(0.1 + 0.2, 'NOK'));
  rejects(() => parseAmount('1.5', 'JPY'));
  rejects(() => parseAmount(Number.NaN, 'NOK'));
  rejects(() => parseAmount(Number.POSITIVE_INFINITY, 'NOK'));
  rejects(() => parseAmount(1e21, 'NOK'));
  rejects(() => parseAmount(1e-7, 'NOK'));
  rejects(() => parseAmount('99999999999999.99', 'NOK'), 'amount');
  rejects(() => parseAmount('1,50', 'NOK'));
  rejects(() => parseAmount('+1', 'NOK'));
  rejects(() => parseAmount('.5', 'NOK'));
  rejects(() => parseAmount('5.', 'NOK'));
  rejects(() => parseAmount('', 'NOK'));
  rejects(() => parseAmount(' 5', 'NOK'));
  rejects(() => parseAmount(-5, 'NOK', { allowNegative: false, path: 'creditLine' }), 'creditLine');
  assert.equal(parseAmount('-0', 'NOK', { allowNegative: false }), 0n);
});

test('formatAmount: numbers, or strings with exactly the currency decimals (amount-as-string)', () => {
  assert.equal(formatAmount(1000000n, 'NOK', false), 10000);
  assert.equal(formatAmount(1000000n, 'NOK', true), '10000.00');
  assert.equal(formatAmount(10033n, 'NOK', true), '100.33');
  assert.equal(formatAmount(-5n, 'NOK', true), '-0.05');
  assert.equal(formatAmount(-5n, 'NOK', false), -0.05);
  assert.equal(formatAmount(100n, 'JPY', true), '100');
  assert.equal(formatAmount(1234n, 'KWD', true), '1.234');
  assert.equal(formatAmount(0n, 'EUR', true), '0.00');
  assert.equal(formatAmount(999999999999999n, 'NOK', false), 9999999999999.99);
});

test('minorToWholeUnits rounds half away from zero', () => {
  assert.equal(minorToWholeUnits(10050n, 'NOK'), 101n);
  assert.equal(minorToWholeUnits(10049n, 'NOK'), 100n);
  assert.equal(minorToWholeUnits(-10050n, 'NOK'), -101n);
  assert.equal(minorToWholeUnits(-10049n, 'NOK'), -100n);
  assert.equal(minorToWholeUnits(7n, 'JPY'), 7n);
});
