// Issue 8, finding 1 (organisation takeover through the portal): a sign-up never lands in an organisation somebody
// already uses; an existing organisation is joined only with proof of control (a challenge signed with the key of a
// trusted certificate of that organisation); portal certificates carry only the organisation's roles; the SCA page
// shows the name the TPP's certificate attests, never the portal's free text; a contact e-mail is changed only by the
// organisation's members or the TPP itself.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, randomBytes, sign, X509Certificate } from 'node:crypto';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { getConfig } from '../../lib/config.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { generateCa, loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { basicConstraints, buildCertificate, keyUsage, subjectNameDer } from '../../lib/crypto/x509-builder.ts';
import { encodeQcStatements } from '../../lib/crypto/qc-statement.ts';
import { getScaView } from '../../lib/hosted-sca/get-sca-view.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { flowIdOf, REDIRECT } from '../helpers/sca.ts';
import { PortalBrowser, signUpBody } from '../helpers/portal-session.ts';

const ORG = 'PSDNO-FSA-616161';
let db: Db;
let realTpp: TppClient;

before(async () => {
  db = await getDb();
  realTpp = await createTppClient({ organizationName: 'Real Payments AS', organizationIdentifier: ORG, roles: ['PSP_AI', 'PSP_PI'] });
  // The real TPP uses the API: it is known (Tpp row) and has registered its contact e-mail.
  const contact = await realTpp.send('POST', '/v1/tpp-contacts', { body: { contactEmail: 'psd2-ops@real-payments.example' } });
  assert.equal(contact.status, 201, contact.text);
});
after(closeDb);

const signChallenge = (text: string, keyPem: string) => sign('sha256', Buffer.from(text, 'utf8'), keyPem).toString('base64');

test('a sign-up typing an organisation id the API already knows gets a fresh sandbox organisation, not that one', async () => {
  const attacker = new PortalBrowser();
  // The old sign-up body: organizationIdentifier and name of somebody else's organisation.
  const signUp = await attacker.request('POST', '/api/portal/account', { json: { ...signUpBody('mallory@evil.example'), organizationIdentifier: ORG, organizationName: 'Evil Corp' } });
  assert.ok(signUp.status < 300, JSON.stringify(signUp.body));
  assert.equal((await attacker.signIn('mallory@evil.example', 'correct horse battery staple')).status, 200);
  const org = await attacker.request('GET', '/api/portal/organisation');
  assert.equal(org.status, 200);
  assert.notEqual(org.body.organizationIdentifier, ORG);
  assert.match(org.body.organizationIdentifier, /^PSDNO-SANDBOX-[0-9A-Z]{12}$/);
  // Its certificates act as its own sandbox organisation: they cannot read or cancel the real TPP's resources.
  const cert = await attacker.request('POST', '/api/portal/certificates', { json: {} });
  assert.equal(cert.status, 201, JSON.stringify(cert.body));
  assert.doesNotMatch(cert.body.subjectDn, /616161/);
  // The real TPP's name and contact e-mail are untouched; the real owner is not locked out.
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: ORG } });
  assert.equal(tpp.name, 'Real Payments AS');
  assert.equal(tpp.contactEmail, 'psd2-ops@real-payments.example');
  // Saving a contact e-mail in the portal changes the attacker's own organisation only.
  assert.equal((await attacker.request('PUT', '/api/portal/contact', { json: { contactEmail: 'ops@evil.example' } })).status, 200);
  assert.equal((await realTpp.send('GET', '/v1/tpp-contacts')).body.contactEmail, 'psd2-ops@real-payments.example');
});

