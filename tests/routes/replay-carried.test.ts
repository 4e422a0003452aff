// The replay check carried by a handler's first statement (Xs2aOperation.replayCarried; lib/http/steps/check-replay.ts):
// the AIS reads' consent gate, a payment's account lookup, a basket's PSU read. On PostgreSQL the INSERT that records
// the X-Request-ID rides in that statement, on SQLite it runs first on its own. Either way the answers are those of a check made before anything else: a replayed id is refused whatever else
// is wrong with the request, a revoked certificate wins over a replay, an id is used up by a refused request, and
// nothing a replayed request would have read or written happens. Runs on both dialects (TEST_DATABASE_URL).
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { parseCertificate } from '../../lib/crypto/certificate.ts';
import { NDCT, REDIRECT, consentedPsu, createPayment, ndctBody, paymentWorld, type PaymentWorld } from '../helpers/payments.ts';

let w: PaymentWorld;
let headers: Record<string, string>;
let accountId: string;

before(async () => {
  w = await paymentWorld();
  ({ headers, accountId } = await consentedPsu(w, 'carried-session'));
});
after(closeDb);

const replayed = (requestId: string) => ({
  tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: `X-Request-ID ${requestId} was already used; every request needs a new X-Request-ID` }],
});

const reads = () => [
  ['GET /v1/accounts', '/v1/accounts'],
  ['GET balances', `/v1/accounts/${accountId}/balances`],
  ['GET transactions', `/v1/accounts/${accountId}/transactions?bookingStatus=booked`],
  ['GET /v1/card-accounts', '/v1/card-accounts'],
] as const;

test('a replayed AIS read is refused with nothing read, and the id stays used', async () => {
  for (const [name, path] of reads()) {
    const requestId = crypto.randomUUID();
    const first = await w.tpp.send('GET', path, { headers, requestId });
    assert.equal(first.status, 200, `${name}: ${first.text}`);
    for (let i = 0; i < 2; i++) {
      const again = await w.tpp.send('GET', path, { headers, requestId });
      assert.deepEqual([again.status, again.body], [400, replayed(requestId)], name);
    }
    // Upper case is the same id.
    const upper = await w.tpp.send('GET', path, { headers, requestId: requestId.toUpperCase() });
    assert.deepEqual([upper.status, upper.body], [400, replayed(requestId.toUpperCase())], name);
  }
});

test('a replay is refused whatever else is wrong with it, and a refused request uses its id up', async () => {
  // Invalid query: the first answer is the validation error, the replay's is the replay error (as when the check ran
  // before validation).
  const badQuery = `/v1/accounts/${accountId}/transactions?bookingStatus=sometimes`;
  const id1 = crypto.randomUUID();
  const first = await w.tpp.send('GET', badQuery, { headers, requestId: id1 });
  assert.equal(first.status, 400, first.text);
  assert.notEqual(first.body.tppMessages[0].text, replayed(id1).tppMessages[0]!.text);
  const second = await w.tpp.send('GET', badQuery, { headers, requestId: id1 });
  assert.deepEqual([second.status, second.body], [400, replayed(id1)]);
  // The refused request used the id up: the same id with a valid request is a replay too.
  const valid = await w.tpp.send('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=booked`, { headers, requestId: id1 });
  assert.deepEqual([valid.status, valid.body], [400, replayed(id1)]);

  // Paths the gate cannot take in one statement (no PSU-ID, a malformed one, a PSU-Corporate-ID): checked first.
  for (const extra of [{ 'PSU-ID': '' }, { 'PSU-ID': 'not-a-uuid' }, { 'PSU-Corporate-ID': crypto.randomUUID() }]) {
    const requestId = crypto.randomUUID();
    const h = Object.fromEntries(Object.entries({ ...headers, ...extra }).filter(([, v]) => v !== ''));
    const once = await w.tpp.send('GET', '/v1/accounts', { headers: h, requestId });
    assert.notEqual(once.status, 200, JSON.stringify(extra));
    const flowsBefore = await w.db.scaFlow.count();
    const twice = await w.tpp.send('GET', '/v1/accounts', { headers: h, requestId });
    assert.deepEqual([twice.status, twice.body], [400, replayed(requestId)], JSON.stringify(extra));
    assert.equal(await w.db.scaFlow.count(), flowsBefore, `a replay starts no SCA (${JSON.stringify(extra)})`);
  }
});

test('a PSU-ID of nobody: the replay is refused before an SCA is started', async () => {
  const requestId = crypto.randomUUID();
  const h = { ...headers, 'PSU-ID': crypto.randomUUID() };
  const once = await w.tpp.send('GET', '/v1/accounts', { headers: h, requestId });
  assert.equal(once.status, 401, once.text);
  const flowsBefore = await w.db.scaFlow.count();
  const twice = await w.tpp.send('GET', '/v1/accounts', { headers: h, requestId });
  assert.deepEqual([twice.status, twice.body], [400, replayed(requestId)]);
  assert.equal(await w.db.scaFlow.count(), flowsBefore);
});

test('the same id sent twice at once: exactly one is answered', async () => {
  for (const [name, path] of reads()) {
    const requestId = crypto.randomUUID();
    const both = await Promise.all([0, 1].map(() => w.tpp.send('GET', path, { headers, requestId })));
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 400], name);
    assert.deepEqual(both.find((r) => r.status === 400)!.body, replayed(requestId), name);
  }
});

