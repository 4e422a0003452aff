import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { Xs2aError } from '../../lib/errors.ts';
import { parseCertificate, type ParsedCertificate } from '../../lib/crypto/certificate.ts';
import { childrenOf, encodeDer, isUniversal, oid, parseDer, readOid, readString, seq, TAG, utf8 } from '../../lib/crypto/der.ts';
import { CertificateRequestError, issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { formatKeyId, keyIdMatchesCertificate } from '../../lib/crypto/key-id.ts';
import { decodeQcStatements, encodePsd2Statement, QC_OIDS } from '../../lib/crypto/qc-statement.ts';
import { buildCaCertificatePem, generateCa } from '../../lib/crypto/sandbox-ca.ts';
import { buildCertificate, keyIdentifier, subjectNameDer } from '../../lib/crypto/x509-builder.ts';

let ca: { certPem: string; keyPem: string };
let issued: { certPem: string; keyPem: string };
let cert: ParsedCertificate;
const ISSUED_AT = new Date();

const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

function expectInvalidCertificate(value: string) {
  assert.throws(
    () => parseCertificate(value),
    (e: unknown) =>
      e instanceof Xs2aError &&
      e.code === 'CERTIFICATE_INVALID' &&
      e.status === 401 &&
      e.message === 'TPP-Signature-Certificate is not a valid base64 DER or PEM X.509 certificate',
  );
}

/** The qcStatements extnValue bytes, found by walking the DER. */
function qcExtension(der: Buffer): Buffer {
  const tbs = childrenOf(childrenOf(parseDer(der))[0]);
  const exts = childrenOf(childrenOf(tbs[tbs.length - 1])[0]);
  const ext = exts.find((e) => readOid(childrenOf(e)[0]) === QC_OIDS.qcStatements);
  const value = childrenOf(ext)[1];
  assert.ok(value && typeof value.value === 'string');
  return Buffer.from(value.value, 'latin1');
}

before(async () => {
  ca = await generateCa({ now: ISSUED_AT });
  issued = await issueTppCertificate({
    ca,
    organizationName: 'Acme Betaling AS',
    organizationIdentifier: 'PSDNO-FSA-123456',
    roles: ['PSP_AI', 'PSP_PI', 'PSP_AI'],
    now: ISSUED_AT,
  });
  cert = parseCertificate(pemBody(issued.certPem));
});

describe('issueTppCertificate + parseCertificate', () => {
  test('subject, organizationIdentifier, roles, NCA', () => {
    assert.equal(cert.organizationIdentifier, 'PSDNO-FSA-123456');
    assert.equal(cert.organizationName, 'Acme Betaling AS');
    assert.equal(cert.commonName, 'Acme Betaling AS');
    assert.deepEqual(cert.roles, ['PSP_PI', 'PSP_AI']);
    assert.equal(cert.ncaName, 'Finanstilsynet');
    assert.equal(cert.ncaId, 'NO-FSA');
    assert.equal(cert.subjectDn, 'CN=Acme Betaling AS,organizationIdentifier=PSDNO-FSA-123456,O=Acme Betaling AS,C=NO');
    assert.equal(cert.keyType, 'rsa');
  });

  test('serial, issuer, validity, key, signature', () => {
    const x509 = new X509Certificate(issued.certPem);
    assert.equal(BigInt(`0x${cert.serialHex}`), BigInt(`0x${x509.serialNumber}`));
    assert.match(cert.serialHex, /^[1-9A-F][0-9A-F]*$/);
    assert.equal(cert.issuerDn, 'CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO');
    assert.ok(x509.verify(new X509Certificate(ca.certPem).publicKey));
    assert.ok(x509.checkPrivateKey(createPrivateKey(issued.keyPem)));
    const days = (cert.notAfter.getTime() - ISSUED_AT.getTime()) / 86_400_000;
    assert.ok(Math.abs(days - 365) < 0.01, `validity ${days} days`);
    assert.ok(cert.notBefore.getTime() <= ISSUED_AT.getTime());
    assert.equal(x509.ca, false);
    assert.match(cert.fingerprint, /^[0-9a-f]{64}$/);
  });

  test('keyId round trip', () => {
    const keyId = formatKeyId(cert);
    assert.equal(keyId, `SN=${cert.serialHex},CA=CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO`);
    assert.deepEqual(keyIdMatchesCertificate(keyId, cert), { ok: true });
  });

  test('QCStatements DER: QcCompliance, QcType eseal, PSD2 statement with SEQUENCE OF SEQUENCE{oid, UTF8String}', () => {
    const statements = childrenOf(parseDer(qcExtension(cert.der)));
    assert.deepEqual(statements.map((s) => readOid(childrenOf(s)[0])), [QC_OIDS.qcCompliance, QC_OIDS.qcType, QC_OIDS.psd2Statement]);
    assert.equal(readOid(childrenOf(childrenOf(statements[1])[1])[0]), QC_OIDS.qcTypeEseal);
    const [roles, ncaName, ncaId] = childrenOf(childrenOf(statements[2])[1]);
    const roleSeqs = childrenOf(roles);
    assert.equal(roleSeqs.length, 2);
    for (const r of roleSeqs) {
      assert.ok(isUniversal(r, TAG.SEQUENCE));
      const [o, name] = childrenOf(r);
      assert.ok(isUniversal(o, TAG.OID));
      assert.ok(isUniversal(name, TAG.UTF8));
    }
    assert.deepEqual(roleSeqs.map((r) => [readOid(childrenOf(r)[0]), readString(childrenOf(r)[1])]), [
      ['0.4.0.19495.1.2', 'PSP_PI'],
      ['0.4.0.19495.1.3', 'PSP_AI'],
    ]);
    assert.ok(isUniversal(ncaName, TAG.UTF8) && isUniversal(ncaId, TAG.UTF8));
    assert.equal(readString(ncaId), 'NO-FSA');
  });

  test('custom common name, country, NCA, validity, non-ASCII names', async () => {
    const c = parseCertificate(
      (
        await issueTppCertificate({
          ca,
          organizationName: 'Bæst Økonomi AS',
          organizationIdentifier: 'PSDDE-BAFIN-CC1111',
          roles: ['PSP_IC', 'PSP_AS'],
          commonName: 'Bæst signing',
          country: 'DE',
          ncaName: 'BaFin',
          validityDays: 30,
        })
      ).certPem,
    );
    assert.equal(c.organizationName, 'Bæst Økonomi AS');
    assert.equal(c.commonName, 'Bæst signing');
    assert.deepEqual(c.roles, ['PSP_AS', 'PSP_IC']);
    assert.equal(c.ncaName, 'BaFin');
    assert.equal(c.ncaId, 'DE-BAFIN');
    assert.equal(c.subject.find((a) => a.oid === '2.5.4.6')?.value, 'DE');
  });

  test('input validation', async () => {
    const base = { ca, organizationName: 'Acme', organizationIdentifier: 'PSDNO-FSA-1', roles: ['PSP_AI' as const] };
    await assert.rejects(issueTppCertificate({ ...base, organizationIdentifier: 'NO-FSA-1' }), CertificateRequestError);
    await assert.rejects(issueTppCertificate({ ...base, roles: [] }), /roles: at least one role/);
    await assert.rejects(issueTppCertificate({ ...base, organizationName: ' ' }), /organizationName/);
    await assert.rejects(issueTppCertificate({ ...base, validityDays: 0 }), /validityDays/);
    const other = await generateCa();
    await assert.rejects(issueTppCertificate({ ...base, ca: { certPem: ca.certPem, keyPem: other.keyPem } }), /does not belong/);
  });
});

describe('parseCertificate input forms and caching', () => {
  test('base64 DER, PEM, PEM without newlines, base64 of PEM, wrapped base64 all give the same (cached) object', () => {
    const der = pemBody(issued.certPem);
    const forms = [
      der,
      issued.certPem,
      issued.certPem.replace(/\n/g, ''),
      issued.certPem.replace(/\n/g, '\\n'),
      Buffer.from(issued.certPem).toString('base64'),
      der.match(/.{1,64}/g)?.join('\r\n ') ?? der,
      `  ${der}  `,
    ];
    for (const f of forms) assert.equal(parseCertificate(f), cert, f.slice(0, 40));
    assert.ok(Object.isFrozen(cert));
  });

  test('garbage is CERTIFICATE_INVALID', () => {
    expectInvalidCertificate('not a certificate');
    expectInvalidCertificate('');
    expectInvalidCertificate(Buffer.from('hello world').toString('base64'));
    expectInvalidCertificate('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----');
    expectInvalidCertificate(pemBody(issued.certPem).slice(0, 400));
    expectInvalidCertificate('A'.repeat(70_000));
  });

  test('an EC certificate is parsed (node-forge alone cannot)', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const der = buildCertificate({
      serial: Uint8Array.of(0x0f, 0x3c),
      issuerNameDer: subjectNameDer(new X509Certificate(ca.certPem).raw),
      subject: [{ oid: '2.5.4.3', value: 'EC TPP' }],
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      subjectPublicKey: publicKey,
      signingKey: createPrivateKey(ca.keyPem),
      extensions: [{ oid: '2.5.29.14', value: seq([]) }],
    });
    const c = parseCertificate(der.toString('base64'));
    assert.equal(c.keyType, 'ec');
    assert.equal(c.serialHex, 'F3C');
    assert.deepEqual(c.roles, []);
    assert.equal(c.organizationIdentifier, null);
    assert.ok(keyIdentifier(publicKey).length === 20);
  });

  test('CA certificate profile', () => {
    const x = new X509Certificate(buildCaCertificatePem(ca.keyPem, { commonName: 'Other CA', organization: 'Other', years: 1 }));
    assert.equal(x.ca, true);
    assert.equal(x.subject, 'C=NO\nO=Other\nCN=Other CA');
    assert.ok(x.verify(x.publicKey));
  });
});

