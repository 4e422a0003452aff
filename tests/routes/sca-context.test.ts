// The PSU's context and the TPP session of an SCA (issue 11 rows 2, 3, 4 and the session row of 10; spec 2.6, 3, 5.9,
// 5.10, 7): every SCA flow offers PRIVATE/CORPORATE, a corporate customer logs in straight into its agreement, a
// corporate user without PSU-Corporate-ID is a 400 in every state, and one SCA serves both roles in its session.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { getScaView } from '../../lib/hosted-sca/get-sca-view.ts';
import { identifyPsu } from '../../lib/hosted-sca/identify-psu.ts';
import { completeScaFlow } from '../../lib/hosted-sca/complete-sca-flow.ts';
import { createTppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';
import { approveSca, cancelSca, flowIdOf, type ScaOutcome } from '../helpers/sca.ts';
import { NDCT, REDIRECT, SEED, agreementOf, createPayment, customerId, ndctBody, paymentWorld, psuHeaders, type PaymentWorld } from '../helpers/payments.ts';

let w: PaymentWorld;
before(async () => {
  w = await paymentWorld();
});
after(closeDb);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FLOWS = ['user', 'consent', 'payment', 'basket'] as const;
type FlowKind = (typeof FLOWS)[number];
const PRIVATE_DEBTOR = { bban: '09232911044', currency: 'NOK' }; // Totalkonto of private1
const CORPORATE_DEBTOR = { bban: '18202818400', currency: 'NOK' }; // Driftskonto of Fjellvik Testbedrift AS (corporate1)
const FJELLVIK = 'Corporate — Fjellvik Testbedrift AS (Testavtale 1)';
const IP = '192.0.2.10';
/** Headers of a basket request (spec 4.1). */
const basketHeaders = (session: string) => ({ 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': session, 'PSU-IP-Address': IP, 'x-accept-fix': 'amount-as-string', 'PSU-Device-ID': '0b9d7a0e-8a55-4d43-9a8c-5d2f4f1c2a11' });

const error = (code: string, text: string, path?: string) => ({ tppMessages: [{ category: 'ERROR', code, ...(path ? { path } : {}), text }] });
const CORPORATE_USER = error(
  'FORMAT_ERROR',
  'PSU-ID names a corporate customer, which has no private context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)',
  'PSU-Corporate-ID',
);
const CONSENTED_CORPORATE = error('FORMAT_ERROR', 'The PSU consented in a corporate context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)', 'PSU-Corporate-ID');
const CORPORATE_SESSION = error(
  'FORMAT_ERROR',
  "The SCA of this TPP session was given in a corporate context: send PSU-Corporate-ID (psu-corporate-id from its SCA redirect); for the PSU's private accounts, the PSU must complete an SCA in the private context",
  'PSU-Corporate-ID',
);

/**
 * Starts an SCA flow of the kind in the TPP session and returns its scaRedirect. Payments and baskets pay from the
 * debtor; a basket needs the PSU-ID (and PSU-Corporate-ID) the TPP already has.
 */
async function startFlow(kind: FlowKind, session: string, debtor = PRIVATE_DEBTOR, psu: Record<string, string> = {}): Promise<string> {
  const sca = { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': session };
  if (kind === 'user') {
    const r = await w.tpp.send('GET', '/v1/user', { headers: sca });
    assert.equal(r.status, 401, r.text);
    return r.body._links.scaRedirect.href;
  }
  if (kind === 'consent') {
    const r = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: sca, body: {} });
    assert.equal(r.status, 201, r.text);
    return r.body._links.scaRedirect.href;
  }
  if (kind === 'payment') {
    const id = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: debtor }));
    const r = await w.tpp.send('POST', `/v1/payments/${NDCT}/${id}/authorisations`, { headers: sca });
    assert.equal(r.status, 201, r.text);
    return r.body._links.scaRedirect.href;
  }
  const ids = [await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: debtor })), await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: debtor }))];
  const created = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: ids }, headers: { ...basketHeaders(session), ...psu } });
  assert.equal(created.status, 201, created.text);
  const r = await w.tpp.send('POST', `/v1/signing-baskets/${created.body.basketId}/authorisations`, { headers: sca });
  assert.equal(r.status, 201, r.text);
  return r.body._links.scaRedirect.href;
}

