// Issue 8 (#2, #8): a CA-signed certificate of the wrong profile is refused, and an X-Request-ID is exactly a UUID —
// padding a captured request's id (e.g. with a non-breaking space) neither passes nor slips past the replay check.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, X509Certificate, type KeyObject } from 'node:crypto';
import { getConfig } from '../../lib/config.ts';
import { getDb, type Db } from '../../lib/db/client.ts';
import { seq, oid } from '../../lib/crypto/der.ts';
import { encodePsd2Statement, QC_OIDS, type Psd2Role } from '../../lib/crypto/qc-statement.ts';
import { loadOrCreateSandboxCa, type SandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { basicConstraints, buildCertificate, keyUsage, subjectNameDer, type Extension } from '../../lib/crypto/x509-builder.ts';
import { dispatch } from '../helpers/router.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';

let db: Db;
let ca: SandboxCa;
let tpp: TppClient;
const PATH = '/v1/sandbox/customers';

before(async () => {
  db = await getDb();
  ca = await loadOrCreateSandboxCa(getConfig().dataDir);
  tpp = await createTppClient();
  await initializeWorld(db, tpp); // the TPP's first request creates its sandbox world: before anything is counted
});

const error = (code: string, text: string) => ({ tppMessages: [{ category: 'ERROR', code, text }] });

/** A certificate from the sandbox CA with the given extensions (the sandbox's own profile unless overridden). */
function issue(extensions: Extension[]): { keyPem: string; certPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const caCert = new X509Certificate(ca.certPem);
  const der = buildCertificate({
    serial: Buffer.from([0x41, ...Array.from({ length: 15 }, () => Math.floor(Math.random() * 256))]),
    issuerNameDer: subjectNameDer(caCert.raw),
    subject: [
      { oid: '2.5.4.6', value: 'NO' },
      { oid: '2.5.4.10', value: 'Profile AS', utf8: true },
      { oid: '2.5.4.97', value: 'PSDNO-FSA-909090' },
      { oid: '2.5.4.3', value: 'Profile AS', utf8: true },
    ],
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
    subjectPublicKey: publicKey as KeyObject,
    signingKey: createPrivateKey(ca.keyPem),
    extensions,
  });
  return { keyPem: (privateKey as KeyObject).export({ type: 'pkcs8', format: 'pem' }).toString(), certPem: new X509Certificate(der).toString() };
}

const qc = (opts: { roles?: Psd2Role[]; qcType?: string | null; psd2?: boolean } = {}) => ({
  oid: QC_OIDS.qcStatements,
  value: seq([
    seq([oid(QC_OIDS.qcCompliance)]),
    ...(opts.qcType === null ? [] : [seq([oid(QC_OIDS.qcType), seq([oid(opts.qcType ?? QC_OIDS.qcTypeEseal)])])]),
    ...(opts.psd2 === false ? [] : [encodePsd2Statement({ roles: opts.roles ?? ['PSP_AI'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' })]),
  ]),
});
const leaf = { oid: '2.5.29.19', critical: true, value: basicConstraints(false) };
const seal = { oid: '2.5.29.15', critical: true, value: keyUsage([0, 1]) };

async function send(cert: { keyPem: string; certPem: string }) {
  const signed = signRequest({ method: 'GET', url: PATH, ...cert });
  const res = await dispatch(new Request(`http://localhost${PATH}`, { headers: signed.headers }));
  return { status: res.status, body: await res.json() };
}

const profile = (text: string) => error('CERTIFICATE_INVALID', `TPP-Signature-Certificate has the wrong profile for signing requests: ${text}`);

test('the sandbox profile (end entity, digitalSignature+nonRepudiation, QcType eseal, PSD2 roles) is accepted', async () => {
  const r = await send(issue([leaf, seal, qc()]));
  assert.equal(r.status, 200, JSON.stringify(r.body));
});

test('CA-signed certificates with the wrong profile are 401 CERTIFICATE_INVALID, each saying why', async () => {
  const cases: { name: string; ext: Extension[]; body: unknown }[] = [
    { name: 'a CA certificate', ext: [{ oid: '2.5.29.19', critical: true, value: basicConstraints(true) }, seal, qc()], body: profile('it is a CA certificate (basicConstraints cA=TRUE); sign with an end-entity seal certificate') },
    { name: 'keyUsage keyEncipherment only', ext: [leaf, { oid: '2.5.29.15', critical: true, value: keyUsage([2]) }, qc()], body: profile('its keyUsage (keyEncipherment) allows neither digitalSignature nor nonRepudiation') },
    { name: 'keyUsage keyCertSign only', ext: [leaf, { oid: '2.5.29.15', critical: true, value: keyUsage([5]) }, qc()], body: profile('its keyUsage (keyCertSign) allows neither digitalSignature nor nonRepudiation') },
    { name: 'no qcStatements at all', ext: [leaf, seal], body: profile('it has no PSD2 QCStatement (ETSI TS 119 495, 0.4.0.19495.2) with the PSD2 roles of the TPP') },
    { name: 'no PSD2 statement', ext: [leaf, seal, qc({ psd2: false })], body: profile('it has no PSD2 QCStatement (ETSI TS 119 495, 0.4.0.19495.2) with the PSD2 roles of the TPP') },
    { name: 'a PSD2 statement without roles', ext: [leaf, seal, qc({ roles: [] })], body: profile('its PSD2 QCStatement lists no role (PSP_AS, PSP_PI, PSP_AI or PSP_IC)') },
    { name: 'no QcType', ext: [leaf, seal, qc({ qcType: null })], body: profile('its qcStatements declare no QcType eseal (0.4.0.1862.1.6.2); requests are signed with a qualified seal certificate (QSealC)') },
    { name: 'a website certificate (QcType web)', ext: [leaf, seal, qc({ qcType: QC_OIDS.qcTypeWeb })], body: profile('its qcStatements declare no QcType eseal (0.4.0.1862.1.6.2) (it is a website certificate, QcType web: a QWAC authenticates TLS, it does not sign requests); requests are signed with a qualified seal certificate (QSealC)') },
  ];
  for (const c of cases) {
    const r = await send(issue(c.ext));
    assert.equal(r.status, 401, c.name);
    assert.deepEqual(r.body, c.body, c.name);
  }
});

test('X-Request-ID padded by a non-breaking space (or any space) is 400 FORMAT_ERROR and creates nothing', async () => {
  const before = await db.customer.count();
  const body = JSON.stringify({ customerNumber: '01078900497', name: 'Replay Target', type: 'private' });
  const id = crypto.randomUUID();
  const first = signRequest({ method: 'POST', url: PATH, body, keyPem: tpp.keyPem, certPem: tpp.certPem, requestId: id });
  const ok = await dispatch(new Request(`http://localhost${PATH}`, { method: 'POST', headers: first.headers, body }));
  assert.equal(ok.status, 201);
  for (const pad of ['\u00a0', '\u2003', '\u3000']) {
    for (const value of [`${id}${pad}`, `${pad}${id}`]) {
      const signed = signRequest({ method: 'POST', url: PATH, body, keyPem: tpp.keyPem, certPem: tpp.certPem, requestId: value });
      // Headers carry Latin-1 only; a wide space is sent as its UTF-8 bytes read as Latin-1, as a raw client would.
      const wire = Buffer.from(value, 'utf8').toString('latin1');
      const headers = { ...signed.headers, 'X-Request-ID': wire };
      const res = await dispatch(new Request(`http://localhost${PATH}`, { method: 'POST', headers, body }));
      assert.equal(res.status, 400, JSON.stringify(value));
      assert.deepEqual(await res.json(), error('FORMAT_ERROR', `X-Request-ID "${wire}" is not a UUID (e.g. 99391c7e-ad88-49ec-a2ad-99ddcb1f7721)`));
    }
  }
  assert.equal(await db.customer.count(), before + 1, 'only the first request created a customer');
});

test('X-Request-ID is compared in its canonical lower-case form: the upper-case spelling of a used id is a replay', async () => {
  const id = crypto.randomUUID();
  const a = await tpp.send('GET', PATH, { requestId: id });
  assert.equal(a.status, 200);
  const b = await tpp.send('GET', PATH, { requestId: id.toUpperCase() });
  assert.equal(b.status, 400);
  assert.equal(b.body.tppMessages[0].code, 'FORMAT_ERROR');
  assert.match(b.body.tppMessages[0].text, /was already used/);
});