test('a certificate revoked in the portal is refused on AIS reads, also when the id is replayed', async () => {
  const requestId = crypto.randomUUID();
  assert.equal((await w.tpp.send('GET', '/v1/accounts', { headers, requestId })).status, 200);
  // Revoked as the portal does (a PortalCertificate row of this serial and issuer with revokedAt).
  const cert = parseCertificate(w.tpp.certPem);
  const revokedAt = new Date(Date.now() - 1000);
  await w.db.portalCertificate.create({
    data: { id: crypto.randomUUID(), tppId: w.tppId, userId: 'test', serialHex: cert.serialHex, subjectDn: 'CN=test', issuerDn: cert.issuerDn, roles: 'PSP_AI', notAfter: new Date(Date.now() + 86_400_000), revokedAt },
  });
  try {
    const blocked = {
      tppMessages: [{
        category: 'ERROR',
        code: 'CERTIFICATE_BLOCKED',
        text: `This certificate (serial ${cert.serialHex}) was revoked in the developer portal on ${revokedAt.toISOString()}. Issue a new certificate on the portal's Organisation page and sign with its key.`,
      }],
    };
    for (const [name, path] of reads()) {
      const r = await w.tpp.send('GET', path, { headers });
      assert.deepEqual([r.status, r.body], [401, blocked], name);
    }
    const again = await w.tpp.send('GET', '/v1/accounts', { headers, requestId });
    assert.deepEqual([again.status, again.body], [401, blocked], 'a revoked certificate wins over a replay');
    const noPsu = await w.tpp.send('GET', '/v1/accounts', { headers: { 'TPP-Redirect-URI': REDIRECT } });
    assert.deepEqual([noPsu.status, noPsu.body], [401, blocked], 'without PSU-ID (the check on its own)');
  } finally {
    await w.db.portalCertificate.deleteMany({ where: { serialHex: cert.serialHex } });
  }
  assert.equal((await w.tpp.send('GET', '/v1/accounts', { headers })).status, 200);
});

