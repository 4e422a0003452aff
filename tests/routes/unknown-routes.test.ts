// Issue 8 #13: under /v1 every answer is a Berlin Group JSON body — an unknown path is a 404 RESOURCE_UNKNOWN (not
// Next's HTML page), a method a route does not serve a 405 SERVICE_INVALID with Allow (not an empty 405). Nothing is
// stored: the answers come before any operation runs.
import '../helpers/test-env.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { dispatch } from '../helpers/router.ts';

const error = (code: string, text: string) => ({ tppMessages: [{ category: 'ERROR', code, text }] });

const cases: { method: string; path: string; status: number; body: unknown; allow?: string }[] = [
  { method: 'GET', path: '/v1/acounts', status: 404, body: error('RESOURCE_UNKNOWN', 'No operation is served at /v1/acounts; see /docs for the paths of this API') },
  { method: 'POST', path: '/v1/accounts/x/balances/extra', status: 404, body: error('RESOURCE_UNKNOWN', 'No operation is served at /v1/accounts/x/balances/extra; see /docs for the paths of this API') },
  { method: 'GET', path: '/v1', status: 404, body: error('RESOURCE_UNKNOWN', 'No operation is served at /v1; see /docs for the paths of this API') },
  { method: 'DELETE', path: '/v1/accounts', status: 405, allow: 'GET, HEAD, OPTIONS', body: error('SERVICE_INVALID', 'Method DELETE is not supported for this resource; use GET') },
  { method: 'PATCH', path: '/v1/tpp-contacts', status: 405, allow: 'GET, POST, PUT, HEAD, OPTIONS', body: error('SERVICE_INVALID', 'Method PATCH is not supported for this resource; use GET, POST, PUT') },
  { method: 'PUT', path: '/v1/payments/norwegian-domestic-credit-transfers', status: 405, allow: 'POST, OPTIONS', body: error('SERVICE_INVALID', 'Method PUT is not supported for this resource; use POST') },
  { method: 'GET', path: '/v1/payments/norwegian-domestic-credit-transfers', status: 405, allow: 'POST, OPTIONS', body: error('SERVICE_INVALID', 'Method GET is not supported for this resource; use POST') },
];

for (const c of cases) {
  test(`${c.method} ${c.path} → ${c.status} with a Berlin Group body`, async () => {
    const id = randomUUID();
    const res = await dispatch(new Request(`http://localhost${c.path}`, { method: c.method, headers: { 'x-request-id': id } }));
    assert.equal(res.status, c.status);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.headers.get('x-request-id'), id);
    assert.equal(res.headers.get('allow'), c.allow ?? null);
    assert.deepEqual(await res.json(), c.body);
  });
}

test('OPTIONS names the methods a route serves', async () => {
  const res = await dispatch(new Request('http://localhost/v1/tpp-contacts', { method: 'OPTIONS' }));
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('allow'), 'GET, POST, PUT, HEAD, OPTIONS');
});

test('a malformed X-Request-ID is not echoed', async () => {
  const res = await dispatch(new Request('http://localhost/v1/nothing', { headers: { 'x-request-id': 'not-a-uuid\u00a0' } }));
  assert.equal(res.status, 404);
  assert.equal(res.headers.get('x-request-id'), null);
});
