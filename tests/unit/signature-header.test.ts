import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Xs2aError } from '../../lib/errors.ts';
import { parseSignatureHeader } from '../../lib/crypto/signature-header.ts';

const KEY_ID = 'SN=1A2B,CA=CN=Sandbox CA,O=Bank,C=NO';
const SIG = 'dGVzdA==';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function expectInvalid(value: string, text: string | RegExp) {
  assert.throws(
    () => parseSignatureHeader(value),
    (e: unknown) => {
      assert.ok(e instanceof Xs2aError);
      assert.equal(e.code, 'SIGNATURE_INVALID');
      assert.equal(e.status, 400);
      if (typeof text === 'string') assert.equal(e.message, text);
      else assert.match(e.message, text);
      return true;
    },
  );
}

describe('parseSignatureHeader', () => {
  test('quoted values may contain commas and "="', () => {
    const p = parseSignatureHeader(`keyId="${KEY_ID}",algorithm="rsa-sha256",headers="digest x-request-id",signature="${SIG}"`);
    assert.deepEqual(p, { keyId: KEY_ID, algorithm: 'rsa-sha256', headers: ['digest', 'x-request-id'], signature: SIG });
  });

  test('optional whitespace, upper-case header names, any order, unknown params ignored', () => {
    const p = parseSignatureHeader(
      `  signature = "${SIG}" ,\theaders="Digest   X-Request-ID\tPSU-ID  TPP-Redirect-URI Date",  created=1618884473, keyId="${KEY_ID}" , algorithm="rsa-sha256"  `,
    );
    assert.deepEqual(p.headers, ['digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri', 'date']);
    assert.equal(p.keyId, KEY_ID);
    assert.equal(p.signature, SIG);
  });

  test('tolerates a leading "Signature " scheme token', () => {
    const p = parseSignatureHeader(`Signature keyId="${KEY_ID}",algorithm="rsa-sha256",headers="digest",signature="${SIG}"`);
    assert.equal(p.keyId, KEY_ID);
  });

  test('the IG example header (percent-encoded spaces in the keyId) parses', () => {
    const p = parseSignatureHeader(
      'keyId="SN=9FA1,CA=CN=D-TRUST%20CA%202-1%202015,O=D-Trust%20GmbH,C=DE",algorithm="rsa-sha256", headers="Digest X-Request-ID PSU-ID TPP-Redirect-URI Date", signature="Base64(RSA-SHA256(signing string))"',
    );
    assert.equal(p.keyId, 'SN=9FA1,CA=CN=D-TRUST%20CA%202-1%202015,O=D-Trust%20GmbH,C=DE');
    assert.equal(p.headers.length, 5);
  });

  test('escaped quotes and backslashes inside quoted values', () => {
    const p = parseSignatureHeader(`keyId="SN=1,CA=O=A\\"B\\\\,C=NO",algorithm="rsa-sha256",headers="digest",signature="${SIG}"`);
    assert.equal(p.keyId, 'SN=1,CA=O=A"B\\,C=NO');
  });

  test('RFC 2047: the whole header encoded (utf-8, B)', () => {
    const raw = `keyId="SN=1A2B,CA=CN=Bank Ørsta CA,O=Bank,C=NO",algorithm="rsa-sha256",headers="digest x-request-id",signature="${SIG}"`;
    const p = parseSignatureHeader(`=?utf-8?B?${b64(raw)}?=`);
    assert.equal(p.keyId, 'SN=1A2B,CA=CN=Bank Ørsta CA,O=Bank,C=NO');
    assert.deepEqual(p.headers, ['digest', 'x-request-id']);
  });

  test('RFC 2047: the whole header split into several encoded words', () => {
    const raw = `keyId="${KEY_ID}",algorithm="rsa-sha256",headers="digest",signature="${SIG}"`;
    const p = parseSignatureHeader(`=?UTF-8?B?${b64(raw.slice(0, 30))}?= =?UTF-8?B?${b64(raw.slice(30))}?=`);
    assert.equal(p.keyId, KEY_ID);
  });

  test('RFC 2047: a single value encoded (utf-8 B and iso-8859-1 Q)', () => {
    const keyId = 'SN=1A2B,CA=CN=Bank Ørsta CA,O=Bank,C=NO';
    const p = parseSignatureHeader(`keyId="=?utf-8?B?${b64(keyId)}?=",algorithm="rsa-sha256",headers="digest",signature="${SIG}"`);
    assert.equal(p.keyId, keyId);
    const q = parseSignatureHeader(
      `keyId="=?ISO-8859-1?Q?SN=3D1A2B,CA=3DCN=3DBank_=D8rsta_CA,O=3DBank,C=3DNO?=",algorithm="rsa-sha256",headers="digest",signature="${SIG}"`,
    );
    assert.equal(q.keyId, keyId);
  });

  test('RFC 2047 with an unsupported charset is rejected', () => {
    expectInvalid(`=?koi8-r?B?${b64('x')}?=`, /unsupported charset "koi8-r"/);
  });

  test('missing parameters are named exactly', () => {
    expectInvalid(
      `keyId="${KEY_ID}",headers="digest"`,
      'Signature header is missing "algorithm", "signature"; it must carry keyId, algorithm, headers and signature as name="value" pairs joined by commas',
    );
    expectInvalid(
      `algorithm="rsa-sha256",headers="digest",signature="${SIG}"`,
      'Signature header is missing "keyId"; it must carry keyId, algorithm, headers and signature as name="value" pairs joined by commas',
    );
    expectInvalid('', /missing "keyId", "algorithm", "headers", "signature"/);
    expectInvalid(`keyId="${KEY_ID}",algorithm="rsa-sha256",headers="",signature="${SIG}"`, /missing "headers"/);
  });

  test('malformed input', () => {
    expectInvalid(`keyId="${KEY_ID},algorithm="rsa-sha256"`, /malformed/);
    expectInvalid(`keyId "${KEY_ID}"`, /has no "="/);
    expectInvalid(`keyId="a",keyId="b",algorithm="x",headers="digest",signature="s"`, /"keyId" appears more than once/);
    expectInvalid(`keyId="a" algorithm="x"`, /expected "," after the value of "keyId"/);
  });
});