/** Identifies the customer on the flow and returns the page model of the approve step. */
async function identified(href: string, customerNumber: string) {
  const flowId = flowIdOf(href);
  assert.deepEqual(await identifyPsu({ db: w.db, flowId, customerNumber, method: 'BANKID' }), { redirect: null });
  const view = await getScaView({ db: w.db, flowId });
  assert.ok(view);
  assert.equal(view.state, 'approve');
  return view;
}

/** The success redirect of an approval in the context. */
async function approve(href: string, context: 'PRIVATE' | 'CORPORATE', agreementId: string | null): Promise<ScaOutcome> {
  const { redirect } = await completeScaFlow({ db: w.db, flowId: flowIdOf(href), context, agreementId });
  const url = new URL(redirect);
  return { url, params: Object.fromEntries(url.searchParams) };
}

test('every SCA flow offers PRIVATE and the corporate agreements to a person who has them', async () => {
  for (const kind of FLOWS) {
    const psu = kind === 'basket' ? await psuHeaders(w, SEED.private1) : {};
    const view = await identified(await startFlow(kind, `offer-${kind}`, PRIVATE_DEBTOR, psu), SEED.private1);
    assert.deepEqual(view.contexts.map((c) => c.label), ['Private — Test Testperson 3', FJELLVIK], kind);
    assert.deepEqual(view.contexts.map((c) => c.context), ['PRIVATE', 'CORPORATE'], kind);
    assert.equal(view.consentsAccounts, true, `${kind}: the TPP has the AIS role, so the SCA gathers the consent`);
  }
});

