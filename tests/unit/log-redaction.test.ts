// Logs never carry keys, signatures, certificates, passwords or personal identifiers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createLogger } from '../../lib/log.ts';

test('secrets and personal ids are redacted, other fields kept', () => {
  const lines: string[] = [];
  const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
  const log = createLogger(sink, 'info');
  log.info({
    requestId: '0b8f3cde-6f7e-4a43-9d4c-8bba0c1a4e11',
    headers: { signature: 'keyId="SN=1",signature="abc"', 'tpp-signature-certificate': 'MIIB', 'psu-id': 'p-1', 'psu-corporate-id': 'c-1', 'x-psu-identity': '13039319955' },
    body: { customerNumber: '13039319955', password: 'hunter2', keyPem: '-----BEGIN PRIVATE KEY-----' },
    psuId: 'p-2',
  }, 'request');
  const entry = JSON.parse(lines[0]!);
  assert.equal(entry.requestId, '0b8f3cde-6f7e-4a43-9d4c-8bba0c1a4e11');
  assert.deepEqual(entry.headers, { signature: '[redacted]', 'tpp-signature-certificate': '[redacted]', 'psu-id': '[redacted]', 'psu-corporate-id': '[redacted]', 'x-psu-identity': '[redacted]' });
  assert.deepEqual(entry.body, { customerNumber: '[redacted]', password: '[redacted]', keyPem: '[redacted]' });
  assert.equal(entry.psuId, '[redacted]');
  for (const secret of ['hunter2', '13039319955', 'MIIB', 'BEGIN PRIVATE KEY', 'abc"']) assert.ok(!lines[0]!.includes(secret), secret);
});
