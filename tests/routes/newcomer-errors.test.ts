// Issue 12: the errors a newcomer hits first say what to do next, with their Berlin Group codes unchanged — the
// customer number sent as PSU-ID, a signing basket without TPP-Session-ID, a Date from the past, a Digest over other
// bytes. Exact bodies; nothing is stored.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { computeDigest } from '../../lib/crypto/digest.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';

let db: Db;
let tpp: TppClient;

before(async () => {
  db = await getDb();
  tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-470001', organizationName: 'Newcomer AS' });
  await initializeWorld(db, tpp);
});
after(closeDb);

const error = (code: string, text: string, path?: string) => ({ tppMessages: [{ category: 'ERROR', code, text, ...(path ? { path } : {}) }] });
const SCA_NEXT = 'Start a consent (POST /v1/bank-offered-consents with a TPP-Redirect-URI), let the PSU complete SCA on the scaRedirect page, and send the psu-id your TPP-Redirect-URI receives.';

test('the customer number sent as PSU-ID: 400 FORMAT_ERROR explaining the psu-id and how to get one', async () => {
  const res = await tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': '13039319955', 'TPP-Redirect-URI': 'https://tpp.example/callback' } });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, error('FORMAT_ERROR', `PSU-ID is the UUID the bank gives your TPP for this PSU, not the customer number (11 digits) the PSU types on the SCA page. ${SCA_NEXT}`, 'PSU-ID'));
  const other = await tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': 'kari', 'TPP-Redirect-URI': 'https://tpp.example/callback' } });
  assert.deepEqual(other.body, error('FORMAT_ERROR', `PSU-ID must be the UUID delivered as psu-id after SCA. ${SCA_NEXT}`, 'PSU-ID'));
});

test('a signing basket without TPP-Session-ID: 400 FORMAT_ERROR saying what the session id is', async () => {
  const before = await db.signingBasket.count();
  const res = await tpp.send('POST', '/v1/signing-baskets', {
    headers: { 'x-accept-fix': 'amount-as-string', 'TPP-Redirect-URI': 'https://tpp.example/callback', 'PSU-ID': crypto.randomUUID(), 'PSU-IP-Address': '192.0.2.10' },
    body: { paymentIds: ['p-1'] },
  });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, error(
    'FORMAT_ERROR',
    'TPP-Session-ID header is required to create a signing basket: an id of your user\'s session (any string, e.g. a UUID), the same on every request of that session; the SCA redirect returns it as tpp-session-id',
    'TPP-Session-ID',
  ));
  assert.equal(await db.signingBasket.count(), before);
});

test('a Date from the past: 400 TIMESTAMP_INVALID with the server time and how to set Date', async () => {
  const date = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000); // whole seconds, as the header carries
  const res = await tpp.send('GET', '/v1/sandbox/customers', { date });
  assert.equal(res.status, 400);
  const text = res.body.tppMessages[0].text as string;
  // The deviation is rounded from milliseconds, the server time shown to the second: both read from the text.
  const [, secondsText = '', serverTime = ''] = /is (\d+) s behind the server time (.+ GMT);/.exec(text) ?? [];
  const seconds = Number(secondsText);
  assert.ok(Math.abs(Date.parse(serverTime) - date.getTime() - seconds * 1000) <= 1000);
  assert.deepEqual(res.body, error(
    'TIMESTAMP_INVALID',
    `Date header "${date.toUTCString()}" is ${seconds} s behind the server time ${serverTime}; the maximum deviation is 60 s. ` +
      'Set Date to the current time when you sign (not a stored or copied value), keep your clock synchronised (NTP), and sign again.',
  ));
  assert.ok(seconds >= 3600 && seconds < 3700);
});

test('a Digest over other bytes: 400 SIGNATURE_INVALID with the expected value and how to compute it', async () => {
  const body = JSON.stringify({ customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' });
  const sent = JSON.stringify(JSON.parse(body), null, 2);
  // The Digest of the compact JSON, the pretty-printed JSON sent.
  const res = await tpp.send('POST', '/v1/sandbox/customers', { rawBody: sent, tamper: (h) => { h.Digest = computeDigest(Buffer.from(body)); } });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, error(
    'SIGNATURE_INVALID',
    `Digest does not match the request body: expected ${computeDigest(Buffer.from(sent))} (computed over the ${Buffer.byteLength(sent)} raw body bytes), got ${computeDigest(Buffer.from(body))}. ` +
      'Compute the Digest over exactly the bytes you send (serialise the JSON once, same encoding and line endings), then sign again.',
  ));
  assert.equal((await tpp.send('GET', '/v1/sandbox/customers')).body.some((c: { customerNumber: string }) => c.customerNumber === '01078900497'), false, 'nothing stored');
});
