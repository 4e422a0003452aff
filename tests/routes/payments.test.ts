// Single payments (PIS): initiation per product with its validation rules, details, status, cancellation,
// authorisations and the SCA completion hook — signed requests through the full pipeline, real database.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { norwegianIbanFromBban } from '../../lib/checksums/iban.ts';
import { describePaymentForSca } from '../../lib/payments/complete-payment-authorisation.ts';
import { createPayment as initiatePayment } from '../../lib/payments/create-payment.ts';
import type { PaymentInitiationBody } from '../../lib/payments/schemas.ts';
import { approveSca } from '../helpers/sca.ts';
import {
  NDCT, NCBCT, SCT, STRAKS, REDIRECT, SEED, EXTERNAL, assertError, authorise, balance, createPayment, daysFromToday, ndctBody, paymentWorld, psuHeaders,
  statusOf, today, type PaymentWorld,
} from '../helpers/payments.ts';

let w: PaymentWorld;
before(async () => {
  w = await paymentWorld();
});
after(closeDb);

const path = (id: string, product = NDCT) => `/v1/payments/${product}/${id}`;

test('NDCT: 201 RCVD with Location and links with verbs; details with debtorName; status', async () => {
  const r = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody({ ultimateDebtor: 'Company CBA', creditorAddress: { street: 'Storgata', city: 'Oslo', postalCode: '0155', country: 'NO' }, requestedExecutionDate: today() }) });
  assert.equal(r.status, 201, r.text);
  const id = r.body.paymentId as string;
  assert.match(id, /^[0-9a-f-]{36}$/);
  assert.equal(r.headers.get('location'), path(id));
  assert.deepEqual(r.body, {
    transactionStatus: 'RCVD',
    paymentId: id,
    transactionFees: { currency: 'NOK', amount: '0.00' },
    transactionFeeIndicator: false,
    _links: {
      self: { href: path(id), verbs: ['GET', 'DELETE'] },
      status: { href: `${path(id)}/status`, verbs: ['GET'] },
      startAuthorisation: { href: `${path(id)}/authorisations`, verbs: ['POST'] },
    },
  });

  const details = await w.tpp.send('GET', path(id));
  assert.equal(details.status, 200, details.text);
  assert.equal(details.body.transactionStatus, 'RCVD');
  assert.equal(details.body.debtorName, 'Test Testperson 3');
  assert.deepEqual(details.body.instructedAmount, { currency: 'NOK', amount: '100.33' });
  assert.deepEqual(details.body.debtorAccount, { bban: '09232911044', currency: 'NOK' });
  assert.deepEqual(details.body.creditorAddress, { streetName: 'Storgata', townName: 'Oslo', postCode: '0155', country: 'NO' }, 'platform address names are mapped');
  assert.equal(details.body.ultimateDebtor, 'Company CBA');
  assert.equal(details.body.requestedExecutionDate, today());

  assert.deepEqual(await statusOf(w.tpp, id), { transactionStatus: 'RCVD' });
});

test('amounts: numbers and strings are stored as strings with the currency decimals', async () => {
  for (const [amount, stored] of [[1500, '1500.00'], ['12.5', '12.50'], [0.01, '0.01'], ['7.000', '7.00']] as const) {
    const id = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount, currency: 'NOK' } }));
    const d = await w.tpp.send('GET', path(id));
    assert.equal(d.body.instructedAmount.amount, stored, String(amount));
  }
});

test('accounts of this bank are exempt from MOD11 (the sandbox uses the platform\'s own account numbers)', async () => {
  // 09232911044 (debtor) and 70323119469 (creditor) fail MOD11 but are sandbox accounts.
  await createPayment(w.tpp, NDCT, ndctBody({ creditorAccount: { bban: '70323119469' } }));
  await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { iban: 'NO7809232911044' }, creditorAccount: { iban: 'NO8870323119469' } }));
});

