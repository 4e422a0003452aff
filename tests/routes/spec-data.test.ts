// Issue 11 rows 5-10 through the signed pipeline, every Berlin Group answer validated against the 1.3.8 yaml
// (tests/helpers/berlin-group.ts): pending transactions of authorised payments and of the sandbox, bookingStatus,
// balances after a booked payment, baskets in every state, basket headers of spec 4.1 and TPP-Redirect-Preferred,
// field limits (entryReference, lastCommittedTransaction, bankTransactionCode), the detail fields of spec 2.5,
// Deprecation/Sunset of POST /v1/consents, 406 for an Accept without JSON, paymentId in the payment status and a
// customer id given where a customer number is expected.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { getScaView } from '../../lib/hosted-sca/get-sca-view.ts';
import { approveSca, flowIdOf } from '../helpers/sca.ts';
import {
  NDCT, REDIRECT, SEED, accountOf, authorise, authoriseBasket, createPayment, customerId, daysFromToday, ndctBody, paymentWorld, psuHeaders, today, type PaymentWorld,
} from '../helpers/payments.ts';

let w: PaymentWorld;
let psuId: string;
const SESSION = 'spec-data';
const present = () => ({ 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': SESSION, 'TPP-Redirect-URI': REDIRECT });

before(async () => {
  w = await paymentWorld();
  const start = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION }, body: {} });
  assert.equal(start.status, 201, start.text);
  psuId = (await approveSca(w.db, start.body._links.scaRedirect.href, SEED.private1)).params['psu-id']!;
});
after(closeDb);

type Tx = { transactionId: string; entryReference: string; transactionAmount: { amount: string }; bankTransactionCode: string; [k: string]: unknown };

async function report(accountId: string, bookingStatus: string, extra = ''): Promise<{ booked?: Tx[]; pending?: Tx[] }> {
  const r = await w.tpp.send('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=${bookingStatus}${extra}`, { headers: present() });
  assert.equal(r.status, 200, r.text);
  return r.body.transactions;
}

const entryRef = (id: string) => id.replace(/-/g, '');

// ---- Row 5: pending transactions ----

test('an authorised payment is pending on the debtor account until the batch books it; bookingStatus booked/pending/both/all', async () => {
  const account = await accountOf(w, '09232911044');
  const id = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '123.45', currency: 'NOK' }, remittanceInformationUnstructured: 'Pending until the batch' }));
  assert.equal((await report(account.id, 'pending')).pending!.length, 0, 'RCVD (not authorised): not pending');
  await authorise(w, id);

  const pending = await report(account.id, 'pending');
  assert.equal(pending.booked, undefined, 'bookingStatus=pending lists no booked');
  assert.equal(pending.pending!.length, 1);
  const p = pending.pending![0]!;
  assert.equal(p.transactionAmount.amount, '-123.45');
  assert.equal(p.creditorName, 'Company 123');
  assert.deepEqual(p.creditorAccount, { iban: 'NO0995360573002', bban: '95360573002' });
  assert.equal(p.remittanceInformationUnstructured, 'Pending until the batch');
  assert.equal(p.bankTransactionCode, 'PMNT-ICDT-DMCT');
  assert.equal(p.entryReference, entryRef(p.transactionId));
  assert.equal(p.bookingDate, today());

  const booked = await report(account.id, 'booked');
  assert.equal(booked.pending, undefined, 'bookingStatus=booked lists no pending');
  assert.ok(!booked.booked!.some((t) => t.transactionId === p.transactionId));
  for (const status of ['both', 'all']) {
    const both = await report(account.id, status);
    assert.ok(Array.isArray(both.booked), status);
    assert.deepEqual(both.pending!.map((t) => t.transactionId), [p.transactionId], status);
  }
  // The pending one has details too (GET .../transactions/{id}), validated against the yaml.
  const details = await w.tpp.send('GET', `/v1/accounts/${account.id}/transactions/${p.transactionId}`, { headers: present() });
  assert.equal(details.status, 200, details.text);
  assert.equal(details.body.transactionsDetails.transactionDetails.transactionAmount.amount, '-123.45');

  // The batch books it: no longer pending, booked with a new (stable) id; the balance names its entryReference.
  const run = await w.tpp.send('POST', '/v1/sandbox/payments/batch');
  assert.equal(run.status, 200, run.text);
  const after = await report(account.id, 'both');
  assert.deepEqual(after.pending, []);
  const bookedTx = after.booked!.find((t) => t.remittanceInformationUnstructured === 'Pending until the batch')!;
  assert.ok(bookedTx, 'booked');
  assert.notEqual(bookedTx.transactionId, p.transactionId);
  assert.equal(bookedTx.transactionAmount.amount, '-123.45');

  // Balances after a booked payment: valid against the yaml, lastCommittedTransaction fits Max35Text and names the booking.
  const balances = await w.tpp.send('GET', `/v1/accounts/${account.id}/balances`, { headers: present() });
  assert.equal(balances.status, 200, balances.text);
  for (const b of balances.body.balances as { lastCommittedTransaction?: string }[]) {
    if (b.lastCommittedTransaction === undefined) continue;
    assert.ok(b.lastCommittedTransaction.length <= 35, b.lastCommittedTransaction);
    assert.equal(b.lastCommittedTransaction, bookedTx.entryReference);
  }
  assert.ok((balances.body.balances as { lastCommittedTransaction?: string }[]).some((b) => b.lastCommittedTransaction === bookedTx.entryReference));
  const withBalance = await w.tpp.send('GET', `/v1/accounts?withBalance=true`, { headers: present() });
  assert.equal(withBalance.status, 200, withBalance.text);
  const listed = await w.tpp.send('GET', `/v1/accounts/${account.id}/transactions?bookingStatus=both&withBalance=true`, { headers: present() });
  assert.equal(listed.status, 200, listed.text);
});

