import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dnEquals, formatDn, parseDn } from '../../lib/crypto/dn.ts';
import { formatKeyId, keyIdMatchesCertificate, type KeyIdCertificate, parseSerialHex } from '../../lib/crypto/key-id.ts';

// Certificate-like fixtures: issuer attributes in certificate (forward, C-first) order, as readName() produces them.
const issuer = (forward: [string, string, string][]) =>
  forward.map(([oid, type, value], rdn) => ({ oid, type, value, rdn }));
const CERT: KeyIdCertificate = {
  serialHex: 'F3C',
  issuer: issuer([
    ['2.5.4.6', 'C', 'NO'],
    ['2.5.4.10', 'O', 'Sandbox Bank'],
    ['2.5.4.3', 'CN', 'Open Banking Sandbox CA'],
  ]),
};
const CA = 'CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO';

const ok = (keyId: string, cert: KeyIdCertificate = CERT) => assert.deepEqual(keyIdMatchesCertificate(keyId, cert), { ok: true }, keyId);
const reason = (keyId: string, cert: KeyIdCertificate = CERT): string => {
  const r = keyIdMatchesCertificate(keyId, cert);
  assert.equal(r.ok, false, `expected ${keyId} to be rejected`);
  return r.ok ? '' : r.reason;
};

describe('keyId serial', () => {
  test('compared numerically: case, leading zeros, colons, spaces, 0x', () => {
    for (const sn of ['F3C', 'f3c', '0F3C', '00000f3C', '0f:3c', '00:0F:3C', '0x0f3c']) ok(`SN=${sn},CA=${CA}`);
    ok(`sn=f3c,ca=${CA}`);
    ok(`SN = F3C , CA = ${CA}`);
  });

  test('parseSerialHex', () => {
    assert.equal(parseSerialHex('00:ff'), 255n);
    assert.equal(parseSerialHex('zz'), null);
  });

  test('mismatch says what was expected', () => {
    const r = reason(`SN=1A2B,CA=${CA}`);
    assert.equal(r, `keyId serial 1A2B does not match the certificate serial F3C; expected keyId="SN=F3C,${'CA=' + CA}"`);
  });

  test('non-hex serial and malformed keyId', () => {
    assert.match(reason(`SN=XYZ,CA=${CA}`), /^keyId serial "XYZ" is not a hexadecimal number/);
    assert.match(reason('F3C'), /^keyId "F3C" is not of the form SN=<hex serial>,CA=<issuer DN>; expected keyId="SN=F3C,CA=/);
    assert.match(reason('SN=F3C'), /is not of the form/);
  });
});

describe('keyId CA (issuer DN)', () => {
  test('RFC 2253 reverse order and forward order both match', () => {
    ok(`SN=F3C,CA=${CA}`);
    ok('SN=F3C,CA=C=NO,O=Sandbox Bank,CN=Open Banking Sandbox CA');
    ok('SN=F3C,CA=O=Sandbox Bank,C=NO,CN=Open Banking Sandbox CA');
  });

  test('case, whitespace, %20, aliases, OIDs, ";" separators, quoted values, multi-valued RDNs', () => {
    ok('SN=F3C,CA=cn=open banking sandbox ca,o=SANDBOX BANK,c=no');
    ok('SN=F3C,CA=CN = Open Banking Sandbox CA , O=Sandbox  Bank, C=NO');
    ok('SN=F3C,CA=CN=Open%20Banking%20Sandbox%20CA,O=Sandbox%20Bank,C=NO');
    ok('SN=F3C,CA=commonName=Open Banking Sandbox CA,organizationName=Sandbox Bank,countryName=NO');
    ok('SN=F3C,CA=2.5.4.3=Open Banking Sandbox CA,OID.2.5.4.10=Sandbox Bank,C=NO');
    ok('SN=F3C,CA=CN=Open Banking Sandbox CA;O=Sandbox Bank;C=NO');
    ok('SN=F3C,CA=CN="Open Banking Sandbox CA",O="Sandbox Bank",C=NO');
    ok('SN=F3C,CA=CN=Open Banking Sandbox CA+O=Sandbox Bank,C=NO');
    ok('SN=F3C,CA=CN=#0C174F70656E2042616E6B696E672053616E64626F78204341,O=Sandbox Bank,C=NO');
  });

  test('escaped commas, S/ST, E/emailAddress and organizationIdentifier aliases', () => {
    const cert: KeyIdCertificate = {
      serialHex: '1',
      issuer: issuer([
        ['2.5.4.6', 'C', 'NO'],
        ['2.5.4.8', 'ST', 'Oslo'],
        ['2.5.4.10', 'O', 'Bank, Inc'],
        ['2.5.4.97', 'organizationIdentifier', 'NTRNO-123456789'],
        ['1.2.840.113549.1.9.1', 'emailAddress', 'ca@bank.no'],
        ['2.5.4.3', 'CN', 'Bank CA'],
      ]),
    };
    ok('SN=01,CA=CN=Bank CA,E=ca@bank.no,organizationIdentifier=NTRNO-123456789,O=Bank\\, Inc,S=Oslo,C=NO', cert);
    ok('SN=01,CA=CN=Bank CA,emailAddress=CA@BANK.NO,2.5.4.97=NTRNO-123456789,O="Bank, Inc",ST=Oslo,C=NO', cert);
    ok('SN=01,CA=CN=Bank CA,EMAIL=ca@bank.no,OID.2.5.4.97=NTRNO-123456789,O=Bank\\2C Inc,STATEORPROVINCENAME=Oslo,C=NO', cert);
    assert.equal(formatKeyId(cert), 'SN=1,CA=CN=Bank CA,emailAddress=ca@bank.no,organizationIdentifier=NTRNO-123456789,O=Bank\\, Inc,ST=Oslo,C=NO');
  });

  test('mismatches give the certificate issuer', () => {
    const r = reason('SN=F3C,CA=CN=Other CA,O=Sandbox Bank,C=NO');
    assert.equal(
      r,
      `keyId CA "CN=Other CA,O=Sandbox Bank,C=NO" does not match the certificate issuer "${CA}"; expected keyId="SN=F3C,CA=${CA}"`,
    );
    assert.match(reason('SN=F3C,CA=CN=Open Banking Sandbox CA,O=Sandbox Bank'), /does not match the certificate issuer/);
    assert.match(reason(`SN=F3C,CA=${CA},OU=Extra`), /does not match the certificate issuer/);
    assert.match(reason('SN=F3C,CA=CN=Open%20Banking%20Sandbox%20CA'), /keyId CA "CN=Open Banking Sandbox CA" does not match/);
    assert.match(reason('SN=F3C,CA=not a dn'), /keyId CA "not a dn" is not a valid distinguished name/);
  });
});

describe('DN helpers', () => {
  test('formatKeyId uses upper-case hex and RFC 2253 order', () => {
    assert.equal(formatKeyId(CERT), `SN=F3C,CA=${CA}`);
  });

  test('formatDn escapes and round-trips through parseDn', () => {
    const attrs = issuer([
      ['2.5.4.6', 'C', 'NO'],
      ['2.5.4.10', 'O', 'A+B, "C" <D>; #E'],
      ['2.5.4.3', 'CN', ' padded '],
    ]);
    const text = formatDn(attrs);
    assert.equal(text, 'CN=\\ padded\\ ,O=A\\+B\\, \\"C\\" \\<D\\>\\; #E,C=NO');
    const back = parseDn(text);
    assert.deepEqual(back.map((a) => a.value), [' padded ', 'A+B, "C" <D>; #E', 'NO']);
    assert.ok(dnEquals(back, attrs));
    assert.equal(formatDn(back), text);
  });

  test('UTF-8 hex escapes', () => {
    assert.equal(parseDn('CN=Bank \\C3\\98rsta')[0]?.value, 'Bank Ørsta');
  });
});