describe('decodeQcStatements tolerance', () => {
  const info = { roles: ['PSP_AI' as const, 'PSP_PI' as const], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' };

  test('an un-wrapped single PSD2 statement', () => {
    assert.deepEqual(decodeQcStatements(encodeDer(encodePsd2Statement(info))), { ...info, roles: ['PSP_PI', 'PSP_AI'] });
  });

  test('flat roles SEQUENCE { oid, name, oid, name } and other statements first', () => {
    const flat = seq([
      seq([oid(QC_OIDS.qcCompliance)]),
      seq([
        oid(QC_OIDS.psd2Statement),
        seq([seq([oid('0.4.0.19495.1.3'), utf8('PSP_AI'), oid('0.4.0.19495.1.1'), utf8('PSP_AS')]), utf8('X'), utf8('NO-X')]),
      ]),
    ]);
    assert.deepEqual(decodeQcStatements(encodeDer(flat)), { roles: ['PSP_AS', 'PSP_AI'], ncaName: 'X', ncaId: 'NO-X' });
  });

  test('absent or garbage', () => {
    assert.equal(decodeQcStatements(encodeDer(seq([seq([oid(QC_OIDS.qcCompliance)])]))), null);
    assert.equal(decodeQcStatements(Buffer.from('garbage')), null);
  });
});
