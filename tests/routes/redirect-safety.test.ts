// No open redirect: the PSU only ever returns to the TPP-Redirect-URI the TPP sent in its signed request.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { getDb, type Db } from '../../lib/db/client.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';
import { approveSca, cancelSca } from '../helpers/sca.ts';

let db: Db;
let tpp: TppClient;

before(async () => {
  db = await getDb();
  tpp = await createTppClient();
  await initializeWorld(db, tpp);
});

test('unsafe TPP-Redirect-URIs are refused before any SCA starts', async () => {
  const cases: [string, string][] = [
    ['javascript:alert(1)', 'TPP-Redirect-URI must use https (http is accepted for localhost in the sandbox)'],
    ['http://evil.example/cb', 'TPP-Redirect-URI must use https (http is accepted for localhost in the sandbox)'],
    ['https://tpp.example/cb#frag', 'TPP-Redirect-URI must not contain a fragment'],
    ['https://user:pw@tpp.example/cb', 'TPP-Redirect-URI must not contain credentials'],
    ['/relative', 'TPP-Redirect-URI "/relative" is not an absolute URI'],
  ];
  const flowsBefore = await db.scaFlow.count();
  for (const [uri, text] of cases) {
    const res = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': uri }, body: {} });
    assert.equal(res.status, 400, uri);
    assert.deepEqual(res.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'TPP-Redirect-URI', text }] }, uri);
  }
  assert.equal(await db.scaFlow.count(), flowsBefore, 'no SCA flow was started');
});

test('the redirect after approve and cancel goes to exactly the signed URI, with its own query kept', async () => {
  const uri = 'https://tpp.example/return?state=x%20y&n=1';
  const a = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': uri }, body: {} });
  const approved = await approveSca(db, a.body._links.scaRedirect.href, '13039319955');
  assert.equal(`${approved.url.origin}${approved.url.pathname}`, 'https://tpp.example/return');
  assert.equal(approved.params.state, 'x y');
  assert.equal(approved.params.n, '1');
  const b = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': uri }, body: {} });
  const cancelled = await cancelSca(db, b.body._links.scaRedirect.href);
  assert.equal(`${cancelled.url.origin}${cancelled.url.pathname}`, 'https://tpp.example/return');
});

test('an unsigned TPP-Redirect-URI header cannot be slipped into a signed request', async () => {
  const res = await tpp.send('POST', '/v1/bank-offered-consents', {
    body: {},
    tamper: (h) => {
      h['TPP-Redirect-URI'] = 'https://evil.example/steal';
    },
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.tppMessages[0].code, 'SIGNATURE_INVALID');
  assert.match(res.body.tppMessages[0].text, /^Header "tpp-redirect-uri" is present in the request but not listed/);
});