test('the platform\'s NDCT documentation sample is rejected: typo, invalid KID, KID together with a message', async () => {
  const sample = {
    instructedAmount: { amount: '100.33', currency: 'NOK' },
    creditorName: 'Company 123',
    creditorAccount: { bban: '95360573002', currency: 'NOK' },
    creditorAddress: { country: 'NO' },
    debtorAccount: { bban: '09232911044', currency: 'NOK' },
    ultimateDebtor: 'Company CBA',
    remittanceInformationUnstructured: 'Kredittrente',
    remittanceInformationStructuredArray: [
      { reference: '99754667145676221', referenceType: 'SCOR' },
      { reference: '33523568', referencType: 'CINV', referenceIssuer: 'BITS-EFAKTURA' },
    ] as Record<string, string>[],
    requestedExecutionDate: today(),
  };
  const typo = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: sample });
  assertError(typo, 400, 'FORMAT_ERROR', { path: 'remittanceInformationStructuredArray[1]', text: /unknown field\(s\) referencType/ });
  const texts = (typo.body.tppMessages as { text: string }[]).map((m) => m.text);
  assert.ok(texts.some((t) => /99754667145676221 is not a valid KID: its check digit fails both MOD10 and MOD11 \(this is the sample KID of the platform documentation/.test(t)), typo.text);
  assert.ok(texts.some((t) => /a KID and a free-text message cannot both be given/.test(t)), typo.text);
  assert.ok(!texts.some((t) => /33523568/.test(t)), 'the malformed entry is not judged as a KID');

  const fixed = structuredClone(sample);
  fixed.remittanceInformationStructuredArray[1] = { reference: '33523568', referenceType: 'CINV', referenceIssuer: 'BITS-EFAKTURA' };
  delete (fixed as Partial<typeof fixed>).remittanceInformationUnstructured;
  const kid = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: fixed });
  assertError(kid, 400, 'FORMAT_ERROR', { path: 'remittanceInformationStructuredArray[0].reference', text: /sample KID of the platform documentation/ });

  fixed.remittanceInformationStructuredArray[0] = { reference: '0365327', referenceType: 'SCOR' };
  const ok = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: fixed });
  assert.equal(ok.status, 201, ok.text);
});

test('KIDs: MOD10 and MOD11 (with "-") pass, untyped references are KIDs, RF creditor references', async () => {
  for (const reference of ['0365320', '0365327', '2440997-', '1476074371486']) {
    await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '55.00', currency: 'NOK' }, remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference } }));
  }
  await createPayment(w.tpp, SCT, {
    instructedAmount: { amount: '10.00', currency: 'EUR' },
    creditorName: 'Hamburger Fischgroßhandel GmbH',
    creditorAccount: { iban: 'DE89370400440532013000' },
    debtorAccount: { bban: '20072819129' },
    remittanceInformationStructured: { reference: 'RF18539007547034', referenceType: 'SCOR' },
  });
});

