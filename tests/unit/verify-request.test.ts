import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { type ErrorCode, Xs2aError } from '../../lib/errors.ts';
import { type ParsedCertificate, parseCertificate } from '../../lib/crypto/certificate.ts';
import { computeDigest } from '../../lib/crypto/digest.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { generateCa } from '../../lib/crypto/sandbox-ca.ts';
import { signRequest, type SignRequestOptions } from '../../lib/crypto/sign-request.ts';
import { verifySignedRequest } from '../../lib/crypto/verify-request.ts';
import { buildCertificate, subjectNameDer } from '../../lib/crypto/x509-builder.ts';

type Keys = { keyPem: string; certPem: string };
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const TARGET = '/v1/payments/sepa-credit-transfers?x=1';
const BODY = '{"instructedAmount":{"currency":"EUR","amount":"123.50"},"creditorName":"Merchant123"}';
const REQUEST_ID = '99391c7e-ad88-49ec-a2ad-99ddcb1f7721';

let anchors: ParsedCertificate[];
let tpp: Keys;
let otherCaTpp: Keys;
let sameNameCaTpp: Keys;
let expiredTpp: Keys;
let ecTpp: Keys;
let strangerKeyPem: string;

before(async () => {
  const [ca, otherCa, sameNameCa] = await Promise.all([
    generateCa(),
    generateCa({ commonName: 'Other CA', organization: 'Elsewhere' }),
    generateCa(),
  ]);
  anchors = [parseCertificate(ca.certPem)];
  const base = { organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI' as const, 'PSP_PI' as const] };
  [tpp, otherCaTpp, sameNameCaTpp, expiredTpp] = await Promise.all([
    issueTppCertificate({ ca, ...base }),
    issueTppCertificate({ ca: otherCa, ...base }),
    issueTppCertificate({ ca: sameNameCa, ...base }),
    issueTppCertificate({ ca, ...base, validityDays: 1, now: new Date(NOW.getTime() - 3 * 86_400_000) }),
  ]);
  strangerKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecDer = buildCertificate({
    serial: Uint8Array.of(0x42),
    issuerNameDer: subjectNameDer(new X509Certificate(ca.certPem).raw),
    subject: [{ oid: '2.5.4.3', value: 'EC TPP' }],
    notBefore: new Date(NOW.getTime() - 60_000),
    notAfter: new Date(NOW.getTime() + 86_400_000),
    subjectPublicKey: ec.publicKey,
    signingKey: createPrivateKey(ca.keyPem),
    extensions: [],
  });
  ecTpp = { keyPem: ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certPem: new X509Certificate(ecDer).toString() };
});

interface Case {
  name: string;
  sign?: Partial<SignRequestOptions>;
  keys?: () => Keys;
  /** edit the signed headers (lower-case names) before verification */
  edit?: (h: Record<string, string>) => void;
  method?: string;
  target?: string;
  /** the raw body the server receives (default: what was signed) */
  rawBody?: string | Uint8Array;
  now?: Date;
  expect?: { code: ErrorCode; status: number; text: (string | RegExp)[] };
}

function run(c: Case) {
  const keys = c.keys?.() ?? tpp;
  const method = c.method ?? 'POST';
  const body = c.sign && 'body' in c.sign ? c.sign.body : method === 'GET' ? undefined : BODY;
  const signed = signRequest({
    method,
    url: `https://api.bank.example${TARGET}`,
    body,
    headers: { 'PSU-ID': 'PSU-1234', 'TPP-Redirect-URI': 'https://tpp.example/cb?state=1' },
    requestId: REQUEST_ID,
    date: NOW,
    keyPem: keys.keyPem,
    certPem: keys.certPem,
    ...c.sign,
  });
  const headers: Record<string, string> = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  c.edit?.(headers);
  const raw = c.rawBody ?? body ?? '';
  return verifySignedRequest({
    method,
    target: c.target ?? TARGET,
    header: (name) => headers[name.toLowerCase()] ?? null,
    rawBody: typeof raw === 'string' ? new TextEncoder().encode(raw) : raw,
    now: c.now ?? NOW,
    maxSkewSeconds: 60,
    anchors,
  });
}

const setSigParam = (h: Record<string, string>, name: string, value: string) => {
  h.signature = (h.signature ?? '').replace(new RegExp(`${name}="(?:[^"\\\\]|\\\\.)*"`), `${name}="${value}"`);
};
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const sec = (s: number) => new Date(NOW.getTime() + s * 1000);

const CASES: Case[] = [
  { name: 'valid POST with body, PSU-ID and TPP-Redirect-URI' },
  { name: 'valid GET without body (Digest of the empty body)', method: 'GET' },
  { name: 'valid GET without any Digest header', method: 'GET', edit: (h) => delete h.digest, sign: { signedHeaders: ['date', 'x-request-id', 'psu-id', 'tpp-redirect-uri'] } },
  { name: 'rsa-sha512', sign: { algorithm: 'rsa-sha512' } },
  { name: '(request-target) signed', sign: { includeRequestTarget: true } },
  { name: 'CRLF body (raw bytes hashed as sent)', sign: { body: '{\r\n  "a": 1\r\n}\r\n' } },
  { name: 'certificate sent as PEM', edit: (h) => (h['tpp-signature-certificate'] = tpp.certPem.replace(/\n/g, '')) },
  { name: 'keyId with DN reordered, lower-case serial with leading zeros', edit: (h) => {
    const c = parseCertificate(tpp.certPem);
    setSigParam(h, 'keyId', `SN=00${c.serialHex.toLowerCase()},CA=C=NO,O=Sandbox Bank,CN=Open Banking Sandbox CA`);
  } },
  { name: 'keyId with %20 (IG style)', edit: (h) => {
    setSigParam(h, 'keyId', `SN=${parseCertificate(tpp.certPem).serialHex},CA=CN=Open%20Banking%20Sandbox%20CA,O=Sandbox%20Bank,C=NO`);
  } },
  { name: 'RFC 2047-encoded Signature header (whole)', edit: (h) => (h.signature = `=?utf-8?B?${b64(h.signature ?? '')}?=`) },
  { name: 'RFC 2047-encoded keyId value', edit: (h) => {
    const keyId = /keyId="([^"]*)"/.exec(h.signature ?? '')?.[1] ?? '';
    setSigParam(h, 'keyId', `=?utf-8?B?${b64(keyId)}?=`);
  } },
  { name: 'Date exactly 60 s old', now: sec(60) },
  // failures
  { name: 'no X-Request-ID', edit: (h) => delete h['x-request-id'], expect: { code: 'FORMAT_ERROR', status: 400, text: ['X-Request-ID header is missing'] } },
  { name: 'X-Request-ID not a UUID', edit: (h) => (h['x-request-id'] = '12345'), expect: { code: 'FORMAT_ERROR', status: 400, text: ['X-Request-ID "12345" is not a UUID'] } },
  { name: 'no Signature', edit: (h) => delete h.signature, expect: { code: 'SIGNATURE_MISSING', status: 400, text: ['Signature header is missing'] } },
  { name: 'no certificate', edit: (h) => delete h['tpp-signature-certificate'], expect: { code: 'CERTIFICATE_MISSING', status: 401, text: ['TPP-Signature-Certificate header is missing'] } },
  { name: 'garbage certificate', edit: (h) => (h['tpp-signature-certificate'] = 'bm90IGEgY2VydA=='), expect: { code: 'CERTIFICATE_INVALID', status: 401, text: ['not a valid base64 DER or PEM X.509 certificate'] } },
  { name: 'Signature without signature parameter', edit: (h) => (h.signature = (h.signature ?? '').replace(/,signature="[^"]*"/, '')), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Signature header is missing "signature"'] } },
  { name: 'unsupported algorithm', edit: (h) => setSigParam(h, 'algorithm', 'hmac-sha256'), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['"hmac-sha256" is not supported; supported: rsa-sha256, rsa-sha512'] } },
  { name: 'rsa algorithm with an EC certificate', keys: () => ecTpp, expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['needs an RSA key', 'key is of type ec'] } },
  { name: 'wrong keyId serial', edit: (h) => setSigParam(h, 'keyId', 'SN=1A2B,CA=CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO'), expect: { code: 'SIGNATURE_INVALID', status: 400, text: [/^keyId serial 1A2B does not match the certificate serial [0-9A-F]+; expected keyId="SN=/] } },
  { name: 'wrong CA in keyId', edit: (h) => setSigParam(h, 'keyId', `SN=${parseCertificate(tpp.certPem).serialHex},CA=CN=Other CA,O=Sandbox Bank,C=NO`), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['keyId CA "CN=Other CA,O=Sandbox Bank,C=NO" does not match the certificate issuer "CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO"'] } },
  { name: 'no Date', edit: (h) => delete h.date, sign: { signedHeaders: ['digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri'] }, expect: { code: 'TIMESTAMP_INVALID', status: 400, text: ['Date header is missing'] } },
  { name: 'Date not RFC 7231', edit: (h) => (h.date = NOW.toISOString()), expect: { code: 'TIMESTAMP_INVALID', status: 400, text: ['is not an RFC 7231 date'] } },
  { name: 'stale Date (61 s)', now: sec(61), expect: { code: 'TIMESTAMP_INVALID', status: 400, text: [`is 61 s behind the server time ${sec(61).toUTCString()}`, 'maximum deviation is 60 s'] } },
  { name: 'Date in the future (61 s)', now: sec(-61), expect: { code: 'TIMESTAMP_INVALID', status: 400, text: ['is 61 s ahead of the server time'] } },
  { name: 'digest mismatch', sign: { headers: { Digest: computeDigest(new TextEncoder().encode('{}')) } }, expect: { code: 'SIGNATURE_INVALID', status: 400, text: [`expected ${computeDigest(new TextEncoder().encode(BODY))}`, `computed over the ${BODY.length} raw body bytes`] } },
  { name: 'tampered body', rawBody: BODY.replace('123.50', '999.50'), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Digest does not match the request body'] } },
  { name: 'CRLF body normalised to LF in transit', sign: { body: '{\r\n  "a": 1\r\n}' }, rawBody: '{\n  "a": 1\n}', expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Digest does not match', 'computed over the 12 raw body bytes'] } },
  { name: 'body without Digest', sign: { signedHeaders: ['date', 'x-request-id', 'psu-id', 'tpp-redirect-uri'] }, edit: (h) => delete h.digest, expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Digest header is missing'] } },
  { name: 'psu-id present but unsigned', sign: { signedHeaders: ['date', 'digest', 'x-request-id', 'tpp-redirect-uri'] }, expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Header "psu-id" is present in the request but not listed in the Signature headers parameter'] } },
  { name: 'date present but unsigned', sign: { signedHeaders: ['digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri'] }, expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Header "date" is present', 'date is always required'] } },
  { name: 'signed header absent from the request', sign: { signedHeaders: ['date', 'digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri', 'psu-corporate-id'], headers: { 'PSU-ID': 'PSU-1234', 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Corporate-ID': 'C1' } }, edit: (h) => delete h['psu-corporate-id'], expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Signed header "psu-corporate-id" is not present in the request'] } },
  { name: 'signature made with the wrong key', keys: () => ({ keyPem: strangerKeyPem, certPem: tpp.certPem }), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['Signature does not verify', `The server's signing string was: "date: ${NOW.toUTCString()}\\ndigest: SHA-256=`, `\\nx-request-id: ${REQUEST_ID}\\npsu-id: PSU-1234\\ntpp-redirect-uri: https://tpp.example/cb?state=1"`] } },
  { name: 'header changed after signing', edit: (h) => (h['psu-id'] = 'PSU-9999'), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['psu-id: PSU-9999'] } },
  { name: '(request-target) with a different path', sign: { includeRequestTarget: true }, target: '/v1/payments/other', expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['(request-target): post /v1/payments/other'] } },
  { name: 'signature not base64', edit: (h) => setSigParam(h, 'signature', '!!!'), expect: { code: 'SIGNATURE_INVALID', status: 400, text: ['not valid base64'] } },
  { name: 'certificate from another CA', keys: () => otherCaTpp, expect: { code: 'CERTIFICATE_INVALID', status: 401, text: ['not issued by a trusted CA: its issuer is "CN=Other CA,O=Elsewhere,C=NO"', 'Organisation page of the developer portal'] } },
  { name: 'certificate from a CA with the sandbox name but another key', keys: () => sameNameCaTpp, expect: { code: 'CERTIFICATE_INVALID', status: 401, text: ['signature does not verify with that CA key'] } },
  { name: 'expired certificate', keys: () => expiredTpp, expect: { code: 'CERTIFICATE_EXPIRED', status: 401, text: ['has expired: it is valid from', `server time is ${NOW.toISOString()}`] } },
];

describe('verifySignedRequest', () => {
  for (const c of CASES) {
    test(c.name, () => {
      if (!c.expect) {
        const result = run(c);
        assert.equal(result.certificate.organizationIdentifier, c.keys ? result.certificate.organizationIdentifier : 'PSDNO-FSA-123456');
        assert.ok(result.signedHeaders.includes('x-request-id'));
        return;
      }
      const expected = c.expect;
      assert.throws(
        () => run(c),
        (e: unknown) => {
          assert.ok(e instanceof Xs2aError, `not an Xs2aError: ${String(e)}`);
          assert.deepEqual({ code: e.code, status: e.status }, { code: expected.code, status: expected.status }, e.message);
          for (const t of expected.text) {
            if (typeof t === 'string') assert.ok(e.message.includes(t), `"${e.message}" should contain "${t}"`);
            else assert.match(e.message, t);
          }
          assert.ok(e.message.length <= 500, `text is ${e.message.length} chars`);
          return true;
        },
      );
    });
  }

  test('signing-string text stays within 500 characters for long header values', () => {
    const longUri = `https://tpp.example/callback?${'state=x&'.repeat(80)}`;
    assert.throws(
      () => run({ name: 'long', keys: () => ({ keyPem: strangerKeyPem, certPem: tpp.certPem }), sign: { headers: { 'TPP-Redirect-URI': longUri, 'PSU-ID': 'PSU-1' } } }),
      (e: unknown) => e instanceof Xs2aError && e.message.length <= 500 && e.message.includes('\\ntpp-redirect-uri: https://tpp.example/'),
    );
  });

  test('returns the certificate (roles) and the signed header list', () => {
    const r = run({ name: 'ok', sign: { includeRequestTarget: true } });
    assert.deepEqual(r.signedHeaders, ['(request-target)', 'date', 'digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri']);
    assert.deepEqual(r.certificate.roles, ['PSP_PI', 'PSP_AI']);
  });
});

test('the trust verdict is kept per certificate and anchor list: another list is asked anew, the validity every time', async () => {
  const { verifyCertificateTrust } = await import('../../lib/crypto/verify-chain.ts');
  const cert = parseCertificate(tpp.certPem);
  const other = parseCertificate(otherCaTpp.certPem);
  const codeOf = (fn: () => void) => {
    try {
      fn();
      return 'ok';
    } catch (e) {
      return (e as Xs2aError).code;
    }
  };
  assert.equal(codeOf(() => verifyCertificateTrust(cert, anchors, NOW)), 'ok');
  assert.equal(codeOf(() => verifyCertificateTrust(cert, [parseCertificate(other.x509.toString())], NOW)), 'CERTIFICATE_INVALID', 'a list without its CA');
  assert.equal(codeOf(() => verifyCertificateTrust(cert, [], NOW)), 'CERTIFICATE_INVALID', 'no anchors');
  assert.equal(codeOf(() => verifyCertificateTrust(cert, anchors, NOW)), 'ok', 'the first list again');
  assert.equal(codeOf(() => verifyCertificateTrust(cert, anchors, new Date(cert.notAfter.getTime() + 1000))), 'CERTIFICATE_EXPIRED', 'validity checked at each call');
  assert.equal(codeOf(() => verifyCertificateTrust(other, anchors, NOW)), 'CERTIFICATE_INVALID');
  assert.equal(codeOf(() => verifyCertificateTrust(other, anchors, NOW)), 'CERTIFICATE_INVALID', 'a refusal is kept as well');
});