test('the real owner joins the existing organisation by signing a challenge with its certificate key', async () => {
  const owner = new PortalBrowser();
  assert.equal((await owner.signUp('kari@real-payments.example', { organisation: 'join' })).status, 200);
  assert.equal((await owner.request('GET', '/api/portal/organisation')).status, 403, 'no organisation before the proof');
  const challenge = await owner.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: ORG } });
  assert.equal(challenge.status, 201, JSON.stringify(challenge.body));
  assert.match(challenge.body.text, /^openbank-portal-proof-of-control:[A-Za-z0-9_-]{43}$/);
  assert.match(challenge.body.command, /openssl dgst -sha256 -sign tpp\.key\.pem \| openssl base64 -A$/);
  assert.ok(new Date(challenge.body.expiresAt).getTime() - Date.now() <= 10 * 60_000 + 1000);
  const joined = await owner.request('POST', '/api/portal/organisation/join', {
    json: { challengeId: challenge.body.id, certificate: realTpp.certPem, signature: signChallenge(challenge.body.text, realTpp.keyPem) },
  });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  const org = await owner.request('GET', '/api/portal/organisation');
  assert.equal(org.body.organizationIdentifier, ORG);
  assert.equal(org.body.role, 'owner');
  assert.equal(org.body.attestedName, 'Real Payments AS');
  assert.deepEqual(org.body.roles, ['PSP_AI', 'PSP_PI']);
  assert.equal(org.body.contactEmail, 'psd2-ops@real-payments.example');
  // A challenge is single use.
  const again = await owner.request('POST', '/api/portal/organisation/join', {
    json: { challengeId: challenge.body.id, certificate: realTpp.certPem, signature: signChallenge(challenge.body.text, realTpp.keyPem) },
  });
  assert.equal(again.status, 400);
  assert.equal(again.body.tppMessages[0].code, 'CHALLENGE_INVALID');
});

test('proofs that do not hold are refused, and the challenge is spent', async () => {
  const other = await createTppClient({ organizationName: 'Other AS', organizationIdentifier: 'PSDNO-FSA-999999', roles: ['PSP_AI'] });
  const rogueCa = await generateCa({ commonName: 'Open Banking Sandbox CA', organization: 'Sandbox Bank' });
  const rogue = await issueTppCertificate({ ca: rogueCa, organizationName: 'Real Payments AS', organizationIdentifier: ORG, roles: ['PSP_AI'] });
  const cases: [string, (text: string) => { certificate: string; signature: string }, RegExp][] = [
    ['a certificate of another organisation', (t) => ({ certificate: other.certPem, signature: signChallenge(t, other.keyPem) }), /is for organizationIdentifier PSDNO-FSA-999999, not PSDNO-FSA-616161/],
    ['the right certificate, signed with another key', (t) => ({ certificate: realTpp.certPem, signature: signChallenge(t, other.keyPem) }), /does not verify/],
    ['a certificate from an untrusted CA with the same name', (t) => ({ certificate: rogue.certPem, signature: signChallenge(t, rogue.keyPem) }), /not issued by a trusted CA/],
    ['a signature over other text', () => ({ certificate: realTpp.certPem, signature: signChallenge('something else', realTpp.keyPem) }), /does not verify/],
  ];
  for (const [i, [what, proof, reason]] of cases.entries()) {
    const eve = new PortalBrowser();
    await eve.signUp(`eve-${i}@evil.example`, { organisation: 'join' });
    const challenge = await eve.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: ORG } });
    const res = await eve.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.body.id, ...proof(challenge.body.text) } });
    assert.equal(res.status, 400, what);
    assert.equal(res.body.tppMessages[0].code, 'PROOF_INVALID', what);
    assert.match(res.body.tppMessages[0].text, reason, what);
    const retry = await eve.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.body.id, certificate: realTpp.certPem, signature: 'AA==' } });
    assert.equal(retry.body.tppMessages[0].code, 'CHALLENGE_INVALID', `${what}: the challenge is spent`);
  }
  assert.equal(await db.portalMember.count({ where: { user: { email: { startsWith: 'eve-' } } } }), 0);
});