const invalid: { name: string; product?: string; body: Record<string, unknown>; status?: number; code?: string; path: string; text: RegExp }[] = [
  { name: 'amount 0', body: ndctBody({ instructedAmount: { amount: '0.00', currency: 'NOK' } }), path: 'instructedAmount.amount', text: /more than 0/ },
  { name: 'negative amount', body: ndctBody({ instructedAmount: { amount: '-5', currency: 'NOK' } }), path: 'instructedAmount.amount', text: /must not be negative/ },
  { name: 'three decimals in NOK', body: ndctBody({ instructedAmount: { amount: '10.123', currency: 'NOK' } }), path: 'instructedAmount.amount', text: /more decimals than NOK allows \(2\)/ },
  { name: 'amount with comma', body: ndctBody({ instructedAmount: { amount: '10,50', currency: 'NOK' } }), path: 'instructedAmount.amount', text: /dot as decimal separator/ },
  { name: 'unknown currency', body: ndctBody({ instructedAmount: { amount: '10', currency: 'NOX' } }), path: 'instructedAmount.currency', text: /ISO 4217/ },
  { name: 'EUR for NDCT', body: ndctBody({ instructedAmount: { amount: '10', currency: 'EUR' } }), path: 'instructedAmount.currency', text: /NDCT payments are in NOK, not EUR/ },
  { name: 'creditor BBAN fails MOD11', body: ndctBody({ creditorAccount: { bban: '95360573003' } }), path: 'creditorAccount.bban', text: /95360573003 is not a valid Norwegian account number: the MOD11 check digit is wrong/ },
  { name: 'creditor BBAN with dots', body: ndctBody({ creditorAccount: { bban: '9536.05.73002' } }), path: 'creditorAccount.bban', text: /letters and digits/ },
  { name: 'creditor BBAN too short', body: ndctBody({ creditorAccount: { bban: '9536057300' } }), path: 'creditorAccount.bban', text: /11 digits/ },
  { name: 'creditor IBAN fails MOD 97', body: ndctBody({ creditorAccount: { iban: 'NO9486011117947' } }), path: 'creditorAccount.iban', text: /MOD 97/ },
  { name: 'NO IBAN whose BBAN fails MOD11', body: ndctBody({ creditorAccount: { iban: norwegianIbanFromBban('95360573003') } }), path: 'creditorAccount.iban', text: /fails the MOD11 check digit/ },
  { name: 'foreign IBAN for NDCT', body: ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' } }), path: 'creditorAccount.iban', text: /Norwegian accounts only/ },
  { name: 'IBAN and BBAN disagree', body: ndctBody({ creditorAccount: { iban: 'NO9386011117947', bban: '95360573002' } }), path: 'creditorAccount.bban', text: /not the account number inside iban/ },
  { name: 'no creditor account', body: ndctBody({ creditorAccount: {} }), path: 'creditorAccount', text: /give the account as iban or bban/ },
  { name: 'no creditorName', body: ndctBody({ creditorName: undefined }), path: 'creditorName', text: /expected string/ },
  { name: 'creditorName too long', body: ndctBody({ creditorName: 'x'.repeat(71) }), path: 'creditorName', text: /at most 70 characters/ },
  { name: 'message too long', body: ndctBody({ remittanceInformationUnstructured: 'x'.repeat(141) }), path: 'remittanceInformationUnstructured', text: /at most 140/ },
  { name: 'emoji in the message', body: ndctBody({ remittanceInformationUnstructured: 'Takk 🎉' }), path: 'remittanceInformationUnstructured', text: /U\+1F389.*cannot store/ },
  { name: 'unknown debtor account', body: ndctBody({ debtorAccount: { bban: EXTERNAL.other } }), path: 'debtorAccount.bban', text: /86011117947 is not an account of this bank/ },
  { name: 'debtor BBAN fails MOD11', body: ndctBody({ debtorAccount: { bban: '12345678901' } }), path: 'debtorAccount.bban', text: /MOD11 check digit is wrong/ },
  { name: 'debtor currency mismatch', body: ndctBody({ debtorAccount: { bban: '09232911044', currency: 'EUR' } }), path: 'debtorAccount.currency', text: /the account is in NOK, not EUR/ },
  { name: 'creditor is the debtor', body: ndctBody({ creditorAccount: { bban: '09232911044' } }), path: 'creditorAccount', text: /is the debtor account/ },
  { name: 'KID and message', body: ndctBody({ remittanceInformationStructuredArray: [{ reference: '0365327', referenceType: 'SCOR' }] }), path: 'remittanceInformationUnstructured', text: /KID and a free-text message cannot both be given/ },
  { name: 'KID check digit wrong', body: ndctBody({ remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: '0365321', referenceType: 'SCOR' }] }), path: 'remittanceInformationStructuredArray[0].reference', text: /0365321 is not a valid KID: its check digit fails both MOD10 and MOD11/ },
  { name: 'KID with letters', body: ndctBody({ remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: 'INV-12' } }), path: 'remittanceInformationStructured.reference', text: /2 to 25 digits/ },
  { name: 'two KIDs', body: ndctBody({ remittanceInformationUnstructured: undefined, remittanceInformationStructuredArray: [{ reference: '0365327' }, { reference: '0365320', referenceType: 'SCOR' }] }), path: 'remittanceInformationStructuredArray[1].reference', text: /only one KID/ },
  { name: 'structured and array', body: ndctBody({ remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '0365327' }, remittanceInformationStructuredArray: [{ reference: '0365327' }] }), path: 'remittanceInformationStructured', text: /not both/ },
  { name: 'date in the past', body: ndctBody({ requestedExecutionDate: daysFromToday(-1) }), code: 'EXECUTION_DATE_INVALID', path: 'requestedExecutionDate', text: /is in the past; the earliest date is today/ },
  { name: 'date too far ahead', body: ndctBody({ requestedExecutionDate: daysFromToday(400) }), code: 'EXECUTION_DATE_INVALID', path: 'requestedExecutionDate', text: /more than 365 days ahead/ },
  { name: 'not a date', body: ndctBody({ requestedExecutionDate: '2025-02-30' }), path: 'requestedExecutionDate', text: /YYYY-MM-DD/ },
  { name: 'instant with a future date', product: STRAKS, body: ndctBody({ requestedExecutionDate: daysFromToday(1) }), code: 'EXECUTION_DATE_INVALID', path: 'requestedExecutionDate', text: /instant payments are executed at once/ },
  { name: 'SCT with a BBAN creditor', product: SCT, body: ndctBody({ instructedAmount: { amount: '10', currency: 'EUR' } }), path: 'creditorAccount', text: /SCT needs the creditor account as iban/ },
  { name: 'SCT in NOK', product: SCT, body: ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' } }), path: 'instructedAmount.currency', text: /SCT payments are in EUR, not NOK/ },
  { name: 'SCT IBAN of wrong length', product: SCT, body: ndctBody({ instructedAmount: { amount: '10', currency: 'EUR' }, creditorAccount: { iban: 'DE8937040044053201300' } }), path: 'creditorAccount.iban', text: /MOD 97|wrong length/ },
  { name: 'NCBCT without address and reporting code', product: NCBCT, body: ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' } }), path: 'creditorAddress', text: /required for cross-border payments/ },
  { name: 'NCBCT BBAN creditor without agent', product: NCBCT, body: ndctBody({ creditorAccount: { bban: '0532013000' }, creditorAddress: { country: 'US' }, regulatoryReportingCode: '26' }), path: 'creditorAgent', text: /BIC of the creditor bank/ },
  { name: 'NCBCT bad reporting code', product: NCBCT, body: ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' }, creditorAddress: { country: 'DE' }, regulatoryReportingCode: 'ABC' }), path: 'regulatoryReportingCode', text: /two-digit/ },
  { name: 'bad BIC', product: NCBCT, body: ndctBody({ creditorAccount: { iban: 'DE89370400440532013000' }, creditorAddress: { country: 'DE' }, regulatoryReportingCode: '26', creditorAgent: 'DEUT' }), path: 'creditorAgent', text: /must be a BIC/ },
  { name: 'no conversion rate', product: NCBCT, body: ndctBody({ instructedAmount: { amount: '10', currency: 'JPY' }, creditorAccount: { iban: 'DE89370400440532013000' }, creditorAddress: { country: 'DE' }, regulatoryReportingCode: '26' }), path: 'instructedAmount.currency', text: /cannot pay JPY from a NOK account/ },
];

for (const c of invalid) {
  test(`rejected: ${c.name}`, async () => {
    const r = await w.tpp.send('POST', `/v1/payments/${c.product ?? NDCT}`, { body: c.body });
    assertError(r, c.status ?? 400, c.code ?? 'FORMAT_ERROR', { path: c.path, text: c.text });
  });
}

test('products: NCBCT, SCT and Straks are created; unknown products are 404 PRODUCT_UNKNOWN', async () => {
  await createPayment(w.tpp, NCBCT, {
    instructedAmount: { amount: '150000', currency: 'NOK' },
    creditorName: 'Logistique Atlantique SARL',
    creditorAccount: { iban: 'FR1420041010050500013M02606' },
    creditorAgent: 'PSSTFRPPXXX',
    creditorAddress: { streetName: 'Rue Bleue', buildingNumber: '8', townName: 'Paris', postCode: '75009', country: 'FR' },
    debtorAccount: { bban: '18202818400' },
    regulatoryReportingCode: '26',
    regulatoryReportingInformation: 'Freight services',
    chargeBearer: 'SHAR',
  });
  await createPayment(w.tpp, NCBCT, {
    instructedAmount: { amount: '2000', currency: 'USD' },
    creditorName: 'Seattle Seafood Inc',
    creditorAccount: { bban: '0532013000' },
    creditorAgent: 'CHASUS33XXX',
    creditorAddress: { country: 'US' },
    debtorAccount: { bban: '18202818400' },
    regulatoryReportingCode: '14',
  });
  await createPayment(w.tpp, STRAKS, ndctBody());
  await createPayment(w.tpp, SCT, { ...ndctBody({ instructedAmount: { amount: '12.50', currency: 'EUR' }, creditorAccount: { iban: 'NL91ABNA0417164300' } }) });

  const unknown = await w.tpp.send('POST', '/v1/payments/domestic-norway-credit-transfers', { body: ndctBody() });
  assertError(unknown, 404, 'PRODUCT_UNKNOWN', { text: /not offered; use one of norwegian-domestic-credit-transfers/ });
  const unknownGet = await w.tpp.send('GET', '/v1/payments/target-2-payments/abc');
  assertError(unknownGet, 404, 'PRODUCT_UNKNOWN');
  const noBody = await w.tpp.send('POST', `/v1/payments/${NDCT}`);
  assertError(noBody, 400, 'FORMAT_ERROR', { text: /A JSON request body is required/ });
});

test('logical duplicates (NDCT): rejected within 24 h unless allowLogicalDuplicate=true', async () => {
  const body = ndctBody({ instructedAmount: { amount: '321.00', currency: 'NOK' }, remittanceInformationUnstructured: 'Husleie mars' });
  const first = await createPayment(w.tpp, NDCT, body);
  const again = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: { ...body, instructedAmount: { amount: 321, currency: 'NOK' } } });
  assertError(again, 400, 'FORMAT_ERROR', { path: 'allowLogicalDuplicate', text: new RegExp(`Logical duplicate: payment ${first}.*allowLogicalDuplicate=true`) });

  const allowed = await w.tpp.send('POST', `/v1/payments/${NDCT}?allowLogicalDuplicate=true`, { body });
  assert.equal(allowed.status, 201, allowed.text);
  const notBoolean = await w.tpp.send('POST', `/v1/payments/${NDCT}?allowLogicalDuplicate=yes`, { body });
  assertError(notBoolean, 400, 'FORMAT_ERROR', { path: 'allowLogicalDuplicate', text: /true or false/ });

  // Another reference, amount or date is not a duplicate; another TPP has its own payments.
  await createPayment(w.tpp, NDCT, { ...body, remittanceInformationUnstructured: 'Husleie april' });
  await createPayment(w.tpp, NDCT, { ...body, requestedExecutionDate: daysFromToday(3) });
  await createPayment(w.other, NDCT, body);
  // Other products are not checked.
  await createPayment(w.tpp, STRAKS, body);
  await createPayment(w.tpp, STRAKS, body);

  // Cancelled payments do not count.
  const cancelBody = ndctBody({ remittanceInformationUnstructured: 'Once' });
  const c1 = await createPayment(w.tpp, NDCT, cancelBody);
  for (const id of [first, allowed.body.paymentId, c1]) assert.equal((await w.tpp.send('DELETE', path(id))).status, 204);
  await createPayment(w.tpp, NDCT, cancelBody);
});

