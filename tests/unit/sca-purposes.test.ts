// The table of SCA purposes (lib/hosted-sca/sca-purposes.ts) covers every value the code stores in ScaFlow.purpose,
// and a stored flow value outside its column's list fails loudly when read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCA_PURPOSE_TABLE, scaPurposeOf } from '../../lib/hosted-sca/sca-purposes.ts';
import { SCA_PURPOSES } from '../../lib/sca/sca-purpose.ts';
import { SCA_FLOW_STATUSES, readScaFlow } from '../../lib/sca/sca-flow.ts';
import { SCA_STATUSES } from '../../lib/payments/schemas.ts';
import { StoredValueError } from '../../lib/db/rows.ts';

const LIB = join(import.meta.dirname, '../../lib');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

test('every purpose has exactly one strategy, registered under its own value', () => {
  assert.deepEqual(Object.keys(SCA_PURPOSE_TABLE).sort(), [...SCA_PURPOSES].sort());
  for (const purpose of SCA_PURPOSES) {
    const strategy = scaPurposeOf(purpose);
    assert.equal(strategy.purpose, purpose);
    assert.ok(strategy.asks.length > 0, purpose);
    assert.ok(['VIEW', 'REGISTER'].includes(strategy.role), purpose);
    for (const hook of ['describe', 'approve', 'cancel'] as const) assert.equal(typeof strategy[hook], 'function', `${purpose}.${hook}`);
  }
});

test('every purpose value the code writes into ScaFlow.purpose has a strategy, and every strategy is used', () => {
  // Flows are started only through startScaFlow / scaRequired / startAuthorisation, each given `purpose: '<VALUE>'`
  // (the strategies themselves, *-sca-purpose.ts, are left out of the scan).
  const written = new Set<string>();
  for (const file of sources(LIB).filter((f) => !f.endsWith('-sca-purpose.ts'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bpurpose: '([A-Za-z_]+)'/g)) written.add(m[1]!);
  }
  assert.ok(written.size > 0, 'no purpose literals found: the scan is broken');
  for (const value of written) assert.ok(value in SCA_PURPOSE_TABLE, `ScaFlow.purpose "${value}" has no strategy in lib/hosted-sca/sca-purposes.ts`);
  assert.deepEqual([...written].sort(), [...SCA_PURPOSES].sort(), 'a purpose nobody starts');
});

test('a stored flow with a purpose, status, context or method outside its list fails loudly, naming the column', () => {
  const row = {
    id: 'f', tppId: 't', purpose: 'CONSENT', resourceId: null, redirectUri: 'https://tpp.example/cb', tppSessionId: null, psuIdHint: null,
    corporateIdHint: null, identityHint: null, methodPreferred: 'BANKID', status: 'received', customerId: null, context: null, agreementId: null,
    failedAttempts: 0, createdAt: new Date(), expiresAt: new Date(), completedAt: null, tppName: null, tppRoles: null,
  };
  assert.equal(readScaFlow(row).purpose, 'CONSENT');
  for (const [column, value] of [['purpose', 'REFUND'], ['status', 'started'], ['context', 'private'], ['methodPreferred', 'SMS']] as const) {
    assert.throws(() => readScaFlow({ ...row, [column]: value }), (e: unknown) => e instanceof StoredValueError && e.message.startsWith(`ScaFlow.${column}: "${value}"`));
  }
});

test('the stored flow statuses are Berlin Group scaStatus values', () => {
  for (const s of SCA_FLOW_STATUSES) assert.ok((SCA_STATUSES as readonly string[]).includes(s), s);
});
