// lib/http/respond.ts jsonResponse: a JSON answer whose body stream is made only when read (the direct path and the
// request log take its text) still behaves as any Response for everyone else — Next.js, tests, a clone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bodyTextOf, jsonResponse } from '../../lib/http/respond.ts';

const body = { accounts: [{ resourceId: 'a1', name: 'Brukskonto – æøå' }] };
const text = JSON.stringify(body);

test('status, headers and the text kept for the direct path', () => {
  const r = jsonResponse(body, 201, 'req-1', { Location: '/v1/x' });
  assert.ok(r instanceof Response);
  assert.equal(r.status, 201);
  assert.equal(r.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(r.headers.get('x-request-id'), 'req-1');
  assert.equal(r.headers.get('location'), '/v1/x');
  assert.equal(bodyTextOf(r), text);
  assert.equal(r.bodyUsed, false);
});

test('read as text, as JSON, as bytes and as a stream; read once', async () => {
  assert.equal(await jsonResponse(body, 200, null).text(), text);
  assert.deepEqual(await jsonResponse(body, 200, null).json(), body);
  assert.equal(new TextDecoder().decode(await jsonResponse(body, 200, null).arrayBuffer()), text);
  assert.equal(await (await jsonResponse(body, 200, null).blob()).text(), text);
  const streamed = jsonResponse(body, 200, null);
  assert.equal(await new Response(streamed.body).text(), text); // as Next.js pipes it
  const once = jsonResponse(body, 200, null);
  await once.text();
  assert.equal(once.bodyUsed, true);
  await assert.rejects(once.text(), TypeError);
  assert.throws(() => once.clone(), TypeError);
});

test('a clone has the same status, headers and text, and is read on its own', async () => {
  const r = jsonResponse(body, 202, 'req-2');
  const c = r.clone();
  assert.equal(c.status, 202);
  assert.equal(c.headers.get('x-request-id'), 'req-2');
  assert.equal(bodyTextOf(c), text);
  assert.equal(await c.text(), text);
  assert.equal(r.bodyUsed, false);
  assert.equal(await r.text(), text);
});

test('204 and a null body: no body, no text', () => {
  for (const r of [jsonResponse({ x: 1 }, 204, null), jsonResponse(null, 200, null)]) {
    assert.equal(r.body, null);
    assert.equal(bodyTextOf(r), undefined);
  }
});
