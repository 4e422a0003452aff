// Issue 8, finding 1 in production mode: the portal creates no sandbox organisation and issues no sandbox
// certificate; a sign-up typing a live TPP's organisation id changes nothing about that TPP; joining an organisation
// needs proof of control with a certificate from the configured trust anchors (TRUSTED_CA_FILE).
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sign } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { getConfig } from '../../lib/config.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { generateCa, loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { PortalBrowser, signUpBody } from '../helpers/portal-session.ts';

// The CA of this test's DATA_DIR plays the production CA: TRUSTED_CA_FILE holds its certificate.
const dataDir = process.env.DATA_DIR!;
const ca = await loadOrCreateSandboxCa(dataDir);
writeFileSync(join(dataDir, 'trusted.pem'), ca.certPem);
process.env.XS2A_MODE = 'production';
process.env.TRUSTED_CA_FILE = join(dataDir, 'trusted.pem');

const LIVE = 'PSDNO-FSA-616161';
let db: Db;
let live: TppClient;

before(async () => {
  assert.equal(getConfig().mode, 'production');
  db = await getDb();
  live = await createTppClient({ organizationName: 'Live Payments AS', organizationIdentifier: LIVE, roles: ['PSP_AI', 'PSP_PI'] });
  assert.equal((await live.send('POST', '/v1/tpp-contacts', { body: { contactEmail: 'ops@live-payments.example' } })).status, 201);
});
after(closeDb);

const signChallenge = (text: string, keyPem: string) => sign('sha256', Buffer.from(text, 'utf8'), keyPem).toString('base64');

test('a sign-up claiming a live TPP changes nothing about it and creates no organisation', async () => {
  const attacker = new PortalBrowser();
  const res = await attacker.request('POST', '/api/portal/account', { json: { ...signUpBody('mallory@evil.example'), organizationIdentifier: LIVE, organizationName: 'Evil Corp' } });
  assert.equal(res.status, 403);
  assert.equal(res.body.tppMessages[0].code, 'SANDBOX_ONLY');
  const joinOnly = await attacker.request('POST', '/api/portal/account', { json: { ...signUpBody('mallory@evil.example', { organisation: 'join' }), organizationIdentifier: LIVE, organizationName: 'Evil Corp' } });
  assert.equal(joinOnly.status, 202);
  assert.equal((await attacker.signIn('mallory@evil.example', 'correct horse battery staple')).status, 200);
  assert.equal((await attacker.request('GET', '/api/portal/organisation')).body.tppMessages[0].code, 'ORGANISATION_REQUIRED');
  assert.equal((await attacker.request('POST', '/api/portal/organisation', { json: { organizationName: 'Evil Corp', roles: ['PSP_AI'] } })).body.tppMessages[0].code, 'SANDBOX_ONLY');
  assert.equal((await attacker.request('PUT', '/api/portal/contact', { json: { contactEmail: 'ops@evil.example' } })).status, 403);
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: LIVE } });
  assert.deepEqual({ name: tpp.name, contactEmail: tpp.contactEmail }, { name: 'Live Payments AS', contactEmail: 'ops@live-payments.example' });
});

test('joining needs a certificate from the trusted CAs; then no sandbox certificate and no sandbox data are offered', async () => {
  const owner = new PortalBrowser();
  await owner.signUp('kari@live-payments.example', { organisation: 'join' });
  const other = await generateCa();
  const untrusted = await issueTppCertificate({ ca: other, organizationName: 'Live Payments AS', organizationIdentifier: LIVE, roles: ['PSP_AI'] });
  const first = await owner.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: LIVE } });
  const refused = await owner.request('POST', '/api/portal/organisation/join', { json: { challengeId: first.body.id, certificate: untrusted.certPem, signature: signChallenge(first.body.text, untrusted.keyPem) } });
  assert.equal(refused.body.tppMessages[0].code, 'PROOF_INVALID');
  const second = await owner.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: LIVE } });
  const joined = await owner.request('POST', '/api/portal/organisation/join', { json: { challengeId: second.body.id, certificate: live.certPem, signature: signChallenge(second.body.text, live.keyPem) } });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  assert.equal((await owner.request('GET', '/api/portal/organisation')).body.organizationIdentifier, LIVE);
  const cert = await owner.request('POST', '/api/portal/certificates', { json: {} });
  assert.equal(cert.status, 403);
  assert.equal(cert.body.tppMessages[0].code, 'SANDBOX_ONLY');
  const reset = await owner.request('POST', '/api/portal/sandbox/initialize', { json: {} });
  assert.equal(reset.status, 403);
  assert.equal(reset.body.tppMessages[0].code, 'SANDBOX_ONLY');
  assert.equal((await owner.request('GET', '/api/portal/sandbox/customers')).status, 403);
});
