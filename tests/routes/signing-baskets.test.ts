// Signing baskets (spec 1.10, 2.1, 2.2, 4.1, 7, 8): creation rules, status as the worst case of the payments,
// authorisation with one SCA (not atomic), deletion, and only the TPP's own baskets.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { describeBasketForSca } from '../../lib/baskets/complete-basket-authorisation.ts';
import { approveSca } from '../helpers/sca.ts';
import {
  NDCT, NCBCT, REDIRECT, SEED, EXTERNAL, assertError, authorise, authoriseBasket, createPayment, ndctBody, paymentWorld, psuHeaders, statusOf, type PaymentWorld,
} from '../helpers/payments.ts';

let w: PaymentWorld;
let headers: Record<string, string>;
before(async () => {
  w = await paymentWorld();
  headers = { ...(await psuHeaders(w, SEED.private1)), 'x-accept-fix': 'amount-as-string', 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'basket-session', 'PSU-IP-Address': '192.0.2.10' };
});
after(closeDb);

const ncbct = () =>
  ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' }, creditorAddress: { country: 'DE' }, regulatoryReportingCode: '26', instructedAmount: { amount: '120000', currency: 'NOK' }, debtorAccount: { bban: '18202818400' } });

async function payments(n: number, over: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await createPayment(w.tpp, NDCT, ndctBody(over)));
  return ids;
}

async function basket(paymentIds: string[]): Promise<string> {
  const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds }, headers });
  assert.equal(r.status, 201, r.text);
  return r.body.basketId as string;
}