test('logical duplicates sent at once: one is created, the others are refused and nothing else is stored', async () => {
  const body = ndctBody({ instructedAmount: { amount: '77.70', currency: 'NOK' }, remittanceInformationUnstructured: 'Dobbeltklikk' });
  const before = await w.db.payment.count();
  const results = await Promise.all(Array.from({ length: 4 }, () => w.tpp.send('POST', `/v1/payments/${NDCT}`, { body })));
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 400, 400, 400], results.map((r) => r.text).join('\n'));
  const created = results.find((r) => r.status === 201)!.body.paymentId as string;
  for (const r of results.filter((r) => r.status === 400)) {
    assertError(r, 400, 'FORMAT_ERROR', { path: 'allowLogicalDuplicate', text: new RegExp(`Logical duplicate: payment ${created}`) });
  }
  assert.equal(await w.db.payment.count(), before + 1, 'the refused payments are not stored');
  // The same through the domain function, eight at once: on PostgreSQL these run on several pool connections at
  // the same moment (the HTTP requests above mostly do not), where a check in the INSERT's own snapshot let twins in.
  const twin = ndctBody({ instructedAmount: { amount: '77.71', currency: 'NOK' }, remittanceInformationUnstructured: 'Dobbeltklikk' }) as PaymentInitiationBody;
  const initiated = await Promise.allSettled(Array.from({ length: 8 }, () => initiatePayment({ db: w.db, tppId: w.tppId, worldId: w.worldId, service: 'payments', product: NDCT, body: twin, now: new Date() })));
  assert.equal(initiated.filter((r) => r.status === 'fulfilled').length, 1, initiated.map((r) => (r.status === 'rejected' ? String(r.reason) : 'created')).join('\n'));
  for (const r of initiated) if (r.status === 'rejected') assert.match(String(r.reason), /Logical duplicate/);
  assert.equal(await w.db.payment.count(), before + 2);
  // With allowLogicalDuplicate=true both are created, also at once.
  const allowed = await Promise.all([1, 2].map(() => w.tpp.send('POST', `/v1/payments/${NDCT}?allowLogicalDuplicate=true`, { body })));
  assert.deepEqual(allowed.map((r) => r.status), [201, 201], allowed.map((r) => r.text).join('\n'));
});