test('pending: a future-dated payment (PDNG) until its date, one waiting for funds (ACCP); cancelling removes it; standing orders never', async () => {
  const account = await accountOf(w, '70323119469'); // Regningskonto 10 000 NOK
  const future = daysFromToday(5);
  const pdng = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, requestedExecutionDate: future, remittanceInformationUnstructured: 'Future' }));
  const poor = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '50000', currency: 'NOK' }, remittanceInformationUnstructured: 'Too much' }));
  const cancelled = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, remittanceInformationUnstructured: 'Cancelled' }));
  const { requestedExecutionDate: _drop, ...single } = ndctBody({ debtorAccount: { bban: '70323119469' } });
  void _drop;
  const periodic = await createPayment(w.tpp, NDCT, { ...single, startDate: daysFromToday(3), frequency: 'Monthly' }, 'periodic-payments');
  for (const id of [pdng, poor, cancelled, periodic]) await authorise(w, id);

  const byText = async () => Object.fromEntries((await report(account.id, 'pending')).pending!.map((t) => [t.remittanceInformationUnstructured, t]));
  const before = await byText();
  assert.deepEqual(Object.keys(before).sort(), ['Cancelled', 'Future', 'Too much']);
  assert.equal(before.Future!.valueDate, future, 'value date: the execution date');
  assert.equal(before['Too much']!.transactionAmount.amount, '-50000.00');

  assert.equal((await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${cancelled}`)).status, 204);
  assert.deepEqual(Object.keys(await byText()).sort(), ['Future', 'Too much']);
  // The batch cannot book the one short of funds (ACCP again) and leaves the future one: both stay pending.
  await w.tpp.send('POST', '/v1/sandbox/payments/batch');
  assert.deepEqual(Object.keys(await byText()).sort(), ['Future', 'Too much']);
});

test('sandbox transaction creation: pending transactions, default bankTransactionCode, detail fields of spec 2.5 returned and valid', async () => {
  const account = await accountOf(w, '09232911044');
  const rate = { sourceCurrency: 'EUR', exchangeRate: '11.4512', unitCurrency: 'EUR', targetCurrency: 'NOK', quotationDate: today(), contractIdentification: 'FX-1' };
  const items = [
    { amount: 250, bookingDate: today(), debtorName: 'Ekstern AS', debtorAccount: { iban: 'NO6290491105991' }, remittanceInformationUnstructured: 'Pending in', bookingStatus: 'pending' },
    { amount: 99, bookingDate: today(), creditorName: 'Shop GmbH', creditorAccount: { iban: 'DE89370400440532013000' }, remittanceInformationUnstructured: 'No code out' },
    {
      amount: 1145.12, bookingDate: today(), debtorName: 'Euro Payer', debtorAccount: { iban: 'DE89370400440532013000' }, remittanceInformationUnstructured: 'Details',
      bankTransactionCode: 'PMNT-RCDT-XBCT', proprietaryBankTransactionCode: 'NOTPROVIDED', currencyExchange: [rate], creditorAgent: 'DNBANOKKXXX', debtorAgent: 'COBADEFF',
      additionalInformation: 'Incoming payment from abroad', remittanceInformationUnstructuredArray: ['Invoice 1', 'Order 2'],
    },
  ];
  const created = await w.tpp.send('POST', `/v1/sandbox/accounts/${account.id}/transactions`, { body: items });
  assert.equal(created.status, 201, created.text);
  const [pendingIn, noCode, details] = created.body as Record<string, unknown>[];
  assert.equal(pendingIn!.bookingStatus, 'pending');
  assert.equal(pendingIn!.bankTransactionCode, 'PMNT-RCDT-DMCT', 'default for incoming');
  assert.equal(noCode!.bankTransactionCode, 'PMNT-ICDT-DMCT', 'default for outgoing');
  assert.equal(noCode!.bookingStatus, undefined);
  assert.deepEqual(details!.currencyExchange, [rate]);

  const listed = await report(account.id, 'both');
  const pend = listed.pending!.find((t) => t.remittanceInformationUnstructured === 'Pending in')!;
  assert.equal(pend.transactionAmount.amount, '250.00');
  const out = listed.booked!.find((t) => t.remittanceInformationUnstructured === 'No code out')!;
  assert.equal(out.bankTransactionCode, 'PMNT-ICDT-DMCT');
  const d = listed.booked!.find((t) => t.remittanceInformationUnstructured === 'Details')!;
  assert.equal(d.bankTransactionCode, 'PMNT-RCDT-XBCT');
  assert.equal(d.proprietaryBankTransactionCode, 'NOTPROVIDED');
  assert.deepEqual(d.currencyExchange, [rate]);
  assert.equal(d.creditorAgent, 'DNBANOKKXXX');
  assert.equal(d.debtorAgent, 'COBADEFF');
  assert.equal(d.additionalInformation, 'Incoming payment from abroad');
  assert.deepEqual(d.remittanceInformationUnstructuredArray, ['Invoice 1', 'Order 2']);
  const one = await w.tpp.send('GET', `/v1/accounts/${account.id}/transactions/${d.transactionId}`, { headers: present() });
  assert.equal(one.status, 200, one.text);
  assert.deepEqual(one.body.transactionsDetails.transactionDetails.currencyExchange, [rate]);
  // The sandbox list carries them too.
  const sandboxList = await w.tpp.send('GET', `/v1/sandbox/accounts/${account.id}/transactions`);
  assert.equal(sandboxList.status, 200, sandboxList.text);
  for (const t of sandboxList.body as { bankTransactionCode: string }[]) assert.ok(t.bankTransactionCode.length >= 4 && t.bankTransactionCode.length <= 14, t.bankTransactionCode);

  // Malformed detail fields: 400 naming each; nothing stored.
  const count = await w.db.transaction.count({ where: { accountId: account.id } });
  const bad = await w.tpp.send('POST', `/v1/sandbox/accounts/${account.id}/transactions`, {
    body: [{ amount: 1, bookingDate: today(), debtorAccount: { iban: 'NO6290491105991' }, creditorAgent: 'dnb', bookingStatus: 'information', currencyExchange: [{ ...rate, exchangeRate: '-1' }] }],
  });
  assert.equal(bad.status, 400, bad.text);
  assert.deepEqual(
    (bad.body.tppMessages as { path: string; text: string }[]).map((m) => [m.path, m.text]).sort(),
    [
      ['[0].bookingStatus', '[0].bookingStatus: must be one of booked, pending (case-insensitive)'],
      ['[0].creditorAgent', '[0].creditorAgent: must be a BIC (ISO 9362) of 8 or 11 capital letters and digits, e.g. DNBANOKKXXX'],
      ['[0].currencyExchange[0].exchangeRate', '[0].currencyExchange[0].exchangeRate: must be a positive decimal string such as "11.4512"'],
    ],
  );
  assert.equal(await w.db.transaction.count({ where: { accountId: account.id } }), count);
});

// ---- Row 8: every id fits its declared type ----

test('ids the API emits fit their declared types: entryReference and lastCommittedTransaction Max35Text, cardTransactionId Max35Text', async () => {
  const accounts = await w.tpp.send('GET', '/v1/accounts?withBalance=true', { headers: present() });
  assert.equal(accounts.status, 200, accounts.text);
  for (const a of accounts.body.accounts as { resourceId: string }[]) {
    const t = await report(a.resourceId, 'both');
    for (const x of [...t.booked!, ...t.pending!]) {
      assert.ok(x.entryReference.length <= 35);
      assert.ok(x.bankTransactionCode.length >= 4 && x.bankTransactionCode.length <= 14, x.bankTransactionCode);
    }
  }
  const card = await w.db.cardAccount.findFirstOrThrow({ where: { worldId: w.worldId } });
  const added = await w.tpp.send('POST', `/v1/sandbox/card-accounts/${card.id}/transactions`, { body: [{ transactionAmount: { currency: card.currency, amount: 10 }, bookingDate: today() }] });
  assert.equal(added.status, 201, added.text);
  const list = await w.tpp.send('GET', `/v1/sandbox/card-accounts/${card.id}/transactions`);
  assert.equal(list.status, 200, list.text);
  assert.ok(list.body.length > 1);
  for (const t of list.body as { cardTransactionId: string }[]) assert.ok(t.cardTransactionId.length <= 35, t.cardTransactionId);
});

// ---- Row 6: baskets in every state, validated ----

const basketHeaders = async () => ({
  ...(await psuHeaders(w, SEED.private1)), 'x-accept-fix': 'amount-as-string', 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'basket', 'PSU-IP-Address': '192.0.2.10',
});

async function newBasket(paymentIds: string[], extra: Record<string, string> = {}): Promise<string> {
  const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds }, headers: { ...(await basketHeaders()), ...extra } });
  assert.equal(r.status, 201, r.text);
  return r.body.basketId as string;
}

async function basketStatus(id: string): Promise<string> {
  const got = await w.tpp.send('GET', `/v1/signing-baskets/${id}`);
  assert.equal(got.status, 200, got.text);
  const status = await w.tpp.send('GET', `/v1/signing-baskets/${id}/status`);
  assert.equal(status.status, 200, status.text);
  assert.equal(got.body.transactionStatus, status.body.transactionStatus);
  return status.body.transactionStatus as string;
}

test('baskets in every state (RCVD, ACTC, PATC, RJCT), each answer valid; ACCP without funds is RJCT, not ACTC', async () => {
  const rcvd = await newBasket([await createPayment(w.tpp, NDCT, ndctBody())]);
  assert.equal(await basketStatus(rcvd), 'RCVD');

  const actc = await newBasket([await createPayment(w.tpp, NDCT, ndctBody()), await createPayment(w.tpp, NDCT, ndctBody())]);
  await authoriseBasket(w, actc, SEED.private1);
  assert.equal(await basketStatus(actc), 'ACTC');

  // One payment fine, one short of funds: ACCP with fundsAvailable false — the basket must not hide it.
  const ok = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '1.00', currency: 'NOK' } }));
  const poor = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '90000', currency: 'NOK' } }));
  const noFunds = await newBasket([ok, poor]);
  await authoriseBasket(w, noFunds, SEED.private1);
  const poorStatus = await w.tpp.send('GET', `/v1/payments/${NDCT}/${poor}/status`);
  assert.deepEqual(
    { transactionStatus: poorStatus.body.transactionStatus, fundsAvailable: poorStatus.body.fundsAvailable },
    { transactionStatus: 'ACCP', fundsAvailable: false },
  );
  assert.equal(await basketStatus(noFunds), 'RJCT');

  // PATC: partly authorised. Authorisation moves every payment of a basket at once, so the API alone never leaves a
  // basket half-authorised; the state is written directly (one payment authorised, one not) to check the answer.
  const [a, b] = [await createPayment(w.tpp, NDCT, ndctBody()), await createPayment(w.tpp, NDCT, ndctBody())];
  const patc = await newBasket([a, b]);
  await w.db.payment.update({ where: { id: a }, data: { status: 'ACTC', fundsAvailable: true } });
  assert.equal(await basketStatus(patc), 'PATC');
});

// ---- Row 7: basket headers of spec 4.1 ----

test('basket creation: missing or malformed headers of spec 4.1 → 400 naming the header (exact bodies); nothing stored', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  const headers = await basketHeaders();
  const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
  const error = (path: string, text: string) => ({ tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path, text }] });
  const cases: [string, Record<string, string>, object][] = [
    ['no x-accept-fix', without('x-accept-fix'), error('x-accept-fix', 'x-accept-fix header is required to create a signing basket: the x-accept-fix values your client expects, e.g. amount-as-string (see the x-accept-fix guide)')],
    ['blank x-accept-fix', { ...headers, 'x-accept-fix': ' ' }, error('x-accept-fix', 'x-accept-fix header is required to create a signing basket: the x-accept-fix values your client expects, e.g. amount-as-string (see the x-accept-fix guide)')],
    ['no TPP-Session-ID', without('TPP-Session-ID'), error('TPP-Session-ID', 'TPP-Session-ID header is required to create a signing basket: an id of your user\'s session (any string, e.g. a UUID), the same on every request of that session; the SCA redirect returns it as tpp-session-id')],
    ['no TPP-Redirect-URI', without('TPP-Redirect-URI'), error('TPP-Redirect-URI', 'TPP-Redirect-URI header is required to create a signing basket: the URI of your app the PSU returns to after the basket\'s SCA')],
    ['no PSU-ID', without('PSU-ID'), error('PSU-ID', 'PSU-ID header is required to create a signing basket: the psu-id your TPP-Redirect-URI received after the PSU\'s SCA (a UUID, not the customer number)')],
    ['no PSU-IP-Address', without('PSU-IP-Address'), error('PSU-IP-Address', 'PSU-IP-Address header is required to create a signing basket: the IP address of the PSU\'s device as your server sees it')],
    ['PSU-Device-ID not a UUID', { ...headers, 'PSU-Device-ID': 'device-1' }, error('PSU-Device-ID', 'PSU-Device-ID must be a UUID')],
    ['PSU-HTTP-Method unknown', { ...headers, 'PSU-HTTP-Method': 'HEAD' }, error('PSU-HTTP-Method', 'PSU-HTTP-Method must be one of GET, POST, PUT, PATCH, DELETE')],
    ['PSU-HTTP-Method lower case', { ...headers, 'PSU-HTTP-Method': 'post' }, error('PSU-HTTP-Method', 'PSU-HTTP-Method must be one of GET, POST, PUT, PATCH, DELETE')],
    ['TPP-Redirect-Preferred not a boolean', { ...headers, 'TPP-Redirect-Preferred': 'yes' }, error('TPP-Redirect-Preferred', 'TPP-Redirect-Preferred must be one of true, false')],
  ];
  const count = await w.db.signingBasket.count();
  for (const [why, h, body] of cases) {
    const r = await w.tpp.send('POST', '/v1/signing-baskets', { body: { paymentIds: [id] }, headers: h });
    assert.equal(r.status, 400, `${why}: ${r.text}`);
    assert.deepEqual(r.body, body, why);
  }
  assert.equal(await w.db.signingBasket.count(), count, 'nothing stored');
  // All of them well-formed: created.
  await newBasket([id], { 'PSU-Device-ID': '99435c7e-ad88-49ec-a2ad-99ddcb1f5555', 'PSU-HTTP-Method': 'POST', 'TPP-Redirect-Preferred': 'true' });
});

test('TPP-Redirect-Preferred: false on basket creation asks for app/biometric SCA: the SCA page preselects it and says so', async () => {
  const sca = async (basketId: string, extra: Record<string, string> = {}) => {
    const r = await w.tpp.send('POST', `/v1/signing-baskets/${basketId}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'basket', ...extra } });
    assert.equal(r.status, 201, r.text);
    const view = await getScaView({ db: w.db, flowId: flowIdOf(r.body._links.scaRedirect.href) });
    return view && 'methodPreferred' in view ? view.methodPreferred : null;
  };
  const app = await newBasket([await createPayment(w.tpp, NDCT, ndctBody())], { 'TPP-Redirect-Preferred': 'false' });
  assert.equal(await sca(app), 'ENGANGSKODEAPP_BIOMETRI', 'kept from the creation request');
  const web = await newBasket([await createPayment(w.tpp, NDCT, ndctBody())]);
  assert.equal(await sca(web), null, 'default true: the PSU chooses');
  assert.equal(await sca(web, { 'TPP-Redirect-Preferred': 'false' }), 'ENGANGSKODEAPP_BIOMETRI', 'on the authorisation request');
  assert.equal(await sca(app, { 'X-PSU-AuthMethod-Preferred': 'HA2' }), 'HA2', 'an explicit method wins');
  const bad = await w.tpp.send('POST', `/v1/signing-baskets/${web}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Redirect-Preferred': 'nope' } });
  assert.equal(bad.status, 400, bad.text);
  assert.deepEqual(bad.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'TPP-Redirect-Preferred', text: 'TPP-Redirect-Preferred must be one of true, false' }] });
});

// ---- Row 10 ----

test('POST /v1/consents answers with Deprecation (RFC 9745), Sunset (RFC 8594) and the successor link', async () => {
  const r = await w.tpp.send('POST', '/v1/consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: { access: { allPsd2: 'allAccounts' } } });
  assert.equal(r.status, 201, r.text);
  assert.equal(r.headers.get('deprecation'), '@1733356800');
  assert.equal(r.headers.get('sunset'), 'Thu, 05 Dec 2024 00:00:00 GMT');
  assert.equal(r.headers.get('link'), '</v1/bank-offered-consents>; rel="successor-version"');
  assert.ok(r.body._links.scaRedirect.href);
  const successor = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: {} });
  assert.equal(successor.headers.get('deprecation'), null);
});

test('an Accept header that excludes JSON → 406 REQUESTED_FORMATS_INVALID with a JSON body (spec 1.4); JSON-admitting ones pass', async () => {
  const account = await accountOf(w, '09232911044');
  const body406 = (accept: string) => ({
    tppMessages: [{ category: 'ERROR', code: 'REQUESTED_FORMATS_INVALID', path: 'Accept', text: `Only application/json is supported (XML is not); the Accept header "${accept}" admits no JSON` }],
  });
  for (const accept of ['application/xml', 'text/html, application/xml;q=0.9', 'application/json;q=0', 'text/plain']) {
    const r = await w.tpp.send('GET', `/v1/accounts/${account.id}/balances`, { headers: { ...present(), Accept: accept } });
    assert.equal(r.status, 406, `${accept}: ${r.text}`);
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(r.body, body406(accept), accept);
  }
  const pis = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody(), headers: { Accept: 'application/xml' } });
  assert.equal(pis.status, 406, pis.text);
  assert.deepEqual(pis.body, body406('application/xml'));
  for (const accept of ['application/json', '*/*', 'application/*', 'application/xml, application/json;q=0.5', 'application/problem+json']) {
    const r = await w.tpp.send('GET', `/v1/accounts/${account.id}/balances`, { headers: { ...present(), Accept: accept } });
    assert.equal(r.status, 200, `${accept}: ${r.text}`);
  }
});

test('the payment status carries paymentId', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  const r = await w.tpp.send('GET', `/v1/payments/${NDCT}/${id}/status`);
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body, { transactionStatus: 'RCVD', paymentId: id });
});

test('an agreement owner (or engagement customer) given as a customer id says that a customer number is expected', async () => {
  const ownerId = await customerId(w, SEED.corporate1);
  const body = { owner: ownerId, name: 'Avtale', engagements: [{ customer: SEED.private2, account: { bban: '18202818400' }, roles: ['VIEW', 'REGISTER'] }] };
  const r = await w.tpp.send('POST', '/v1/sandbox/agreements', { body });
  assert.equal(r.status, 400, r.text);
  assert.deepEqual(r.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'owner', text: 'owner: must be a customer number (such as 18129215603), not a customerId' }] });
  const psu = await w.tpp.send('POST', '/v1/sandbox/agreements', { body: { ...body, owner: SEED.corporate1, engagements: [{ ...body.engagements[0], customer: await customerId(w, SEED.private2) }] } });
  assert.deepEqual(psu.body, {
    tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'engagements[0].customer', text: 'engagements[0].customer: must be a customer number (such as 13039319955), not a customerId' }],
  });
  const list = await w.tpp.send('GET', `/v1/sandbox/agreements?owner=${ownerId}`);
  assert.deepEqual(list.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'owner', text: 'owner: must be a customer number (such as 18129215603), not a customerId' }] });
  const tooLong = await w.tpp.send('POST', '/v1/sandbox/agreements', { body: { ...body, owner: '1'.repeat(36) } });
  assert.deepEqual(tooLong.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'owner', text: 'owner: must be at most 35 characters' }] });
});
