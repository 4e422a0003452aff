// lib/schemas/transaction-codes.ts: the entry reference (Max35Text) of a transaction id, and the default bank
// transaction code by direction.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { bankTransactionCodeOf, entryReferenceOf } from '../../lib/schemas/transaction-codes.ts';

test('entryReferenceOf: a UUID without its dashes, any other id as it is (at most 35), idempotent', () => {
  const cases: [string, string][] = [
    ['0b4cc6e1-3c5e-4b0a-8a57-4f1c2d3e4f50', '0b4cc6e13c5e4b0a8a574f1c2d3e4f50'],
    ['0B4CC6E1-3C5E-4B0A-8A57-4F1C2D3E4F50', '0B4CC6E13C5E4B0A8A574F1C2D3E4F50'],
    ['test', 'test'],
    ['a'.repeat(35), 'a'.repeat(35)],
    ['x'.repeat(36), 'x'.repeat(35)], // 36 characters, not a UUID's dashes
    ['0b4cc6e1-3c5e-4b0a-8a57-4f1c2d3e4f50-extra', '0b4cc6e1-3c5e-4b0a-8a57-4f1c2d3e4f5'],
    ['', ''],
  ];
  for (const [id, reference] of cases) {
    assert.equal(entryReferenceOf(id), reference, id);
    assert.equal(entryReferenceOf(reference), reference, `idempotent: ${reference}`);
    assert.ok(reference.length <= 35);
  }
  for (let i = 0; i < 100; i++) {
    const id = randomUUID();
    assert.equal(entryReferenceOf(id), id.replaceAll('-', ''));
  }
});

test('bankTransactionCodeOf: its own code, else by direction', () => {
  assert.equal(bankTransactionCodeOf('PMNT', -1n), 'PMNT');
  assert.equal(bankTransactionCodeOf(null, -1n), 'PMNT-ICDT-DMCT');
  assert.equal(bankTransactionCodeOf('', 5n), 'PMNT-RCDT-DMCT');
});
