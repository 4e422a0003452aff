// Issue 8, findings 3 and 6 (the playground's server side): there is no server-side signer taking a caller's key;
// the relay needs a signed-in developer, sends to normalised /v1/… paths only (no dot segment in any encoding), never
// relays a relayed request, and is rate-limited per user. A local HTTP server stands in for the app's own listener.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDb } from '../../lib/db/client.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { RELAY_MARK } from '../../lib/portal/relay-request.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { dispatch } from '../helpers/router.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';

/** Requests that reached the app's listener through the relay: path and whether they carry the relay mark. */
const reached: { path: string; marked: boolean }[] = [];
const server: Server = createServer(async (req, res) => {
  reached.push({ path: req.url ?? '', marked: RELAY_MARK in req.headers });
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const out = await dispatch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body }));
  res.writeHead(out.status, Object.fromEntries(out.headers));
  res.end(Buffer.from(await out.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.PORT = String((server.address() as AddressInfo).port);
process.env.HOSTNAME = '127.0.0.1';

let tpp: TppClient;
const dev = new PortalBrowser();

before(async () => {
  tpp = await createTppClient({ organizationName: 'Playground AS', organizationIdentifier: 'PSDNO-FSA-PLAY01' });
  assert.equal((await dev.signUp('dev@playground.example')).status, 200);
});
after(async () => {
  server.close();
  await closeDb();
});

const signed = (path: string) => signRequest({ method: 'GET', url: path, headers: {}, keyPem: tpp.keyPem, certPem: tpp.certPem }).headers;
const relay = (who: PortalBrowser, path: string, headers: Record<string, string> = signed('/v1/sandbox/customers'), extra: Record<string, string> = {}) =>
  who.request('POST', '/api/portal/playground/send', { json: { method: 'GET', path, headers }, headers: extra });

test('finding 3: no route signs with a key the caller sends', async () => {
  const res = await dispatch(new Request('http://localhost:3000/api/portal/playground/sign', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/v1/sandbox/customers', headers: {}, keyPem: tpp.keyPem, certPem: tpp.certPem }),
  }));
  assert.equal(res.status, 404);
});

test('the relay forwards a browser-signed request to /v1 for a signed-in developer, marked as relayed', async () => {
  reached.length = 0;
  const res = await relay(dev, '/v1/sandbox/customers');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.status, 200, res.body.body);
  assert.deepEqual(reached, [{ path: '/v1/sandbox/customers', marked: true }]);
});

test('the relay needs a signed-in developer', async () => {
  reached.length = 0;
  const res = await relay(new PortalBrowser(), '/v1/sandbox/customers');
  assert.equal(res.status, 401);
  assert.deepEqual(reached, []);
});

test('paths that leave /v1 in any encoding are refused and reach nothing', async () => {
  reached.length = 0;
  const paths = [
    '/v1/../api/portal/account', '/v1/%2e%2e/api/portal/account', '/v1/%2E%2E/api/portal/account', '/v1/%2E./api/portal/account',
    '/v1/.%2e/api/portal/account', '/v1/sandbox/..%2f..%2fapi/portal/account', '/v1/%252e%252e/api/portal/account',
    '/v1/%25252e%25252e/api/portal/account', '/v1\\..\\api/portal/account', '/v1/%5c..%5capi', '/v1/./sandbox/customers', '/v1//sandbox',
    '/api/portal/account', '/v1/sandbox/customers#frag', '/v1/%zz',
  ];
  for (const path of paths) {
    const res = await relay(dev, path);
    assert.equal(res.status, 400, path);
    assert.ok(['PATH_INVALID', 'FORMAT_ERROR'].includes(res.body.tppMessages[0].code), `${path}: ${JSON.stringify(res.body)}`);
  }
  assert.deepEqual(reached, []);
});

test('a relayed request is never relayed again', async () => {
  reached.length = 0;
  const res = await relay(dev, '/v1/sandbox/customers', signed('/v1/sandbox/customers'), { [RELAY_MARK]: '1' });
  assert.equal(res.status, 400);
  assert.match(res.body.tppMessages[0].text, /cannot be relayed again/);
  assert.deepEqual(reached, []);
});

test('the relay allows 60 requests per minute and user', async () => {
  const user = new PortalBrowser();
  await user.signUp('busy@playground.example');
  const statuses = [];
  for (let i = 0; i < 61; i++) statuses.push((await relay(user, '/v1/sandbox/agreements', {})).status);
  assert.deepEqual(statuses.slice(0, 60).filter((s) => s !== 200), []);
  assert.equal(statuses[60], 429);
  assert.equal((await relay(dev, '/v1/sandbox/agreements', {})).status, 200, 'another user is not affected');
});
