// Periodic payments (standing orders) and bulk payments: initiation rules, details, authorisation and cancellation.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { describePaymentForSca } from '../../lib/payments/complete-payment-authorisation.ts';
import {
  NDCT, SCT, STRAKS, REDIRECT, SEED, EXTERNAL, assertError, authorise, createPayment, daysFromToday, ndctBody, paymentWorld, statusOf, today, type PaymentWorld,
} from '../helpers/payments.ts';

let w: PaymentWorld;
before(async () => {
  w = await paymentWorld();
});
after(closeDb);

function periodicBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  const { requestedExecutionDate: _drop, ...base } = ndctBody();
  void _drop;
  return { ...base, startDate: daysFromToday(1), frequency: 'Monthly', dayOfExecution: '1', executionRule: 'following', ...over };
}

function bulkBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    batchBookingPreferred: true,
    debtorAccount: { bban: '18202818400' },
    paymentInformationId: 'bulk-1',
    payments: [
      { instructedAmount: { amount: '100.00', currency: 'NOK' }, creditorName: 'Company 123', creditorAccount: { bban: EXTERNAL.bban }, remittanceInformationUnstructured: 'Invoice 1' },
      { instructedAmount: { amount: 250.5, currency: 'NOK' }, creditorName: 'Fjordkraft AS', creditorAccount: { bban: EXTERNAL.other }, remittanceInformationStructured: { reference: '0365327', referenceType: 'SCOR' } },
    ],
    ...over,
  };
}

