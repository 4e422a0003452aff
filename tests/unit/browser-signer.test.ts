// The playground's browser signer (WebCrypto) produces exactly the headers of lib/crypto/sign-request.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrivateKey } from 'node:crypto';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { DEFAULT_SIGNED_HEADERS, signRequest } from '../../lib/crypto/sign-request.ts';
import { verifySignedRequest } from '../../lib/crypto/verify-request.ts';
import { parseCertificate } from '../../lib/crypto/certificate.ts';
import { curlCommand, SIGNED_HEADER_ORDER, signInBrowser, summariseCertificate } from '../../lib/playground/browser-signer.ts';
import { ORGANIZATION_IDENTIFIER as PORTAL_PATTERN } from '../../lib/portal/schemas.ts';
import { ORGANIZATION_IDENTIFIER } from '../../lib/crypto/issue-certificate.ts';

const ca = await loadOrCreateSandboxCa(mkdtempSync(join(tmpdir(), 'openbank-signer-')));
const { keyPem, certPem } = await issueTppCertificate({ ca, organizationName: 'Ærlig Betaling AS', organizationIdentifier: 'PSDNO-FSA-424242', roles: ['PSP_AI', 'PSP_PI'] });

test('the browser signer and lib/crypto/sign-request.ts agree byte for byte', async () => {
  const date = new Date('2024-05-01T10:00:00Z');
  const requestId = '4f1c2b7e-1d2a-4c3b-9a8f-0e1d2c3b4a59';
  const headers = { 'PSU-ID': '3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'TPP-Redirect-URI': 'https://tpp.example/cb?x=1' };
  const body = JSON.stringify({ customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' });
  for (const includeRequestTarget of [false, true]) {
    const node = signRequest({ method: 'POST', url: '/v1/sandbox/customers', headers, body, keyPem, certPem, date, requestId, includeRequestTarget });
    const browser = await signInBrowser({ method: 'POST', path: '/v1/sandbox/customers', headers, body, keyPem, certPem, date, requestId, includeRequestTarget });
    assert.equal(browser.signingString, node.signingString);
    assert.deepEqual(browser.headers, node.headers);
  }
});

test('a browser-signed request verifies on the server', async () => {
  const signed = await signInBrowser({ method: 'GET', path: '/v1/sandbox/customers?withAccounts=true', headers: {}, body: '', keyPem, certPem });
  const lower = new Map(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const result = verifySignedRequest({
    method: 'GET', target: '/v1/sandbox/customers?withAccounts=true', header: (n) => lower.get(n.toLowerCase()) ?? null,
    rawBody: new Uint8Array(), now: new Date(), maxSkewSeconds: 60, anchors: [ca.cert],
  });
  assert.equal(result.certificate.organizationIdentifier, 'PSDNO-FSA-424242');
});

test('PKCS#1 keys are accepted too', async () => {
  const pkcs1 = createPrivateKey(keyPem).export({ type: 'pkcs1', format: 'pem' }).toString();
  const date = new Date('2024-05-01T10:00:00Z');
  const a = await signInBrowser({ method: 'GET', path: '/v1/x', headers: {}, body: '', keyPem: pkcs1, certPem, date, requestId: '4f1c2b7e-1d2a-4c3b-9a8f-0e1d2c3b4a59' });
  const b = await signInBrowser({ method: 'GET', path: '/v1/x', headers: {}, body: '', keyPem, certPem, date, requestId: '4f1c2b7e-1d2a-4c3b-9a8f-0e1d2c3b4a59' });
  assert.equal(a.headers.Signature, b.headers.Signature);
});

test('certificate summary matches the server parser', () => {
  const s = summariseCertificate(certPem);
  const parsed = parseCertificate(certPem);
  assert.equal(s.serialHex, parsed.serialHex);
  assert.equal(s.issuerDn, parsed.issuerDn);
  assert.equal(s.subjectDn, parsed.subjectDn);
  assert.equal(s.base64Der, parsed.der.toString('base64'));
  assert.equal(s.notAfter.getTime(), parsed.notAfter.getTime());
});

test('shared constants stay in step with their node-only originals', () => {
  assert.deepEqual([...SIGNED_HEADER_ORDER], [...DEFAULT_SIGNED_HEADERS]);
  assert.equal(PORTAL_PATTERN.source, ORGANIZATION_IDENTIFIER.source);
});

test('curl command quotes for the shell', () => {
  const cmd = curlCommand({ origin: 'http://h', method: 'POST', path: "/v1/a?b='c'", headers: { A: "it's" }, body: '{"x":1}' });
  assert.match(cmd, /curl -i -X POST 'http:\/\/h\/v1\/a\?b='\\''c'\\'''/);
  assert.match(cmd, /--data-raw '\{"x":1\}'/);
});