test('create: 201 with basketId, RCVD and links with verbs; GET and status; NCBCT allowed', async () => {
  const ids = [...(await payments(2)), await createPayment(w.tpp, NCBCT, ncbct())];
  const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers });
  assert.equal(r.status, 201, r.text);
  const id = r.body.basketId as string;
  assert.equal(r.headers.get('location'), `/v1/signing-baskets/${id}`);
  assert.deepEqual(r.body, {
    basketId: id,
    transactionStatus: 'RCVD',
    _links: {
      self: { href: `/v1/signing-baskets/${id}`, verbs: ['GET', 'DELETE'] },
      status: { href: `/v1/signing-baskets/${id}/status`, verbs: ['GET'] },
      startAuthorisation: { href: `/v1/signing-baskets/${id}/authorisations`, verbs: ['POST'] },
    },
  });
  const got = await w.tpp.send('GET', `/v1/signing-baskets/${id}`);
  assert.equal(got.status, 200, got.text);
  assert.deepEqual(got.body.payments, ids);
  assert.equal(got.body.transactionStatus, 'RCVD');
  assert.deepEqual(got.body._links.startAuthorisation, r.body._links.startAuthorisation);
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`)).body, { transactionStatus: 'RCVD' });
});

test('create: the headers of spec 4.1 are required', async () => {
  const ids = await payments(1);
  for (const name of ['x-accept-fix', 'TPP-Redirect-URI', 'TPP-Session-ID', 'PSU-ID', 'PSU-IP-Address']) {
    const partial = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
    const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers: partial });
    assertError(r, 400, 'FORMAT_ERROR', { path: name, text: new RegExp(`${name} header is required`) });
  }
  const unknownPsu = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers: { ...headers, 'PSU-ID': '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } });
  assertError(unknownPsu, 400, 'FORMAT_ERROR', { path: 'PSU-ID', text: /not known for this TPP/ });
  const badRedirect = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers: { ...headers, 'TPP-Redirect-URI': 'http://tpp.example/cb' } });
  assertError(badRedirect, 400, 'FORMAT_ERROR', { path: 'TPP-Redirect-URI', text: /https/ });
});

test('create: body rules — 1..10 ids, no duplicates, no consents', async () => {
  const eleven = await payments(11);
  const cases: { body: unknown; path?: string; text: RegExp }[] = [
    { body: { paymentIds: [] }, path: 'paymentIds', text: /at least one payment id/ },
    { body: { paymentIds: eleven }, path: 'paymentIds', text: /at most 10 payment ids/ },
    { body: { paymentIds: [eleven[0], eleven[1], eleven[0]] }, path: 'paymentIds[2]', text: /listed more than once/ },
    { body: { paymentIds: 'abc' }, path: 'paymentIds', text: /array of payment ids/ },
    { body: { paymentIds: [eleven[0]], consentIds: ['c1'] }, path: 'consentIds', text: /consents cannot be put in a signing basket/ },
    { body: undefined, text: /A JSON request body is required/ },
  ];
  for (const c of cases) {
    const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: c.body, headers });
    assertError(r, 400, 'FORMAT_ERROR', { path: c.path, text: c.text });
  }
  // Ten is the limit.
  await basket(eleven.slice(0, 10));
});

test('create: unknown and other TPPs\' ids are 400 RESOURCE_UNKNOWN; bulk and periodic are 400 REFERENCE_MIX_INVALID', async () => {
  const [mine] = await payments(1);
  const theirs = await createPayment(w.other, NDCT, ndctBody());
  const unknown = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [mine, 'no-such-payment'] }, headers });
  assertError(unknown, 400, 'RESOURCE_UNKNOWN', { path: 'paymentIds[1]', text: /no payment no-such-payment exists for this TPP/ });
  const other = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [theirs] }, headers });
  assertError(other, 400, 'RESOURCE_UNKNOWN', { path: 'paymentIds[0]' });

  const bulk = await createPayment(w.tpp, NDCT, { debtorAccount: { bban: '09232911044' }, payments: [{ instructedAmount: { amount: '1', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: EXTERNAL.bban } }] }, 'bulk-payments');
  const { requestedExecutionDate: _d, ...single } = ndctBody();
  void _d;
  const periodic = await createPayment(w.tpp, NDCT, { ...single, startDate: new Date(Date.now() + 864e5 * 3).toISOString().slice(0, 10), frequency: 'Monthly' }, 'periodic-payments');
  const mixBulk = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [mine, bulk] }, headers });
  assertError(mixBulk, 400, 'REFERENCE_MIX_INVALID', { path: 'paymentIds[1]', text: /bulk payment: bulk and periodic payments cannot be put into a signing basket/ });
  const mixPeriodic = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [periodic] }, headers });
  assertError(mixPeriodic, 400, 'REFERENCE_MIX_INVALID', { text: /periodic payment/ });
});

test('create: a payment in another basket, authorised or cancelled → 409 REFERENCE_STATUS_INVALID', async () => {
  const [a, b, c] = await payments(3);
  const first = await basket([a!]);
  assertError(await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [b, a] }, headers }), 409, 'REFERENCE_STATUS_INVALID', { text: new RegExp(`already in signing basket ${first}`) });
  await authorise(w, b!);
  assertError(await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [b] }, headers }), 409, 'REFERENCE_STATUS_INVALID', { text: /already authorised \(status ACTC\)/ });
  assert.equal((await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${c}`)).status, 204);
  assertError(await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [c] }, headers }), 409, 'REFERENCE_STATUS_INVALID', { text: /cancelled/ });
});

test('create: two baskets of the same payment at once — one is created, the other is 409 and leaves nothing behind', async () => {
  const [a, b] = await payments(2);
  const before = await w.db.signingBasket.count();
  const send = (ids: string[]) => w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers });
  const results = await Promise.all([send([a!, b!]), send([b!])]);
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 409], results.map((r) => r.text).join('\n'));
  assertError(results.find((r) => r.status === 409)!, 409, 'REFERENCE_STATUS_INVALID');
  const winner = results.findIndex((r) => r.status === 201);
  const basketId = results[winner]!.body.basketId as string;
  assert.equal(await w.db.signingBasket.count(), before + 1, 'the refused basket is not stored');
  const rows = await w.db.payment.findMany({ where: { id: { in: [a!, b!] } }, select: { id: true, basketId: true } });
  const basketOf = new Map(rows.map((r) => [r.id, r.basketId]));
  assert.equal(basketOf.get(b!), basketId);
  assert.equal(basketOf.get(a!), winner === 0 ? basketId : null);
});