test('periodic: 201, details with the schedule, authorised → ACTC, cancellable', async () => {
  const r = await w.tpp.send('POST', `/v1/periodic-payments/${NDCT}`, { body: periodicBody({ endDate: daysFromToday(200) }) });
  assert.equal(r.status, 201, r.text);
  const id = r.body.paymentId as string;
  assert.equal(r.headers.get('location'), `/v1/periodic-payments/${NDCT}/${id}`);
  assert.deepEqual(r.body._links.self, { href: `/v1/periodic-payments/${NDCT}/${id}`, verbs: ['GET', 'DELETE'] });
  assert.deepEqual(r.body._links.startAuthorisation, { href: `/v1/periodic-payments/${NDCT}/${id}/authorisations`, verbs: ['POST'] });

  // The yaml's GET response is oneOf [single, periodic, bulk] without additionalProperties: false, so every periodic
  // body also matches the single-payment schema and the oneOf can never pass; the body follows
  // periodicPaymentInitiationWithStatusResponse (checked field by field here).
  const d = await w.tpp.send('GET', `/v1/periodic-payments/${NDCT}/${id}`);
  assert.equal(d.status, 200, d.text);
  assert.equal(d.body.frequency, 'Monthly');
  assert.equal(d.body.startDate, daysFromToday(1));
  assert.equal(d.body.endDate, daysFromToday(200));
  assert.equal(d.body.dayOfExecution, '1');
  assert.equal(d.body.executionRule, 'following');
  assert.equal(d.body.debtorName, 'Test Testperson 3');
  assert.equal(d.body.transactionStatus, 'RCVD');

  const auth = await w.tpp.send('POST', `/v1/periodic-payments/${NDCT}/${id}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(auth.status, 201, auth.text);
  assert.equal(auth.body._links.scaStatus.href, `/v1/periodic-payments/${NDCT}/${id}/authorisations/${auth.body.authorisationId}`);
  await authorise(w, id);
  assert.deepEqual(await statusOf(w.tpp, id, NDCT, 'periodic-payments'), { transactionStatus: 'ACTC' });

  const desc = await describePaymentForSca({ db: w.db, tppId: w.tppId, paymentId: id });
  assert.match(desc.title, /^Standing order: 100\.33 NOK every month to Company 123$/);
  assert.ok(desc.lines.some((l) => l.label === 'Last payment' && l.value === daysFromToday(200)));

  assert.equal((await w.tpp.send('DELETE', `/v1/periodic-payments/${NDCT}/${id}`)).status, 204);
  assert.equal((await statusOf(w.tpp, id, NDCT, 'periodic-payments')).transactionStatus, 'CANC');
  // A periodic payment is not a single payment.
  assertError(await w.tpp.send('GET', `/v1/payments/${NDCT}/${id}`), 403, 'RESOURCE_UNKNOWN', { text: /not a payments\// });
});

test('periodic: MonthlyVariable with distinct months is accepted', async () => {
  await createPayment(w.tpp, NDCT, periodicBody({ frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '10'], dayOfExecution: '31' }), 'periodic-payments');
  await createPayment(w.tpp, SCT, periodicBody({ instructedAmount: { amount: '10', currency: 'EUR' }, creditorAccount: { iban: 'DE89370400440532013000' }, frequency: 'Weekly' }), 'periodic-payments');
});

const periodicInvalid: { name: string; body: Record<string, unknown>; code?: string; path: string; text: RegExp }[] = [
  { name: 'MonthlyVariable with duplicate months', body: periodicBody({ frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '1'] }), path: 'monthsOfExecution[2]', text: /month 1 is given more than once/ },
  { name: 'MonthlyVariable without months', body: periodicBody({ frequency: 'MonthlyVariable' }), path: 'monthsOfExecution', text: /required with frequency MonthlyVariable/ },
  { name: 'months with Monthly', body: periodicBody({ monthsOfExecution: ['1'] }), path: 'monthsOfExecution', text: /only used with frequency MonthlyVariable/ },
  { name: 'twelve months', body: periodicBody({ frequency: 'MonthlyVariable', monthsOfExecution: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] }), path: 'monthsOfExecution', text: /at most 11/ },
  { name: 'month 13', body: periodicBody({ frequency: 'MonthlyVariable', monthsOfExecution: ['13'] }), path: 'monthsOfExecution[0]', text: /"1" to "12"/ },
  { name: 'unknown frequency', body: periodicBody({ frequency: 'Fortnightly' }), path: 'frequency', text: /one of Daily, Weekly/ },
  { name: 'day with a leading zero', body: periodicBody({ dayOfExecution: '01' }), path: 'dayOfExecution', text: /no leading zero/ },
  { name: 'unknown execution rule', body: periodicBody({ executionRule: 'nearest' }), path: 'executionRule', text: /following|preceding/ },
  { name: 'no startDate', body: periodicBody({ startDate: undefined }), path: 'startDate', text: /expected string/ },
  { name: 'startDate in the past', body: periodicBody({ startDate: daysFromToday(-1) }), code: 'EXECUTION_DATE_INVALID', path: 'startDate', text: /in the past/ },
  { name: 'endDate before startDate', body: periodicBody({ endDate: today() }), path: 'endDate', text: /must not be before startDate/ },
  { name: 'requestedExecutionDate', body: periodicBody({ requestedExecutionDate: today() }), path: 'requestedExecutionDate', text: /give startDate/ },
];

for (const c of periodicInvalid) {
  test(`periodic rejected: ${c.name}`, async () => {
    const r = await w.tpp.send('POST', `/v1/periodic-payments/${NDCT}`, { body: c.body });
    assertError(r, 400, c.code ?? 'FORMAT_ERROR', { path: c.path, text: c.text });
  });
}

test('periodic: instant payments are not offered as standing orders (404 PRODUCT_UNKNOWN)', async () => {
  const r = await w.tpp.send('POST', `/v1/periodic-payments/${STRAKS}`, { body: periodicBody() });
  assertError(r, 404, 'PRODUCT_UNKNOWN', { text: /not offered as periodic-payments/ });
});

test('bulk: 201, details with the payments (amounts as strings), authorised → ACTC with the funds of the total', async () => {
  const r = await w.tpp.send('POST', `/v1/bulk-payments/${NDCT}`, { body: bulkBody({ requestedExecutionDate: today() }) });
  assert.equal(r.status, 201, r.text);
  const id = r.body.paymentId as string;
  assert.deepEqual(r.body.transactionFees, { currency: 'NOK', amount: '0.00' });
  const d = await w.tpp.send('GET', `/v1/bulk-payments/${NDCT}/${id}`);
  assert.equal(d.status, 200, d.text);
  assert.equal(d.body.batchBookingPreferred, true);
  assert.equal(d.body.paymentInformationId, 'bulk-1');
  assert.equal(d.body.debtorName, 'Fjellvik Testbedrift AS');
  assert.deepEqual(
    d.body.payments.map((p: { instructedAmount: { amount: string } }) => p.instructedAmount.amount),
    ['100.00', '250.50'],
  );
  assert.equal(d.body.transactionStatus, 'RCVD');
  const row = await w.db.payment.findUniqueOrThrow({ where: { id } });
  assert.equal(row.amountMinor, 35050n);

  await authorise(w, id, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.deepEqual(await statusOf(w.tpp, id, NDCT, 'bulk-payments'), { transactionStatus: 'ACTC', fundsAvailable: true });
  const desc = await describePaymentForSca({ db: w.db, tppId: w.tppId, paymentId: id });
  assert.equal(desc.title, 'Bulk payment: 2 payments, 350.50 NOK in total');
  assert.deepEqual(desc.lines.find((l) => l.label === 'Payment 2'), { label: 'Payment 2', value: '250.50 NOK to Fjordkraft AS (8601.11.17947)' });
});

test('bulk: Straks bulk is booked at authorisation; a total above the funds is ACCP', async () => {
  const instant = await createPayment(w.tpp, STRAKS, bulkBody({ batchBookingPreferred: false }), 'bulk-payments');
  await authorise(w, instant, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.equal((await statusOf(w.tpp, instant, STRAKS, 'bulk-payments')).transactionStatus, 'ACSC');
  assert.equal(await w.db.transaction.count({ where: { paymentId: instant } }), 2);

  const big = await createPayment(
    w.tpp,
    NDCT,
    bulkBody({
      debtorAccount: { bban: '18202818516' },
      payments: [
        { instructedAmount: { amount: '60000', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: EXTERNAL.bban } },
        { instructedAmount: { amount: '60000', currency: 'NOK' }, creditorName: 'B', creditorAccount: { bban: EXTERNAL.other } },
      ],
    }),
    'bulk-payments',
  );
  await authorise(w, big, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.equal((await statusOf(w.tpp, big, NDCT, 'bulk-payments')).fundsAvailable, false);
});

const bulkInvalid: { name: string; body: Record<string, unknown>; code?: string; path: string; text: RegExp }[] = [
  { name: 'no payments', body: bulkBody({ payments: [] }), path: 'payments', text: /at least one payment/ },
  { name: 'no debtorAccount', body: bulkBody({ debtorAccount: undefined }), path: 'debtorAccount', text: /expected object/ },
  { name: 'debtorAccount in an entry', body: bulkBody({ payments: [{ ...ndctBody() }] }), path: 'payments[0].debtorAccount', text: /must not be given in a bulk entry/ },
  {
    name: 'mixed currencies',
    body: bulkBody({ payments: [{ instructedAmount: { amount: '1', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: EXTERNAL.bban } }, { instructedAmount: { amount: '1', currency: 'EUR' }, creditorName: 'B', creditorAccount: { bban: EXTERNAL.bban } }] }),
    path: 'payments[1].instructedAmount.currency',
    text: /same currency \(NOK\)/,
  },
  {
    name: 'invalid creditor in an entry',
    body: bulkBody({ payments: [{ instructedAmount: { amount: '1', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: EXTERNAL.bban } }, { instructedAmount: { amount: '1', currency: 'NOK' }, creditorName: 'B', creditorAccount: { bban: '95360573003' } }] }),
    path: 'payments[1].creditorAccount.bban',
    text: /MOD11 check digit is wrong/,
  },
  {
    name: 'invalid KID in an entry',
    body: bulkBody({ payments: [{ instructedAmount: { amount: '1', currency: 'NOK' }, creditorName: 'A', creditorAccount: { bban: EXTERNAL.bban }, remittanceInformationStructured: { reference: '0365321' } }] }),
    path: 'payments[0].remittanceInformationStructured.reference',
    text: /not a valid KID/,
  },
  { name: 'date in the past', body: bulkBody({ requestedExecutionDate: daysFromToday(-3) }), code: 'EXECUTION_DATE_INVALID', path: 'requestedExecutionDate', text: /in the past/ },
  { name: 'batchBookingPreferred not a boolean', body: bulkBody({ batchBookingPreferred: 'yes' }), path: 'batchBookingPreferred', text: /expected boolean/ },
];

for (const c of bulkInvalid) {
  test(`bulk rejected: ${c.name}`, async () => {
    const r = await w.tpp.send('POST', `/v1/bulk-payments/${NDCT}`, { body: c.body });
    assertError(r, 400, c.code ?? 'FORMAT_ERROR', { path: c.path, text: c.text });
  });
}

test('bulk and periodic: other TPP and AIS-only certificates are refused', async () => {
  const id = await createPayment(w.tpp, NDCT, bulkBody(), 'bulk-payments');
  assertError(await w.other.send('GET', `/v1/bulk-payments/${NDCT}/${id}`), 403, 'RESOURCE_UNKNOWN');
  assertError(await w.other.send('GET', `/v1/bulk-payments/${NDCT}/${id}/status`), 403, 'RESOURCE_UNKNOWN');
  assertError(await w.aisOnly.send('POST', `/v1/bulk-payments/${NDCT}`, { body: bulkBody() }), 401, 'ROLE_INVALID');
  assertError(await w.aisOnly.send('POST', `/v1/periodic-payments/${NDCT}`, { body: periodicBody() }), 401, 'ROLE_INVALID');
});