test('a corporate customer logs in straight into its agreement in every flow; the redirect carries context=CORPORATE and psu-corporate-id', async () => {
  const agreementId = await agreementOf(w, SEED.corporate1);
  const psu = await psuHeaders(w, SEED.corporate1, SEED.corporate1);
  const companyIbans = (await w.db.account.findMany({ where: { customerId: await customerId(w, SEED.corporate1) }, select: { iban: true } })).map((a) => a.iban).sort();
  assert.equal(companyIbans.length, 2);
  let corporateId: string | null = null;
  for (const kind of FLOWS) {
    const href = await startFlow(kind, `corp-${kind}`, CORPORATE_DEBTOR, psu);
    const view = await identified(href, SEED.corporate1);
    assert.deepEqual(view.contexts.map((c) => [c.context, c.agreementId, c.label]), [['CORPORATE', agreementId, FJELLVIK]], kind);
    assert.deepEqual(view.contexts[0]!.accounts.map((a) => a.iban).sort(), companyIbans, `${kind}: the company's own accounts`);
    // No private context: choosing it is refused on the page, and the flow goes on.
    await assert.rejects(approve(href, 'PRIVATE', null), { name: 'ScaPageError', message: 'Choose one of your corporate agreements' });
    const back = await approve(href, 'CORPORATE', agreementId);
    assert.equal(back.params.code, undefined, `${kind}: ${back.url}`);
    assert.equal(back.params.context, 'CORPORATE', kind);
    assert.equal(back.params['tpp-session-id'], `corp-${kind}`);
    assert.equal(back.params['psu-id'], psu['PSU-ID']);
    assert.match(back.params['psu-corporate-id']!, UUID);
    corporateId ??= back.params['psu-corporate-id']!;
    assert.equal(back.params['psu-corporate-id'], corporateId, 'psu-corporate-id is stable per TPP and agreement');
  }
  assert.equal(corporateId, psu['PSU-Corporate-ID']);

  // The company's accounts with PSU-ID and PSU-Corporate-ID, in the session of the last SCA, without another SCA.
  const accounts = await w.tpp.send('GET', '/v1/accounts', { headers: { ...psu, 'PSU-IP-Address': IP, 'TPP-Session-ID': 'corp-basket', 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(accounts.status, 200, accounts.text);
  assert.deepEqual(accounts.body.accounts.map((a: { bban: string }) => a.bban).sort(), ['18202818400', '18202818516']);
  // GET /v1/agreements for the company's own PSU-ID names its agreement with the same psu-corporate-id.
  const agreements = await w.tpp.send('GET', '/v1/agreements', { headers: { 'PSU-ID': psu['PSU-ID']!, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(agreements.status, 200, agreements.text);
  assert.deepEqual(agreements.body.agreements, [{ psuCorporateId: corporateId, name: 'Testavtale 1', ownerName: 'Fjellvik Testbedrift AS' }]);
  const user = await w.tpp.send('GET', '/v1/user', { headers: { ...psu, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(user.status, 200, user.text);
  assert.deepEqual(user.body, { psuId: psu['PSU-ID'], psuCorporateId: corporateId, context: 'CORPORATE' });
});

test('a corporate user without PSU-Corporate-ID gets 400 in every state, never 401', async () => {
  const company = await psuHeaders(w, SEED.corporate1, SEED.corporate1);
  const psuOnly = { 'PSU-ID': company['PSU-ID']!, 'TPP-Redirect-URI': REDIRECT };
  const accountId = (await w.db.account.findFirstOrThrow({ where: { worldId: w.worldId, bban: CORPORATE_DEBTOR.bban } })).id;
  // The other TPP knows the company's PSU-ID but has no consent at all yet.
  const otherPsu = await psuHeaders({ db: w.db, worldId: w.otherWorldId, tppId: w.otherTppId }, SEED.corporate1);
  const rows: [string, () => Promise<{ status: number; body: unknown }>][] = [
    ['accounts, PSU present, live consent', () => w.tpp.send('GET', '/v1/accounts', { headers: { ...psuOnly, 'PSU-IP-Address': IP, 'TPP-Session-ID': 'corp-basket' } })],
    ['accounts, unattended', () => w.tpp.send('GET', '/v1/accounts', { headers: psuOnly })],
    ['balances of a company account', () => w.tpp.send('GET', `/v1/accounts/${accountId}/balances`, { headers: psuOnly })],
    ['accounts, no consent yet (another TPP)', () => w.other.send('GET', '/v1/accounts', { headers: { ...otherPsu, 'TPP-Redirect-URI': REDIRECT, 'PSU-IP-Address': IP } })],
    ['GET /v1/user', () => w.tpp.send('GET', '/v1/user', { headers: psuOnly })],
    ['payment initiation with PSU-ID', () => w.tpp.send('POST', `/v1/payments/${NDCT}`, { headers: psuOnly, body: ndctBody({ debtorAccount: CORPORATE_DEBTOR }) })],
    ['signing basket', async () => w.tpp.send('POST', '/v1/signing-baskets', { headers: { ...basketHeaders('corp-basket'), 'PSU-ID': company['PSU-ID']! }, body: { paymentIds: [await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: CORPORATE_DEBTOR }))] } })],
  ];
  for (const [state, send] of rows) {
    const r = await send();
    assert.equal(r.status, 400, state);
    assert.deepEqual(r.body, CORPORATE_USER, state);
  }
  // After the PSU revoked the consent too.
  await w.db.consent.updateMany({ where: { tppId: w.tppId, customerId: await customerId(w, SEED.corporate1) }, data: { revokedAt: new Date() } });
  for (const headers of [psuOnly, { ...psuOnly, 'PSU-IP-Address': IP, 'TPP-Session-ID': 'corp-basket' }]) {
    const r = await w.tpp.send('GET', '/v1/accounts', { headers });
    assert.equal(r.status, 400, 'revoked');
    assert.deepEqual(r.body, CORPORATE_USER);
  }
});

test('a person after a corporate GET /v1/user SCA: 400 without PSU-Corporate-ID, the corporate accounts with it, no second SCA', async () => {
  const href = await startFlow('user', 'user-corp');
  const view = await identified(href, SEED.private2);
  const nordlys = view.contexts.find((c) => c.context === 'CORPORATE')!;
  assert.equal(nordlys.label, 'Corporate — Nordlys Testhandel AS (Testavtale 2)');
  const back = await approve(href, 'CORPORATE', nordlys.agreementId);
  assert.equal(back.params.context, 'CORPORATE');
  const headers = { 'PSU-ID': back.params['psu-id']!, 'PSU-IP-Address': IP, 'TPP-Session-ID': 'user-corp', 'TPP-Redirect-URI': REDIRECT };
  for (const h of [headers, { ...headers, 'PSU-IP-Address': '' }]) {
    const r = await w.tpp.send('GET', '/v1/accounts', { headers: h });
    assert.equal(r.status, 400, r.text);
    assert.deepEqual(r.body, CONSENTED_CORPORATE);
  }
  const corp = await w.tpp.send('GET', '/v1/accounts', { headers: { ...headers, 'PSU-Corporate-ID': back.params['psu-corporate-id']! } });
  assert.equal(corp.status, 200, corp.text);
  assert.deepEqual(corp.body.accounts.map((a: { bban: string }) => a.bban).sort(), ['20072819013', '20072819129']);
});

test('one SCA across roles: a GET /v1/user SCA opens the accounts in its session; a payment or basket SCA in a new session opens it and ends the old one', async () => {
  const user = await approveSca(w.db, await startFlow('user', 'roles-1'), SEED.private1);
  assert.equal(user.params.context, 'PRIVATE');
  const psuId = user.params['psu-id']!;
  const read = (session: string) => w.tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId, 'PSU-IP-Address': IP, 'TPP-Session-ID': session, 'TPP-Redirect-URI': REDIRECT } });
  const first = await read('roles-1');
  assert.equal(first.status, 200, first.text);
  assert.deepEqual(first.body.accounts.map((a: { bban: string }) => a.bban), ['09232911044', '70323119469']);

  // A payment SCA in a new session: the accounts open there, the old session ends.
  const payment = await approveSca(w.db, await startFlow('payment', 'roles-2'), SEED.private1);
  assert.equal(payment.params['psu-id'], psuId);
  assert.equal((await read('roles-2')).status, 200);
  const old = await read('roles-1');
  assert.equal(old.status, 401);
  assert.deepEqual(old.body.tppMessages, [{ category: 'ERROR', code: 'CONSENT_EXPIRED', text: 'TPP-Session-ID roles-1 has no SCA: a new session needs a new SCA' }]);
  assert.ok(old.body._links.scaRedirect.href);

  // The same for a basket SCA; an aborted SCA in yet another session changes nothing.
  const basket = await approveSca(w.db, await startFlow('basket', 'roles-3', PRIVATE_DEBTOR, { 'PSU-ID': psuId }), SEED.private1);
  assert.equal(basket.params.code, undefined, basket.url.toString());
  assert.equal((await read('roles-3')).status, 200);
  assert.equal((await read('roles-2')).status, 401);
  await cancelSca(w.db, await startFlow('payment', 'roles-4'));
  assert.equal((await read('roles-3')).status, 200, 'an aborted SCA keeps the session');
  assert.equal((await read('roles-4')).status, 401);
  // Unattended access (no PSU-IP-Address) is not bound to a session.
  assert.equal((await w.tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': REDIRECT } })).status, 200);
});

test('a PIS-only TPP gets no account consent from its SCA; an AIS-only TPP keeps the consent flow', async () => {
  const pisOnly = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-777777', organizationName: 'Payer AS', roles: ['PSP_PI'] });
  const { tppId } = await initializeWorld(w.db, pisOnly);
  const start = await pisOnly.send('GET', '/v1/user', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'pis-only' } });
  assert.equal(start.status, 401, start.text);
  const flowId = flowIdOf(start.body._links.scaRedirect.href);
  await identifyPsu({ db: w.db, flowId, customerNumber: SEED.private1, method: 'BANKID' });
  assert.equal((await getScaView({ db: w.db, flowId }))?.consentsAccounts, false);
  const back = await approve(start.body._links.scaRedirect.href, 'PRIVATE', null);
  assert.match(back.params['psu-id']!, UUID);
  assert.equal(await w.db.consent.count({ where: { tppId } }), 0);

  const reader = await w.aisOnly.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'reader' }, body: {} });
  assert.equal(reader.status, 201, reader.text);
});

