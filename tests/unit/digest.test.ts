import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Xs2aError } from '../../lib/errors.ts';
import { checkDigest, computeDigest } from '../../lib/crypto/digest.ts';

const enc = (s: string) => new TextEncoder().encode(s);

// Berlin Group IG 1.3.8 p. 260: the body is given there as base64 (starting "eyAgICANCiAg", CRLF line endings) and
// its digest as SHA-256=iXhCYo105ae/y5v/UJkQWuBe1I+mdKG0JxwU35vwsgo=. The exact base64 could not be found in any
// reachable source; the JSON below is reconstructed from the IG/yaml example and does NOT hash to the published value
// (it gives 00g5Ti4qc9pLDyWqzlV/FzJn46lJAZOYQPmhdoIbmXs=). Paste the IG's base64 into IG_BODY_BASE64 to run the real vector.
const IG_BODY_BASE64: string | null = null;
const IG_DIGEST = 'SHA-256=iXhCYo105ae/y5v/UJkQWuBe1I+mdKG0JxwU35vwsgo=';
const RECONSTRUCTED_BODY =
  '{    \r\n  "instructedAmount": {"currency": "EUR", "amount": "123.50"},\r\n  "debtorAccount": {"iban": "DE40100100103307118608"},\r\n' +
  '  "creditorName": "Merchant123",\r\n  "creditorAccount": {"iban": "DE02100100109307118603"},\r\n' +
  '  "remittanceInformationUnstructured": "Ref Number Merchant"\r\n}\r\n';

function expectInvalid(fn: () => void, text: string | RegExp) {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof Xs2aError);
    assert.equal(e.code, 'SIGNATURE_INVALID');
    assert.equal(e.status, 400);
    if (typeof text === 'string') assert.equal(e.message, text);
    else assert.match(e.message, text);
    return true;
  });
}

describe('computeDigest', () => {
  test(
    'Berlin Group IG test vector (CRLF body)',
    { todo: IG_BODY_BASE64 ? false : 'exact IG body bytes unavailable: set IG_BODY_BASE64 from IG 1.3.8 p. 260' },
    () => {
      const body = IG_BODY_BASE64 ? Buffer.from(IG_BODY_BASE64, 'base64') : enc(RECONSTRUCTED_BODY);
      assert.ok(Buffer.from(body).subarray(0, 9).equals(Buffer.from('{    \r\n  ')), 'body starts like the IG base64 eyAgICANCiAg');
      assert.equal(computeDigest(body), IG_DIGEST);
      checkDigest(IG_DIGEST, body);
    },
  );

  test('empty body hashes the empty byte list (IG value)', () => {
    assert.equal(computeDigest(new Uint8Array()), 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  test('FIPS 180-2 "abc" vectors for SHA-256 and SHA-512', () => {
    assert.equal(computeDigest(enc('abc')), 'SHA-256=ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    assert.equal(
      computeDigest(enc('abc'), 'SHA-512'),
      'SHA-512=3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
    );
  });

  test('hashes raw bytes: CRLF and LF bodies differ', () => {
    const crlf = enc(RECONSTRUCTED_BODY);
    const lf = enc(RECONSTRUCTED_BODY.replace(/\r\n/g, '\n'));
    assert.notEqual(computeDigest(crlf), computeDigest(lf));
    checkDigest(computeDigest(crlf), crlf);
    expectInvalid(() => checkDigest(computeDigest(crlf), lf), /^Digest does not match the request body/);
  });
});

describe('checkDigest', () => {
  const body = enc('{"instructedAmount":{"currency":"EUR","amount":"123.50"}}');

  test('accepts SHA-256 and SHA-512, algorithm names case-insensitive', () => {
    checkDigest(computeDigest(body), body);
    checkDigest(computeDigest(body, 'SHA-512'), body);
    checkDigest(computeDigest(body).replace('SHA-256', 'sha-256'), body);
    checkDigest(` ${computeDigest(body)} `, body);
  });

  test('several digests (RFC 3230): accepted when a supported one matches', () => {
    checkDigest(`MD5=HUXZLQLMuI/KZ5KDcJPcOA==, ${computeDigest(body)}`, body);
    checkDigest(`SHA-512=AAAA, ${computeDigest(body)}`, body);
  });

  test('missing Digest: fine for an empty body, an error with the expected value otherwise', () => {
    checkDigest(null, new Uint8Array());
    checkDigest('', new Uint8Array());
    expectInvalid(
      () => checkDigest(null, body),
      `Digest header is missing; it is required when the request has a body: expected ${computeDigest(body)} (computed over the ${body.byteLength} raw body bytes)`,
    );
  });

  test('present Digest is checked even for an empty body', () => {
    expectInvalid(() => checkDigest(computeDigest(body), new Uint8Array()), /computed over the 0 raw body bytes/);
    expectInvalid(() => checkDigest(computeDigest(body, 'SHA-512'), new Uint8Array()), /computed over the 0 raw body bytes/);
  });

  test("an empty body's digest (kept precomputed) passes in either algorithm, and only for the empty body", () => {
    const empty = new Uint8Array();
    for (const alg of ['SHA-256', 'SHA-512'] as const) {
      assert.doesNotThrow(() => checkDigest(computeDigest(empty, alg), empty));
      assert.doesNotThrow(() => checkDigest(computeDigest(empty, alg).replace(alg, alg.toLowerCase()), empty));
      expectInvalid(() => checkDigest(computeDigest(empty, alg), enc(' ')), /does not match the request body/);
    }
  });

  test('mismatch text shows expected and received values', () => {
    const other = computeDigest(enc('something else'));
    expectInvalid(
      () => checkDigest(other, body),
      `Digest does not match the request body: expected ${computeDigest(body)} (computed over the ${body.byteLength} raw body bytes), got ${other}. Compute the Digest over exactly the bytes you send (serialise the JSON once, same encoding and line endings), then sign again.`,
    );
    expectInvalid(
      () => checkDigest('SHA-512=bm90IGl0', body),
      `Digest does not match the request body: expected ${computeDigest(body, 'SHA-512')} (computed over the ${body.byteLength} raw body bytes), got SHA-512=bm90IGl0. Compute the Digest over exactly the bytes you send (serialise the JSON once, same encoding and line endings), then sign again.`,
    );
  });

  test('bytes are compared, not strings (different base64 spellings of other bytes fail)', () => {
    const good = computeDigest(body).slice('SHA-256='.length);
    expectInvalid(() => checkDigest(`SHA-256=${good.slice(0, -2)}`, body), /does not match/);
    expectInvalid(() => checkDigest('SHA-256=', body), /does not match/);
  });

  test('unsupported algorithms', () => {
    expectInvalid(
      () => checkDigest('MD5=HUXZLQLMuI/KZ5KDcJPcOA==', body),
      `Digest algorithm "MD5" is not supported; use SHA-256 or SHA-512, e.g. ${computeDigest(body)} (computed over the ${body.byteLength} raw body bytes)`,
    );
    expectInvalid(() => checkDigest('SHA256=abc', body), /Digest algorithm "SHA256" is not supported/);
    expectInvalid(() => checkDigest('garbage', body), /Digest algorithm "garbage" is not supported/);
  });
});