test('PSU-ID: the debtor account must be one the PSU may pay from', async () => {
  const own = await psuHeaders(w, SEED.private1);
  await createPayment(w.tpp, NDCT, ndctBody(), 'payments', own);
  const foreign = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody({ debtorAccount: { bban: '74712699947' } }), headers: own });
  assertError(foreign, 400, 'FORMAT_ERROR', { path: 'debtorAccount', text: /cannot pay from this account: it is not among the PSU's own accounts/ });
  const corporateWithoutId = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody({ debtorAccount: { bban: '18202818400' } }), headers: own });
  assertError(corporateWithoutId, 400, 'FORMAT_ERROR', { path: 'debtorAccount', text: /send PSU-Corporate-ID/ });
  const corporate = await psuHeaders(w, SEED.private1, SEED.corporate1);
  await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '18202818400' } }), 'payments', corporate);
  const wrongAgreement = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody({ debtorAccount: { bban: '20072819013' } }), headers: corporate });
  assertError(wrongAgreement, 400, 'FORMAT_ERROR', { path: 'debtorAccount', text: /corporate agreement Testavtale 1/ });
  const badPsuId = await w.tpp.send('POST', `/v1/payments/${NDCT}`, { body: ndctBody(), headers: { 'PSU-ID': 'not-a-uuid' } });
  assertError(badPsuId, 400, 'FORMAT_ERROR', { path: 'PSU-ID' });
});