test('a replayed payment or basket is refused with nothing stored, whatever else is wrong with it', async () => {
  const pisHeaders = { 'PSU-ID': headers['PSU-ID']!, 'PSU-IP-Address': '192.0.2.10', 'TPP-Redirect-URI': REDIRECT };
  const counts = async () => [await w.db.payment.count(), await w.db.signingBasket.count()];
  // A payment, then the same request again (same id, same body).
  const requestId = crypto.randomUUID();
  const body = ndctBody();
  const first = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: pisHeaders, body, requestId });
  assert.equal(first.status, 201, first.text);
  let before = await counts();
  const again = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: pisHeaders, body: ndctBody(), requestId });
  assert.deepEqual([again.status, again.body], [400, replayed(requestId)]);
  assert.deepEqual(await counts(), before, 'no second payment');
  // Without PSU-ID (no PSU read), with an unknown debtor (refused after the account lookup), with an invalid body
  // (refused in validation): the first answer is the request's own, the replay's the replay error, nothing stored.
  for (const [name, h, b] of [
    ['no PSU-ID', { 'TPP-Redirect-URI': REDIRECT }, () => ndctBody()],
    ['unknown debtor', pisHeaders, () => ndctBody({ debtorAccount: { bban: '12345678903' } })],
    ['invalid body', pisHeaders, () => ({ ...ndctBody(), instructedAmount: { currency: 'NOK', amount: 'lots' } })],
  ] as const) {
    const id = crypto.randomUUID();
    const once = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: h, body: b(), requestId: id });
    assert.ok(once.status === 201 || once.status === 400, `${name}: ${once.text}`);
    before = await counts();
    const twice = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: h, body: ndctBody(), requestId: id });
    assert.deepEqual([twice.status, twice.body], [400, replayed(id)], name);
    assert.deepEqual(await counts(), before, `${name}: nothing stored`);
  }
  // Sent twice at once: one payment.
  const id = crypto.randomUUID();
  before = await counts();
  const both = await Promise.all([0, 1].map(() => w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: pisHeaders, body: ndctBody(), requestId: id })));
  assert.deepEqual(both.map((r) => r.status).sort(), [201, 400]);
  assert.deepEqual(await counts(), [before[0]! + 1, before[1]]);

  // A basket, then the same request again with other payments: refused, the payments stay out of baskets.
  const ids = [];
  for (let i = 0; i < 2; i++) ids.push(await createPayment(w.tpp, NDCT, ndctBody(), 'payments', pisHeaders));
  const basketId = crypto.randomUUID();
  const basketHeaders = { ...pisHeaders, 'TPP-Session-ID': 'carried-session', 'x-accept-fix': 'amount-as-string' };
  const basket = await w.tpp.send('POST', '/v1/signing-baskets', { headers: basketHeaders, body: { paymentIds: [ids[0]] }, requestId: basketId });
  assert.equal(basket.status, 201, basket.text);
  before = await counts();
  const replayedBasket = await w.tpp.send('POST', '/v1/signing-baskets', { headers: basketHeaders, body: { paymentIds: [ids[1]] }, requestId: basketId });
  assert.deepEqual([replayedBasket.status, replayedBasket.body], [400, replayed(basketId)]);
  assert.deepEqual(await counts(), before, 'no second basket');
  assert.equal((await w.db.payment.findUniqueOrThrow({ where: { id: ids[1]! } })).basketId, null);
  // Without PSU-ID (refused before any read): still the replay error on the second use.
  const noPsu = crypto.randomUUID();
  const h = { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'carried-session', 'x-accept-fix': 'amount-as-string' };
  assert.notEqual((await w.tpp.send('POST', '/v1/signing-baskets', { headers: h, body: { paymentIds: [ids[1]] }, requestId: noPsu })).status, 201);
  const twice = await w.tpp.send('POST', '/v1/signing-baskets', { headers: h, body: { paymentIds: [ids[1]] }, requestId: noPsu });
  assert.deepEqual([twice.status, twice.body], [400, replayed(noPsu)]);
});

test('a revoked certificate cannot initiate a payment or a basket', async () => {
  const pisHeaders = { 'PSU-ID': headers['PSU-ID']!, 'PSU-IP-Address': '192.0.2.10', 'TPP-Redirect-URI': REDIRECT };
  const paymentId = await createPayment(w.tpp, NDCT, ndctBody(), 'payments', pisHeaders);
  const cert = parseCertificate(w.tpp.certPem);
  await w.db.portalCertificate.create({
    data: { id: crypto.randomUUID(), tppId: w.tppId, userId: 'test', serialHex: cert.serialHex, subjectDn: 'CN=test', issuerDn: cert.issuerDn, roles: 'PSP_PI', notAfter: new Date(Date.now() + 86_400_000), revokedAt: new Date() },
  });
  try {
    const before = [await w.db.payment.count(), await w.db.signingBasket.count()];
    const payment = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: pisHeaders, body: ndctBody() });
    assert.deepEqual([payment.status, payment.body.tppMessages[0].code], [401, 'CERTIFICATE_BLOCKED']);
    const basket = await w.tpp.send('POST', '/v1/signing-baskets', { headers: { ...pisHeaders, 'TPP-Session-ID': 'carried-session', 'x-accept-fix': 'amount-as-string' }, body: { paymentIds: [paymentId] } });
    assert.deepEqual([basket.status, basket.body.tppMessages[0].code], [401, 'CERTIFICATE_BLOCKED']);
    assert.deepEqual([await w.db.payment.count(), await w.db.signingBasket.count()], before, 'nothing stored');
  } finally {
    await w.db.portalCertificate.deleteMany({ where: { serialHex: cert.serialHex } });
  }
});