test('payments of a pending basket cannot be authorised or deleted on their own', async () => {
  const [a] = await payments(1);
  const id = await basket([a!]);
  const auth = await w.tpp.send('POST', `/v1/payments/${NDCT}/${a}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assertError(auth, 409, 'STATUS_INVALID', { text: new RegExp(`part of signing basket ${id}`) });
  assertError(await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${a}`), 400, 'RESOURCE_BLOCKED', { text: /delete the basket first/ });
  await assert.rejects(authorise(w, a!), /authorised with the basket/);
});

test('authorisation: one SCA for all payments through the hosted page; basket ACTC; authorisations list and status', async () => {
  const ids = await payments(3);
  const id = await basket(ids);
  assertError(await w.tpp.send('POST', `/v1/signing-baskets/${id}/authorisations`), 400, 'FORMAT_ERROR', { path: 'TPP-Redirect-URI' });
  const started = await w.tpp.send('POST', `/v1/signing-baskets/${id}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'basket-session' } });
  assert.equal(started.status, 201, started.text);
  const authId = started.body.authorisationId as string;
  assert.equal(started.body.scaStatus, 'started');
  assert.deepEqual(started.body._links.scaStatus, { href: `/v1/signing-baskets/${id}/authorisations/${authId}`, verbs: ['GET'] });
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/authorisations`)).body, { authorisationIds: [authId] });
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/authorisations/${authId}`)).body, { scaStatus: 'started' });

  const back = await approveSca(w.db, started.body._links.scaRedirect.href, SEED.private1);
  assert.equal(back.params['tpp-session-id'], 'basket-session');
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/authorisations/${authId}`)).body, { scaStatus: 'finalised' });
  for (const p of ids) assert.deepEqual(await statusOf(w.tpp, p), { transactionStatus: 'ACTC', fundsAvailable: true });
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`)).body, { transactionStatus: 'ACTC' });
  const got = await w.tpp.send('GET', `/v1/signing-baskets/${id}`);
  assert.equal(got.body._links.startAuthorisation, undefined, 'no startAuthorisation once authorised');
  assertError(await w.tpp.send('POST', `/v1/signing-baskets/${id}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } }), 409, 'STATUS_INVALID', { text: /already authorised/ });
  assertError(await w.tpp.send('DELETE', `/v1/signing-baskets/${id}`), 409, 'STATUS_INVALID', { text: /cancel its payments individually/ });
  // After the basket's authorisation each payment is on its own.
  assert.equal((await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${ids[0]}`)).status, 204);
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`)).body, { transactionStatus: 'RJCT' }, 'worst case: a cancelled payment');
});

