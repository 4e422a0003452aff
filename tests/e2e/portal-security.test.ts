// Issue 8 over HTTP against `npm start` (findings 1, 3, 4, 6): what the outside review did, repeated, must fail now.
// Behind a proxy (TRUST_PROXY=1): each client sends its own address as the last X-Forwarded-For entry.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { PortalBrowser, signUpBody } from '../helpers/portal-session.ts';
import { startServer, type RunningServer } from './server.ts';

const LIVE = 'PSDNO-FSA-616161';
let server: RunningServer;
let live: { keyPem: string; certPem: string };
let n = 0;
const browser = () => new PortalBrowser({ 'x-forwarded-for': `198.51.100.${++n}` }, server.baseUrl);

async function signed(method: string, path: string, body?: unknown) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const { headers } = signRequest({ method, url: path, body: raw, keyPem: live.keyPem, certPem: live.certPem });
  const res = await fetch(server.baseUrl + path, { method, headers, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

before(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  live = await issueTppCertificate({ ca, organizationName: 'Live Payments AS', organizationIdentifier: LIVE, roles: ['PSP_AI', 'PSP_PI'] });
  assert.equal((await signed('POST', '/v1/tpp-contacts', { contactEmail: 'ops@live-payments.example' })).status, 201);
});
after(async () => {
  await server?.stop();
});

test('finding 1: a sign-up naming a TPP that uses the API does not get its organisation, name or contact e-mail', async () => {
  const mallory = browser();
  const signUp = await mallory.request('POST', '/api/portal/account', { json: { ...signUpBody('mallory@evil.example'), organizationIdentifier: LIVE, organizationName: 'Evil Corp' } });
  assert.ok(signUp.status < 300, JSON.stringify(signUp.body));
  assert.equal((await mallory.signIn('mallory@evil.example', 'correct horse battery staple')).status, 200);
  const org = await mallory.request('GET', '/api/portal/organisation');
  assert.notEqual(org.body.organizationIdentifier, LIVE);
  await mallory.request('PUT', '/api/portal/contact', { json: { contactEmail: 'takeover@evil.example' } });
  const contact = await signed('GET', '/v1/tpp-contacts');
  assert.deepEqual({ name: contact.body.name, contactEmail: contact.body.contactEmail }, { name: 'Live Payments AS', contactEmail: 'ops@live-payments.example' });
  // The real owner is not locked out: sign-up works (and joining goes by proof of control, see portal-join).
  const owner = browser();
  const ownerSignUp = await owner.request('POST', '/api/portal/account', { json: { ...signUpBody('kari@live-payments.example'), organizationIdentifier: LIVE } });
  assert.ok(ownerSignUp.status < 300, JSON.stringify(ownerSignUp.body));
});

test('finding 3: the server signs nothing with a key the caller sends', async () => {
  const res = await fetch(`${server.baseUrl}/api/portal/playground/sign`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/v1/sandbox/customers', headers: {}, keyPem: live.keyPem, certPem: live.certPem }),
  });
  assert.equal(res.status, 404);
});

test('finding 4: the sixth wrong password is 429 with Retry-After; weak passwords and e-mail probing get nowhere', async () => {
  const victim = browser();
  await victim.request('POST', '/api/portal/account', { json: signUpBody('victim@acme.example') });
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await browser().signIn('victim@acme.example', `wrong password ${i}`)).status);
  assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  const locked = await browser().signIn('victim@acme.example', `wrong password 7`);
  assert.ok(Number(locked.headers.get('retry-after')) > 0);
  for (const password of ['aaaaaaaaaa', 'password12', 'aaaaaaaaaaaa']) {
    const res = await browser().request('POST', '/api/portal/account', { json: signUpBody(`weak-${n}@acme.example`, { password }) });
    assert.equal(res.status, 400, password);
  }
  const again = await browser().request('POST', '/api/portal/account', { json: signUpBody('victim@acme.example') });
  const fresh = await browser().request('POST', '/api/portal/account', { json: signUpBody('nobody-yet@acme.example') });
  assert.equal(again.status, fresh.status);
  assert.equal(JSON.stringify(again.body).replace('victim@acme.example', 'X'), JSON.stringify(fresh.body).replace('nobody-yet@acme.example', 'X'));
  const sameAddress = new PortalBrowser({ 'x-forwarded-for': '192.0.2.99' }, server.baseUrl);
  const bulk = await Promise.all(Array.from({ length: 30 }, (_, i) => sameAddress.request('POST', '/api/portal/account', { json: signUpBody(`bulk-${i}@spam.example`) })));
  assert.equal(bulk.filter((r) => r.status === 429).length, 20);
});

test('finding 6: the relay needs a session and does not leave /v1', async () => {
  const anonymous = browser();
  const open = await anonymous.request('POST', '/api/portal/playground/send', { json: { method: 'GET', path: '/v1/sandbox/customers', headers: {} } });
  assert.equal(open.status, 401);
  const dev = browser();
  await dev.request('POST', '/api/portal/account', { json: signUpBody('relay@acme.example') });
  await dev.signIn('relay@acme.example', 'correct horse battery staple');
  const escape = await dev.request('POST', '/api/portal/playground/send', {
    json: { method: 'POST', path: '/v1/../api/portal/account', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUpBody('relayed@evil.example')) },
  });
  assert.equal(escape.status, 400);
  assert.equal((await browser().signIn('relayed@evil.example', 'correct horse battery staple')).status, 401, 'no account was created through the relay');
  const ok = await dev.request('POST', '/api/portal/playground/send', { json: { method: 'GET', path: '/v1/sandbox/agreements', headers: {} } });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.status, 400, 'reached /v1 (unsigned: 400 from the API)');
});