test('a private request in the session of a corporate SCA says what is wrong; a corporate request in a private session needs SCA', async () => {
  const agreementId = await agreementOf(w, SEED.corporate1);
  const priv = await approveSca(w.db, await startFlow('consent', 'mix-private'), SEED.private1);
  const psuId = priv.params['psu-id']!;
  const corp = await approveSca(w.db, await startFlow('consent', 'mix-corp'), SEED.private1, 'CORPORATE', agreementId);
  const corporateId = corp.params['psu-corporate-id']!;
  const base = { 'PSU-ID': psuId, 'PSU-IP-Address': IP, 'TPP-Redirect-URI': REDIRECT };

  const wrong = await w.tpp.send('GET', '/v1/accounts', { headers: { ...base, 'TPP-Session-ID': 'mix-corp' } });
  assert.equal(wrong.status, 400);
  assert.deepEqual(wrong.body, CORPORATE_SESSION);
  assert.equal((await w.tpp.send('GET', '/v1/accounts', { headers: { ...base, 'TPP-Session-ID': 'mix-corp', 'PSU-Corporate-ID': corporateId } })).status, 200);
  // Unattended, the private consent (180 days) still reads the private accounts.
  assert.equal((await w.tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': REDIRECT } })).status, 200);

  await approveSca(w.db, await startFlow('consent', 'mix-private-2'), SEED.private1);
  const needs = await w.tpp.send('GET', '/v1/accounts', { headers: { ...base, 'TPP-Session-ID': 'mix-private-2', 'PSU-Corporate-ID': corporateId } });
  assert.equal(needs.status, 401);
  assert.deepEqual(needs.body.tppMessages, [{ category: 'ERROR', code: 'CONSENT_INVALID', text: 'The SCA of this TPP session was given in another context: access to this corporate agreement needs an SCA in it' }]);
  assert.ok(needs.body._links.scaRedirect.href);
});

test('a corporate customer without an agreement is told why it cannot act; the identify step can be cancelled', async () => {
  const created = await w.tpp.send('POST', '/v1/sandbox/customers', { body: { customerNumber: '91234567', name: 'Solo Testfirma AS', type: 'corporate' } });
  assert.equal(created.status, 201, created.text);
  const href = await startFlow('consent', 'solo');
  const view = await identified(href, '91234567');
  assert.deepEqual(view.contexts, []);
  assert.equal(view.noContext, 'Solo Testfirma AS is a corporate customer without a corporate agreement, so it cannot act here. The company\'s agreement names who may act for it (sandbox: POST /v1/sandbox/agreements).');
  await assert.rejects(approve(href, 'PRIVATE', null), { name: 'ScaPageError', message: 'Choose one of the contexts shown' });
  const cancelled = await cancelSca(w.db, href);
  assert.equal(cancelled.params.code, 'CANCELLED');

  // Cancel before identifying (the identify step's Cancel): the TPP gets the failure parameters.
  const early = await cancelSca(w.db, await startFlow('user', 'early-cancel'));
  assert.deepEqual(early.params, { code: 'CANCELLED', message: 'The PSU cancelled the authentication', status: '400', system: 'SCA' });
});
