// Issue 14: outside the sandbox the request log masks personal data before it is stored (PSU identifiers, customer
// and account numbers), keeps identifiers the TPP needs to find its call (UUIDs, dates), and its settings are bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { maskSigningString, maskText } from '../../lib/request-log/mask.ts';
import { parseConfig, ConfigError } from '../../lib/config.ts';

test('account numbers, IBANs and customer numbers are masked; UUIDs, dates and amounts are not', () => {
  assert.equal(maskText('/v1/accounts/NO9386011117947/balances'), '/v1/accounts/NO93•••••••••47/balances');
  assert.equal(maskText('BBAN 12345678903 unknown'), 'BBAN •••••••••03 unknown');
  assert.equal(maskText('/v1/consents/3f1b2c4d-1234-4567-8901-123456789012'), '/v1/consents/3f1b2c4d-1234-4567-8901-123456789012');
  assert.equal(maskText('dateFrom=2026-11-23 amount 1500.00'), 'dateFrom=2026-11-23 amount 1500.00');
});

test('a signing string keeps its structure; personal headers lose their values', () => {
  const s = '(request-target): get /v1/accounts/NO9386011117947\ndate: Mon, 23 Nov 2026 18:00:00 GMT\npsu-id: 12345678901\npsu-corporate-id: 998877665\nx-request-id: 3f1b2c4d-1234-4567-8901-123456789012';
  assert.equal(
    maskSigningString(s),
    '(request-target): get /v1/accounts/NO93•••••••••47\ndate: Mon, 23 Nov 2026 18:00:00 GMT\npsu-id: [masked]\npsu-corporate-id: [masked]\nx-request-id: 3f1b2c4d-1234-4567-8901-123456789012',
  );
});

test('request log settings: defaults, overrides, REQUEST_LOG=off, bad values named', () => {
  const d = parseConfig({}).requestLog;
  assert.deepEqual(d, { enabled: true, retentionDays: 7, maxRowsPerOrganisation: 10_000, flushMs: 500, flushRows: 200, bodyChars: 8192 });
  const o = parseConfig({ REQUEST_LOG: 'off', REQUEST_LOG_RETENTION_DAYS: '2', REQUEST_LOG_MAX_ROWS: '500' }).requestLog;
  assert.equal(o.enabled, false);
  assert.equal(o.retentionDays, 2);
  assert.equal(o.maxRowsPerOrganisation, 500);
  assert.throws(() => parseConfig({ REQUEST_LOG: 'maybe' }), (e: unknown) => e instanceof ConfigError && /REQUEST_LOG="maybe": must be on or off/.test(e.message));
  assert.throws(() => parseConfig({ REQUEST_LOG_MAX_ROWS: '0' }), (e: unknown) => e instanceof ConfigError && /REQUEST_LOG_MAX_ROWS/.test(e.message));
});