test('a challenge is bound to the user who asked for it and expires after 10 minutes', async () => {
  const alice = new PortalBrowser();
  const bob = new PortalBrowser();
  await alice.signUp('alice@real-payments.example', { organisation: 'join' });
  await bob.signUp('bob@evil.example', { organisation: 'join' });
  const challenge = await alice.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: ORG } });
  // Bob got hold of Alice's signed challenge: it is not his.
  const stolen = await bob.request('POST', '/api/portal/organisation/join', {
    json: { challengeId: challenge.body.id, certificate: realTpp.certPem, signature: signChallenge(challenge.body.text, realTpp.keyPem) },
  });
  assert.equal(stolen.body.tppMessages[0].code, 'CHALLENGE_INVALID');
  await db.portalChallenge.update({ where: { id: challenge.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  const late = await alice.request('POST', '/api/portal/organisation/join', {
    json: { challengeId: challenge.body.id, certificate: realTpp.certPem, signature: signChallenge(challenge.body.text, realTpp.keyPem) },
  });
  assert.equal(late.body.tppMessages[0].code, 'CHALLENGE_INVALID');
});

test('a certificate with an oversized key is refused before any signature work', async () => {
  const ca = await loadOrCreateSandboxCa(getConfig().dataDir);
  // An 8192-bit RSA public key (the modulus need not factor for the size check), in a certificate the sandbox CA signed.
  const n = randomBytes(1024);
  n[0]! |= 0x80;
  n[1023]! |= 1;
  const publicKey = createPublicKey({ key: { kty: 'RSA', n: n.toString('base64url'), e: 'AQAB' }, format: 'jwk' });
  const der = buildCertificate({
    serial: Buffer.from([0x41, 0x02]), issuerNameDer: subjectNameDer(new X509Certificate(ca.certPem).raw),
    subject: [{ oid: '2.5.4.10', value: 'Big Key AS' }, { oid: '2.5.4.97', value: ORG }],
    notBefore: new Date(Date.now() - 60_000), notAfter: new Date(Date.now() + 86_400_000), subjectPublicKey: publicKey, signingKey: createPrivateKey(ca.keyPem),
    extensions: [
      { oid: '2.5.29.19', critical: true, value: basicConstraints(false) },
      { oid: '2.5.29.15', critical: true, value: keyUsage([0, 1]) },
      { oid: '1.3.6.1.5.5.7.1.3', value: encodeQcStatements({ roles: ['PSP_AI'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' }) },
    ],
  });
  const certificate = new X509Certificate(der).toString();
  const eve = new PortalBrowser();
  await eve.signUp('eve2@evil.example', { organisation: 'join' });
  const challenge = await eve.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: ORG } });
  const res = await eve.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.body.id, certificate, signature: randomBytes(1024).toString('base64') } });
  assert.equal(res.status, 400);
  assert.match(res.body.tppMessages[0].text, /RSA with 2048 to 4096 bits \(it is rsa, 8192 bits\)/);
});

test('portal certificates carry only the roles the organisation holds', async () => {
  const ais = new PortalBrowser();
  await ais.signUp('ais-only@acme.example', { roles: ['PSP_AI'] });
  const both = await ais.request('POST', '/api/portal/certificates', { json: { roles: ['PSP_AI', 'PSP_PI'] } });
  assert.equal(both.status, 403);
  assert.equal(both.body.tppMessages[0].code, 'ROLE_NOT_HELD');
  const own = await ais.request('POST', '/api/portal/certificates', { json: {} });
  assert.deepEqual(own.body.roles, ['PSP_AI']);
  // An organisation joined with an AIS-only certificate holds PSP_AI only.
  const aisTpp = await createTppClient({ organizationName: 'Read Only AS', organizationIdentifier: 'PSDNO-FSA-777777', roles: ['PSP_AI'] });
  const joiner = new PortalBrowser();
  await joiner.signUp('reader@read-only.example', { organisation: 'join' });
  const challenge = await joiner.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: 'PSDNO-FSA-777777' } });
  await joiner.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.body.id, certificate: aisTpp.certPem, signature: signChallenge(challenge.body.text, aisTpp.keyPem) } });
  assert.deepEqual((await joiner.request('GET', '/api/portal/organisation')).body.roles, ['PSP_AI']);
  assert.equal((await joiner.request('POST', '/api/portal/certificates', { json: { roles: ['PSP_PI'] } })).body.tppMessages[0].code, 'ROLE_NOT_HELD');
});

test('the SCA page names the TPP as its certificate does, whatever was typed in the portal', async () => {
  // Whatever an earlier portal version wrote into Tpp.name (a sign-up could rename a live TPP) is not shown.
  await db.tpp.update({ where: { organizationIdentifier: ORG }, data: { name: 'Typed In The Portal' } });
  const res = await realTpp.send('GET', '/v1/users', { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(res.status, 401);
  const href = (res.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;
  const view = await getScaView({ db, flowId: flowIdOf(href) });
  assert.equal(view?.tppName, 'Real Payments AS');
});
