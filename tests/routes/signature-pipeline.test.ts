// The signed-request pipeline from outside: every rejection answers the exact Berlin Group body, nothing is stored.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { getConfig } from '../../lib/config.ts';
import { getDb, type Db } from '../../lib/db/client.ts';
import { parseCertificate } from '../../lib/crypto/certificate.ts';
import { formatKeyId } from '../../lib/crypto/key-id.ts';
import { loadOrCreateSandboxCa, generateCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { dispatch } from '../helpers/router.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';

let db: Db;
let tpp: TppClient;
const PATH = '/v1/sandbox/customers';
const NEW_CUSTOMER = { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' };

before(async () => {
  db = await getDb();
  tpp = await createTppClient();
});

/** Signs with any key and certificate, optionally changing the headers afterwards. */
async function sendWith(keyPem: string, certPem: string, method: string, path: string, body?: string, change?: (h: Record<string, string>) => void) {
  const signed = signRequest({ method, url: path, body, keyPem, certPem });
  change?.(signed.headers);
  const res = await dispatch(new Request(`http://localhost${path}`, { method, headers: signed.headers, body }));
  return { status: res.status, requestId: res.headers.get('x-request-id'), body: (await res.json()) as { tppMessages: { code: string; text: string; category: string; path?: string }[] }, signed };
}

const error = (code: string, text: string, path?: string) => ({ tppMessages: [{ category: 'ERROR', code, text, ...(path ? { path } : {}) }] });

test('a correctly signed request passes and echoes X-Request-ID', async () => {
  const res = await tpp.send('GET', PATH);
  assert.equal(res.status, 200, res.text);
  assert.match(res.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/);
});

test('rejections: exact status and Berlin Group body, X-Request-ID echoed', async () => {
  const cert = parseCertificate(tpp.certPem);
  const cases: { name: string; change: (h: Record<string, string>) => void; status: number; body: unknown }[] = [
    { name: 'no X-Request-ID', change: (h) => delete h['X-Request-ID'], status: 400, body: error('FORMAT_ERROR', 'X-Request-ID header is missing; it must be a UUID') },
    { name: 'X-Request-ID not a UUID', change: (h) => (h['X-Request-ID'] = 'req-1'), status: 400, body: error('FORMAT_ERROR', 'X-Request-ID "req-1" is not a UUID (e.g. 99391c7e-ad88-49ec-a2ad-99ddcb1f7721)') },
    { name: 'no Signature', change: (h) => delete h.Signature, status: 400, body: error('SIGNATURE_MISSING', 'Signature header is missing; every request must be signed') },
    { name: 'no certificate', change: (h) => delete h['TPP-Signature-Certificate'], status: 401, body: error('CERTIFICATE_MISSING', 'TPP-Signature-Certificate header is missing; send the base64 DER of the signing certificate') },
    { name: 'garbage certificate', change: (h) => (h['TPP-Signature-Certificate'] = 'bm90IGEgY2VydA=='), status: 401, body: error('CERTIFICATE_INVALID', 'TPP-Signature-Certificate is not a valid base64 DER or PEM X.509 certificate') },
    {
      name: 'unsigned PSU-ID header',
      change: (h) => (h['PSU-ID'] = '0b8f3cde-6f7e-4a43-9d4c-8bba0c1a4e11'),
      status: 400,
      body: error('SIGNATURE_INVALID', `Header "psu-id" is present in the request but not listed in the Signature headers parameter (got headers="date digest x-request-id"); sign each of date, digest, x-request-id, psu-id, psu-corporate-id, tpp-redirect-uri that the request carries (date is always required)`),
    },
    {
      name: 'wrong serial in keyId',
      change: (h) => (h.Signature = h.Signature!.replace(/SN=[0-9A-F]+/, 'SN=1A2B')),
      status: 400,
      body: error('SIGNATURE_INVALID', `keyId serial 1A2B does not match the certificate serial ${cert.serialHex}; expected keyId="${formatKeyId(cert)}"`),
    },
  ];
  for (const c of cases) {
    const res = await sendWith(tpp.keyPem, tpp.certPem, 'GET', PATH, undefined, c.change);
    assert.equal(res.status, c.status, `${c.name}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(res.body, c.body, c.name);
    if (c.name !== 'no X-Request-ID') assert.ok(res.requestId, `${c.name}: X-Request-ID echoed`);
  }
});

test('keyId with the issuer DN in another order and case, and an upper/lower-case serial, still verifies', async () => {
  const cert = parseCertificate(tpp.certPem);
  const reversed = cert.issuer.map((a) => `${a.type}=${a.value}`).reverse().join(',').toLowerCase();
  const res = await sendWith(tpp.keyPem, tpp.certPem, 'GET', PATH, undefined, (h) => {
    h.Signature = h.Signature!.replace(/keyId="[^"]*"/, `keyId="SN=00${cert.serialHex.toLowerCase()},CA=${reversed.replace(/ /g, '%20')}"`);
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
});

test('a wrong CA in keyId is rejected with the expected keyId', async () => {
  const res = await sendWith(tpp.keyPem, tpp.certPem, 'GET', PATH, undefined, (h) => {
    h.Signature = h.Signature!.replace(/,CA=[^"]*"/, ',CA=CN=Other CA,O=Elsewhere,C=SE"');
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.tppMessages[0]!.code, 'SIGNATURE_INVALID');
  assert.match(res.body.tppMessages[0]!.text, /keyId CA "CN=Other CA,O=Elsewhere,C=SE" does not match the certificate issuer/);
});

test('a stale Date (61 s) is TIMESTAMP_INVALID; a tampered body fails the Digest; a wrong key shows the signing string', async () => {
  const stale = signRequest({ method: 'GET', url: PATH, keyPem: tpp.keyPem, certPem: tpp.certPem, date: new Date(Date.now() - 61_000) });
  const r1 = await dispatch(new Request(`http://localhost${PATH}`, { headers: stale.headers }));
  assert.equal(r1.status, 400);
  const b1 = (await r1.json()) as { tppMessages: { code: string; text: string }[] };
  assert.equal(b1.tppMessages[0]!.code, 'TIMESTAMP_INVALID');
  assert.match(b1.tppMessages[0]!.text, /is (61|62) s behind the server time .*; the maximum deviation is 60 s\. Set Date to the current time when you sign \(not a stored or copied value\), keep your clock synchronised \(NTP\), and sign again\.$/);

  const body = JSON.stringify(NEW_CUSTOMER);
  const signed = signRequest({ method: 'POST', url: PATH, body, keyPem: tpp.keyPem, certPem: tpp.certPem });
  const tampered = body.replace('Testperson 1', 'Testperson X');
  const r2 = await dispatch(new Request(`http://localhost${PATH}`, { method: 'POST', headers: signed.headers, body: tampered }));
  assert.equal(r2.status, 400);
  const b2 = (await r2.json()) as { tppMessages: { code: string; text: string }[] };
  assert.equal(b2.tppMessages[0]!.code, 'SIGNATURE_INVALID');
  assert.match(b2.tppMessages[0]!.text, /^Digest does not match the request body: expected SHA-256=/);
  assert.equal(await db.customer.count({ where: { customerNumber: NEW_CUSTOMER.customerNumber } }), 0, 'nothing stored');

  const intruder = await generateCa();
  const r3 = await sendWith(intruder.keyPem, tpp.certPem, 'GET', PATH);
  assert.equal(r3.status, 400);
  assert.equal(r3.body.tppMessages[0]!.code, 'SIGNATURE_INVALID');
  assert.ok(r3.body.tppMessages[0]!.text.includes(`The server's signing string was: "date: ${r3.signed.headers.Date}\\ndigest: ${r3.signed.headers.Digest}\\nx-request-id: ${r3.signed.headers['X-Request-ID']}"`), r3.body.tppMessages[0]!.text);
});

test('certificates from another CA, expired ones, and missing roles are 401s', async () => {
  const foreignCa = await generateCa({ commonName: 'Open Banking Sandbox CA' });
  const foreign = await issueTppCertificate({ ca: foreignCa, organizationName: 'Mallory AS', organizationIdentifier: 'PSDNO-FSA-666666', roles: ['PSP_AI'] });
  const r1 = await sendWith(foreign.keyPem, foreign.certPem, 'GET', PATH);
  assert.equal(r1.status, 401);
  assert.equal(r1.body.tppMessages[0]!.code, 'CERTIFICATE_INVALID');

  const ca = await loadOrCreateSandboxCa(getConfig().dataDir);
  const old = await issueTppCertificate({ ca, organizationName: 'Old AS', organizationIdentifier: 'PSDNO-FSA-555555', roles: ['PSP_AI'], validityDays: 1, now: new Date(Date.now() - 3 * 86_400_000) });
  const r2 = await sendWith(old.keyPem, old.certPem, 'GET', PATH);
  assert.equal(r2.status, 401);
  assert.equal(r2.body.tppMessages[0]!.code, 'CERTIFICATE_EXPIRED');

  const pisOnly = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-444444', roles: ['PSP_PI'] });
  const r3 = await pisOnly.send('GET', '/v1/accounts', { headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' } });
  assert.equal(r3.status, 401);
  assert.deepEqual(r3.body, error('ROLE_INVALID', 'This operation needs the PSD2 role PSP_AI; the certificate carries PSP_PI'));
});

test('a replayed X-Request-ID is rejected', async () => {
  const signed = signRequest({ method: 'GET', url: PATH, keyPem: tpp.keyPem, certPem: tpp.certPem });
  const first = await dispatch(new Request(`http://localhost${PATH}`, { headers: signed.headers }));
  assert.equal(first.status, 200);
  const again = await dispatch(new Request(`http://localhost${PATH}`, { headers: signed.headers }));
  assert.equal(again.status, 400);
  assert.deepEqual(await again.json(), error('FORMAT_ERROR', `X-Request-ID ${signed.headers['X-Request-ID']} was already used; every request needs a new X-Request-ID`));
});

test('RFC 2047-encoded Signature, (request-target) and a CRLF body all verify', async () => {
  const r1 = await sendWith(tpp.keyPem, tpp.certPem, 'GET', PATH, undefined, (h) => {
    h.Signature = `=?utf-8?B?${Buffer.from(h.Signature!, 'utf8').toString('base64')}?=`;
  });
  assert.equal(r1.status, 200, JSON.stringify(r1.body));
  const r2 = await tpp.send('GET', `${PATH}?withAccounts=true`, { includeRequestTarget: true });
  assert.equal(r2.status, 200, r2.text);
  const crlf = '{\r\n  "customerNumber": "01078900497",\r\n  "name": "Test Testperson 1",\r\n  "type": "private"\r\n}\r\n';
  const r3 = await tpp.send('POST', PATH, { rawBody: crlf });
  assert.equal(r3.status, 201, r3.text);
});

test('a signed path differs from the one sent: (request-target) catches it', async () => {
  const signed = signRequest({ method: 'GET', url: `${PATH}?withAccounts=true`, keyPem: tpp.keyPem, certPem: tpp.certPem, includeRequestTarget: true });
  const res = await dispatch(new Request(`http://localhost${PATH}?withAccounts=false`, { headers: signed.headers }));
  assert.equal(res.status, 400);
  const body = (await res.json()) as { tppMessages: { code: string; text: string }[] };
  assert.match(body.tppMessages[0]!.text, /\(request-target\): get \/v1\/sandbox\/customers\?withAccounts=false/);
});

test('bad bodies: malformed JSON, wrong types, an emoji — 400, nothing stored', async () => {
  const before = await db.customer.count();
  const cases: { raw: string; body: unknown }[] = [
    { raw: '{"customerNumber": "0107890', body: error('FORMAT_ERROR', `Request body is not valid JSON: ${jsonError('{"customerNumber": "0107890')}`) },
    { raw: JSON.stringify({ ...NEW_CUSTOMER, customerNumber: '12345678901', name: 'Emoji 😀' }), body: error('FORMAT_ERROR', 'name contains the character U+1F600 at position 6, which the bank\'s systems cannot store; use Latin characters only', 'name') },
  ];
  for (const c of cases) {
    const res = await tpp.send('POST', PATH, { rawBody: c.raw });
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, c.body);
  }
  const typed = await tpp.send('POST', PATH, { body: { ...NEW_CUSTOMER, customerNumber: 12 } });
  assert.equal(typed.status, 400);
  assert.equal(typed.body.tppMessages[0].code, 'FORMAT_ERROR');
  assert.equal(typed.body.tppMessages[0].path, 'customerNumber');
  assert.equal(await db.customer.count(), before);
});

test('an unknown /v1 id is 404 RESOURCE_UNKNOWN, never 500', async () => {
  const res = await tpp.send('DELETE', '/v1/sandbox/customers/does-not-exist');
  assert.equal(res.status, 404);
  assert.equal(res.body.tppMessages[0].code, 'RESOURCE_UNKNOWN');
});

function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  return '';
}