test('not atomic: a payment the PSU may not pay from is rejected, one short of funds is ACCP, others proceed', async () => {
  const ok = await createPayment(w.tpp, NDCT, ndctBody());
  const foreign = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' } })); // private2's account
  const poor = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '50000', currency: 'NOK' } }));
  const id = await basket([ok, foreign, poor]);
  await authoriseBasket(w, id, SEED.private1);
  assert.deepEqual(await statusOf(w.tpp, ok), { transactionStatus: 'ACTC', fundsAvailable: true });
  const rejected = await statusOf(w.tpp, foreign);
  assert.equal(rejected.transactionStatus, 'RJCT');
  assert.match(rejected.psuMessage ?? '', /may not pay from the debtor account/);
  assert.equal((await statusOf(w.tpp, poor)).fundsAvailable, false);
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`)).body, { transactionStatus: 'RJCT' });
});

test('a PSU who may pay from none of the accounts: PAYMENT_FAILED and nothing changes', async () => {
  const ids = await payments(2);
  const id = await basket(ids);
  await assert.rejects(authoriseBasket(w, id, SEED.private2), (e: Error & { code?: string }) => e.code === 'PAYMENT_FAILED' && /None of the debtor accounts/.test(e.message));
  for (const p of ids) assert.equal((await statusOf(w.tpp, p)).transactionStatus, 'RCVD');
  assert.deepEqual((await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`)).body, { transactionStatus: 'RCVD' });
  // Corporate context: the agreement's accounts.
  const corp = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '18202818400' } }));
  const corpBasket = await basket([corp]);
  await authoriseBasket(w, corpBasket, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.equal((await statusOf(w.tpp, corp)).transactionStatus, 'ACTC');
  await assert.rejects(authoriseBasket(w, corpBasket, SEED.private1, 'CORPORATE', SEED.corporate1), /already authorised/);
});

test('delete before authorisation: 204, payments released (authorisable alone or in a new basket)', async () => {
  const ids = await payments(2);
  const id = await basket(ids);
  const del = await w.tpp.send('DELETE', `/v1/signing-baskets/${id}`);
  assert.equal(del.status, 204, del.text);
  assertError(await w.tpp.send('GET', `/v1/signing-baskets/${id}`), 403, 'RESOURCE_UNKNOWN');
  await basket([ids[0]!]);
  const single = await w.tpp.send('POST', `/v1/payments/${NDCT}/${ids[1]}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(single.status, 201, single.text);
});

test('only the TPP\'s own baskets: 403 RESOURCE_UNKNOWN for another TPP; PSP_PI role required', async () => {
  const id = await basket(await payments(1));
  for (const [method, suffix] of [['GET', ''], ['GET', '/status'], ['DELETE', ''], ['POST', '/authorisations'], ['GET', '/authorisations']] as const) {
    const r = await w.other.send(method, `/v1/signing-baskets/${id}${suffix}`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
    assertError(r, 403, 'RESOURCE_UNKNOWN', { text: new RegExp(`No signing basket ${id} exists for this TPP`) });
  }
  assertError(await w.tpp.send('GET', `/v1/signing-baskets/${id}/authorisations/nope`), 403, 'RESOURCE_UNKNOWN');
  assertError(await w.aisOnly.send('POST', '/v1/signing-baskets', { body: { paymentIds: ['x'] }, headers }), 401, 'ROLE_INVALID');
  assertError(await w.aisOnly.send('GET', `/v1/signing-baskets/${id}`), 401, 'ROLE_INVALID');
  await assert.rejects(describeBasketForSca({ db: w.db, tppId: w.otherTppId, basketId: id }), /No signing basket/);
  await assert.rejects(authoriseBasket({ db: w.db, tppId: w.otherTppId, worldId: w.otherWorldId }, id, SEED.private1), /does not exist/);
});

test('describeBasketForSca lists every payment and the total', async () => {
  const a = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '10.00', currency: 'NOK' }, remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '0365327' } }));
  const b = await createPayment(w.tpp, NCBCT, ncbct());
  const id = await basket([a, b]);
  const d = await describeBasketForSca({ db: w.db, tppId: w.tppId, basketId: id });
  assert.equal(d.title, 'Signing basket: 2 payments, 120010.00 NOK in total');
  assert.deepEqual(d.lines[0], { label: 'Payment 1', value: '10.00 NOK to Company 123 (9536.05.73002) from Totalkonto 0923.29.11044, NDCT, KID 0365327' });
  assert.match(d.lines[1]!.value, /^120000\.00 NOK to Company 123 \(DE89370400440532013000\) from Driftskonto 1820\.28\.18400, NCBCT/);
  assert.deepEqual(d.lines[2], { label: 'Total', value: '120010.00 NOK' });
});