test('only the TPP\'s own payments: another TPP gets 403 RESOURCE_UNKNOWN, like an unknown id', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  const unknownId = '00000000-0000-4000-8000-000000000000';
  for (const [method, suffix] of [['GET', ''], ['GET', '/status'], ['DELETE', ''], ['POST', '/authorisations'], ['GET', '/authorisations'], ['GET', '/authorisations/x']] as const) {
    const theirs = await w.other.send(method, `${path(id)}${suffix}`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
    assertError(theirs, 403, 'RESOURCE_UNKNOWN', { text: new RegExp(`No payment ${id} exists for this TPP`) });
    const unknown = await w.tpp.send(method, `${path(unknownId)}${suffix}`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
    assertError(unknown, 403, 'RESOURCE_UNKNOWN', { text: /No payment .* exists for this TPP/ });
  }
  assert.equal((await statusOf(w.tpp, id)).transactionStatus, 'RCVD', 'untouched');
  const wrongProduct = await w.tpp.send('GET', path(id, SCT));
  assertError(wrongProduct, 403, 'RESOURCE_UNKNOWN', { text: new RegExp(`address it as /v1/payments/${NDCT}/${id}`) });
  const wrongService = await w.tpp.send('GET', `/v1/bulk-payments/${NDCT}/${id}`);
  assertError(wrongService, 403, 'RESOURCE_UNKNOWN');
  await assert.rejects(describePaymentForSca({ db: w.db, tppId: w.otherTppId, paymentId: id }), /No payment/);
});

test('roles: a PSP_AI-only certificate gets 401 ROLE_INVALID', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  for (const [method, p] of [['POST', `/v1/payments/${NDCT}`], ['GET', path(id)], ['GET', `${path(id)}/status`], ['DELETE', path(id)], ['POST', `${path(id)}/authorisations`]] as const) {
    const r = await w.aisOnly.send(method, p, method === 'POST' && p.endsWith(NDCT) ? { body: ndctBody() } : {});
    assertError(r, 401, 'ROLE_INVALID', { text: /needs the PSD2 role PSP_PI/ });
  }
});

