// Stored payment bodies (lib/payments/stored.ts) and the other stored JSON and enum-like columns are parsed with their schemas:
// the stored schemas have the keys of the request schemas (nothing is dropped on read), a stored body reads back as
// written, and a bad stored value fails loudly, naming the column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import {
  bulkEntrySchema, bulkPaymentInitiationSchema, paymentInitiationSchema, periodicPaymentInitiationSchema, remittanceStructuredSchema,
} from '../../lib/payments/schemas.ts';
import {
  readBody, readPaymentService, readPaymentStatus, readStoredPayment, storedBulkSchema, storedPeriodicSchema, storedSingleSchema, storedTransferSchema,
} from '../../lib/payments/stored.ts';
import { storedRemittanceSchema } from '../../lib/schemas/remittance-structured.ts';
import { basketPaymentIds, readBasketStatus } from '../../lib/baskets/load-basket.ts';
import { worstBasketStatus } from '../../lib/baskets/basket-status.ts';
import { readConsentContext } from '../../lib/consent/grant-consent.ts';
import { readCustomerType } from '../../lib/sandbox/shape.ts';
import { StoredValueError } from '../../lib/db/rows.ts';

const keys = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape).sort();
const stored = (column: string) => (e: unknown) => e instanceof StoredValueError && e.message.startsWith(`${column}:`);

test('the stored schemas have the keys of the request schemas', () => {
  assert.deepEqual(keys(storedSingleSchema), keys(paymentInitiationSchema));
  assert.deepEqual(keys(storedPeriodicSchema), keys(periodicPaymentInitiationSchema).filter((k) => k !== 'requestedExecutionDate'), 'periodic: requestedExecutionDate is refused');
  assert.deepEqual(keys(storedBulkSchema), keys(bulkPaymentInitiationSchema));
  assert.deepEqual(keys(storedTransferSchema), keys(bulkEntrySchema).filter((k) => k !== 'debtorAccount' && k !== 'requestedExecutionDate'), 'bulk entries: the bulk has those');
  assert.deepEqual(keys(storedRemittanceSchema), keys(remittanceStructuredSchema));
});

test('the examples of the request schemas, validated and stored, read back unchanged', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['payments', paymentInitiationSchema, paymentInitiationSchema.meta()?.example],
    ['periodic-payments', periodicPaymentInitiationSchema, periodicPaymentInitiationSchema.meta()?.example],
    ['bulk-payments', bulkPaymentInitiationSchema, bulkPaymentInitiationSchema.meta()?.example],
  ];
  for (const [service, schema, example] of cases) {
    assert.ok(example, `${service}: no example`);
    const body = schema.parse(example);
    assert.deepEqual(readBody({ service, body: JSON.stringify(body) }), body, service);
    assert.equal(readStoredPayment({ service, body: JSON.stringify(body) }).service, service);
  }
  // Every optional field at once, including the address mapped from its older names.
  const full = paymentInitiationSchema.parse({
    endToEndIdentification: 'E2E-1', instructedAmount: { currency: 'EUR', amount: '12.50' }, creditorAccount: { iban: 'DE89370400440532013000' },
    creditorAgent: 'DEUTDEFFXXX', creditorAgentName: 'Deutsche Bank', creditorName: 'Firma GmbH', creditorAddress: { street: 'Hauptstr.', buildingNumber: '1', city: 'Berlin', postalCode: '10115', country: 'DE' },
    ultimateCreditor: 'U', purposeCode: 'SUPP', chargeBearer: 'SHAR', remittanceInformationUnstructured: 'Invoice 7', regulatoryReportingCode: '26', regulatoryReportingInformation: 'Goods',
    debtorAccount: { bban: '18202818400', currency: 'NOK' }, ultimateDebtor: 'D', requestedExecutionDate: '2099-01-02',
  });
  assert.deepEqual(readBody({ service: 'payments', body: JSON.stringify(full) }), full);
});

test('a stored body, service or status that is not what this version writes fails loudly', () => {
  const single = JSON.stringify(paymentInitiationSchema.parse(paymentInitiationSchema.meta()?.example));
  assert.throws(() => readBody({ service: 'payments', body: '{"creditorName":' }), stored('Payment.body (payments)'));
  assert.throws(() => readBody({ service: 'payments', body: '{"creditorName":1}' }), stored('Payment.body (payments)'));
  assert.throws(() => readBody({ service: 'bulk-payments', body: single }), stored('Payment.body (bulk-payments)'));
  assert.throws(() => readBody({ service: 'refunds', body: single }), stored('Payment.service'));
  assert.equal(readPaymentService('periodic-payments'), 'periodic-payments');
  assert.equal(readPaymentStatus('ACSC'), 'ACSC');
  assert.throws(() => readPaymentStatus('DONE'), stored('Payment.status'));
  assert.throws(() => worstBasketStatus([{ status: 'ACTC', fundsAvailable: true }, { status: 'done', fundsAvailable: null }]), stored('Payment.status'));
});

test('signing basket rows: status and paymentIds are read with their lists', () => {
  assert.deepEqual(basketPaymentIds({ paymentIds: '["a","b"]' }), ['a', 'b']);
  assert.throws(() => basketPaymentIds({ paymentIds: '{"a":1}' }), stored('SigningBasket.paymentIds'));
  assert.equal(readBasketStatus('ACTC'), 'ACTC');
  assert.throws(() => readBasketStatus('PATC'), stored('SigningBasket.status'));
});

test('consent context and customer type are read with their lists', () => {
  assert.equal(readConsentContext('CORPORATE'), 'CORPORATE');
  assert.throws(() => readConsentContext('corporate'), stored('Consent.context'));
  assert.equal(readCustomerType('PRIVATE'), 'PRIVATE');
  assert.throws(() => readCustomerType('BUSINESS'), stored('Customer.type'));
});