test('authorisation: TPP-Redirect-URI required; 201 started with scaRedirect; list; scaStatus; hosted flow finalises', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  const noRedirect = await w.tpp.send('POST', `${path(id)}/authorisations`);
  assertError(noRedirect, 400, 'FORMAT_ERROR', { path: 'TPP-Redirect-URI' });

  const started = await w.tpp.send('POST', `${path(id)}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'session-1' } });
  assert.equal(started.status, 201, started.text);
  const authId = started.body.authorisationId as string;
  assert.equal(started.body.scaStatus, 'started');
  assert.match(started.body._links.scaRedirect.href, new RegExp(`/sca/${authId}\\?flow=psd2&context=PIS$`));
  assert.deepEqual(started.body._links.scaRedirect.verbs, ['GET']);
  assert.deepEqual(started.body._links.scaStatus, { href: `${path(id)}/authorisations/${authId}`, verbs: ['GET'] });

  const list = await w.tpp.send('GET', `${path(id)}/authorisations`);
  assert.deepEqual(list.body, { authorisationIds: [authId] });
  assert.deepEqual((await w.tpp.send('GET', `${path(id)}/authorisations/${authId}`)).body, { scaStatus: 'started' });
  assertError(await w.tpp.send('GET', `${path(id)}/authorisations/00000000-0000-4000-8000-000000000000`), 403, 'RESOURCE_UNKNOWN');

  // The PSU completes the hosted SCA page (which calls completePaymentAuthorisation).
  const back = await approveSca(w.db, started.body._links.scaRedirect.href, SEED.private1);
  assert.equal(back.params['tpp-session-id'], 'session-1');
  assert.ok(back.params['psu-id']);
  assert.deepEqual((await w.tpp.send('GET', `${path(id)}/authorisations/${authId}`)).body, { scaStatus: 'finalised' });
  assert.deepEqual(await statusOf(w.tpp, id), { transactionStatus: 'ACTC', fundsAvailable: true });

  const again = await w.tpp.send('POST', `${path(id)}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assertError(again, 409, 'STATUS_INVALID', { text: /its status is ACTC/ });
});

test('completion hook: the PSU must be able to pay from the debtor account, else PAYMENT_FAILED and nothing changes', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  await assert.rejects(authorise(w, id, SEED.private2), (e: Error & { code?: string }) => e.code === 'PAYMENT_FAILED' && /not one of your accounts/.test(e.message));
  await assert.rejects(authorise(w, id, SEED.private1, 'CORPORATE', SEED.corporate1), (e: Error & { code?: string }) => e.code === 'PAYMENT_FAILED' && /agreement/.test(e.message));
  assert.equal((await statusOf(w.tpp, id)).transactionStatus, 'RCVD');

  const corporate = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '18202818400' } }));
  await assert.rejects(authorise(w, corporate, SEED.private1), /not one of your accounts/);
  await assert.rejects(authorise(w, corporate, SEED.private2, 'CORPORATE', SEED.corporate2), /agreement/);
  await authorise(w, corporate, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.deepEqual(await statusOf(w.tpp, corporate), { transactionStatus: 'ACTC', fundsAvailable: true });
  await assert.rejects(authorise(w, corporate, SEED.private1, 'CORPORATE', SEED.corporate1), /not waiting for authorisation \(status ACTC\)/);

  // Without the REGISTER role the PSU cannot pay from a corporate account.
  await w.db.engagement.updateMany({ where: { worldId: w.worldId, account: { bban: '18202818516' } }, data: { roles: 'VIEW' } });
  const viewOnly = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '18202818516' } }));
  await assert.rejects(authorise(w, viewOnly, SEED.private1, 'CORPORATE', SEED.corporate1), /register payments/);
  await w.db.engagement.updateMany({ where: { worldId: w.worldId, account: { bban: '18202818516' } }, data: { roles: 'VIEW,REGISTER' } });
});

test('insufficient funds: ACCP with fundsAvailable false and a psuMessage, never 500', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '10000.01', currency: 'NOK' } }));
  await authorise(w, id);
  const status = await statusOf(w.tpp, id);
  assert.equal(status.transactionStatus, 'ACCP');
  assert.equal(status.fundsAvailable, false);
  assert.match(status.psuMessage ?? '', /Insufficient funds/);
  // Exactly the balance is enough.
  const exact = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '10000.00', currency: 'NOK' } }));
  await authorise(w, exact);
  assert.deepEqual(await statusOf(w.tpp, exact), { transactionStatus: 'ACTC', fundsAvailable: true });
});

test('future execution date: PDNG after authorisation, and a pending payment cannot be deleted (405)', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody({ requestedExecutionDate: daysFromToday(5) }));
  await authorise(w, id);
  assert.deepEqual(await statusOf(w.tpp, id), { transactionStatus: 'PDNG' });
  const del = await w.tpp.send('DELETE', path(id));
  assertError(del, 405, 'CANCELLATION_INVALID', { text: /pending \(PDNG.*cannot be deleted/ });
});

test('instant (Straks): booked at authorisation, debtor debited and an internal creditor credited', async () => {
  const debtorBefore = await balance(w, '74712699947');
  const creditorBefore = await balance(w, '24628359081', 'interimAvailable');
  const id = await createPayment(w.tpp, STRAKS, ndctBody({ debtorAccount: { bban: '74712699947' }, creditorAccount: { bban: '24628359081' }, instructedAmount: { amount: '250.50', currency: 'NOK' } }));
  await authorise(w, id, SEED.private2);
  assert.deepEqual(await statusOf(w.tpp, id, STRAKS), { transactionStatus: 'ACSC' });
  assert.equal(await balance(w, '74712699947'), debtorBefore - 25050n);
  assert.equal(await balance(w, '74712699947', 'interimAvailable'), debtorBefore - 25050n);
  assert.equal(await balance(w, '24628359081', 'interimAvailable'), creditorBefore + 25050n);
  const txs = await w.db.transaction.findMany({ where: { paymentId: id }, include: { account: { select: { bban: true } } }, orderBy: { seq: 'asc' } });
  assert.equal(txs.length, 2);
  assert.deepEqual(
    txs.map((t) => [t.account?.bban, t.amountMinor, t.bookingStatus, t.bankTransactionCode, t.bookingDate]),
    [
      ['74712699947', -25050n, 'BOOKED', 'PMNT-ICDT-DMCT', today()],
      ['24628359081', 25050n, 'BOOKED', 'PMNT-RCDT-DMCT', today()],
    ],
  );
  assert.equal(txs[0]!.debtorName, 'Test Testperson 2');
  assert.equal(txs[0]!.creditorBban, '24628359081');
  assertError(await w.tpp.send('DELETE', path(id, STRAKS)), 405, 'CANCELLATION_INVALID', { text: /already booked/ });

  // Straks without funds: ACCP with fundsAvailable false; nothing booked.
  const poor = await createPayment(w.tpp, STRAKS, ndctBody({ debtorAccount: { bban: '24628359081' }, instructedAmount: { amount: '999999', currency: 'NOK' } }));
  await authorise(w, poor, SEED.private2);
  assert.equal((await statusOf(w.tpp, poor, STRAKS)).fundsAvailable, false);
  assert.equal(await w.db.transaction.count({ where: { paymentId: poor, bookingStatus: 'BOOKED' } }), 0);
  assert.equal(await w.db.transaction.count({ where: { paymentId: poor, bookingStatus: 'PENDING' } }), 1, 'waiting for funds: pending');
});

test('cancellation: RCVD and ACTC → 204 and CANC; final statuses → 405', async () => {
  const received = await createPayment(w.tpp, NDCT, ndctBody());
  const del = await w.tpp.send('DELETE', path(received));
  assert.equal(del.status, 204, del.text);
  assert.equal(del.text, '');
  assert.deepEqual(await statusOf(w.tpp, received), { transactionStatus: 'CANC' });
  assertError(await w.tpp.send('DELETE', path(received)), 405, 'CANCELLATION_INVALID', { text: /already cancelled/ });
  assertError(await w.tpp.send('POST', `${path(received)}/authorisations`, { headers: { 'TPP-Redirect-URI': REDIRECT } }), 409, 'STATUS_INVALID');

  const authorised = await createPayment(w.tpp, NDCT, ndctBody());
  await authorise(w, authorised);
  assert.equal((await w.tpp.send('DELETE', path(authorised))).status, 204);
  assert.equal((await statusOf(w.tpp, authorised)).transactionStatus, 'CANC');

  // A cancelled payment cannot be authorised by a flow that was already open.
  const open = await createPayment(w.tpp, NDCT, ndctBody());
  assert.equal((await w.tpp.send('DELETE', path(open))).status, 204);
  await assert.rejects(authorise(w, open), /cancelled by the TPP/);
});

test('describePaymentForSca: what the PSU approves', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody({ remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '0365327' }, requestedExecutionDate: daysFromToday(2) }));
  const d = await describePaymentForSca({ db: w.db, tppId: w.tppId, paymentId: id });
  assert.equal(d.title, 'Pay 100.33 NOK to Company 123');
  assert.deepEqual(d.lines, [
    { label: 'Payment type', value: 'Domestic payment' },
    { label: 'Amount', value: '100.33 NOK' },
    { label: 'To', value: 'Company 123' },
    { label: 'To account', value: '9536.05.73002' },
    { label: 'From account', value: 'Totalkonto, 0923.29.11044' },
    { label: 'KID', value: '0365327' },
    { label: 'Execution date', value: daysFromToday(2) },
  ]);
});
