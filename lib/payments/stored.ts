// The payment as stored (Payment.body: the validated, normalised request JSON), its schema, and helpers to read it.
// Every read parses the body with the schema of its service (lib/db/rows.ts jsonColumn): a body that is not what this
// version writes fails loudly instead of being cast. The parse costs under a µs more per payment, so zod stays
// (docs/decisions/0028-stored-rows-read-with-their-schemas.md).
import { z } from 'zod';
import { norwegianIbanFromBban } from '../checksums/iban.ts';
import { enumColumn, jsonColumn, StoredValueError } from '../db/rows.ts';
import { storedRemittanceSchema, type StoredRemittance } from '../schemas/remittance-structured.ts';
import { PAYMENT_SERVICES, type PaymentService } from './products.ts';
import { TRANSACTION_STATUSES } from './schemas.ts';
import { isCreditorReferenceType } from './references.ts';

// The stored form is the output of the request schemas (lib/payments/schemas.ts) with amounts as canonical decimal
// strings: the same keys (tests/unit/stored-values.test.ts compares them), checked for shape only — the request
// rules (checksums, KID, dates) were applied when it was created.

const storedAccountSchema = z.object({ iban: z.string().optional(), bban: z.string().optional(), currency: z.string().optional() });

const storedAddressSchema = z.object({
  streetName: z.string().optional(),
  buildingNumber: z.string().optional(),
  townName: z.string().optional(),
  postCode: z.string().optional(),
  country: z.string(),
});

const transferShape = {
  endToEndIdentification: z.string().optional(),
  instructedAmount: z.object({ currency: z.string(), amount: z.string() }),
  creditorAccount: storedAccountSchema,
  creditorAgent: z.string().optional(),
  creditorAgentName: z.string().optional(),
  creditorName: z.string(),
  creditorAddress: storedAddressSchema.optional(),
  ultimateCreditor: z.string().optional(),
  purposeCode: z.string().optional(),
  chargeBearer: z.enum(['DEBT', 'CRED', 'SHAR', 'SLEV']).optional(),
  remittanceInformationUnstructured: z.string().optional(),
  remittanceInformationStructured: storedRemittanceSchema.optional(),
  remittanceInformationStructuredArray: z.array(storedRemittanceSchema).optional(),
  regulatoryReportingCode: z.string().optional(),
  regulatoryReportingInformation: z.string().optional(),
};

/** One credit transfer: a single payment, a standing order, or an entry of a bulk. */
export const storedTransferSchema = z.object(transferShape);

export const storedSingleSchema = z.object({
  ...transferShape,
  debtorAccount: storedAccountSchema,
  ultimateDebtor: z.string().optional(),
  requestedExecutionDate: z.string().optional(),
});

export const storedPeriodicSchema = z.object({
  ...transferShape,
  debtorAccount: storedAccountSchema,
  ultimateDebtor: z.string().optional(),
  startDate: z.string(),
  endDate: z.string().optional(),
  executionRule: z.enum(['following', 'preceding']).optional(),
  frequency: z.string(),
  dayOfExecution: z.string().optional(),
  monthsOfExecution: z.array(z.string()).optional(),
});

export const storedBulkSchema = z.object({
  batchBookingPreferred: z.boolean().optional(),
  debtorAccount: storedAccountSchema,
  requestedExecutionDate: z.string().optional(),
  paymentInformationId: z.string().optional(),
  payments: z.array(storedTransferSchema),
});

export type StoredAccount = z.output<typeof storedAccountSchema>;
export type StoredTransfer = z.output<typeof storedTransferSchema>;
export type StoredSingle = z.output<typeof storedSingleSchema>;
export type StoredPeriodic = z.output<typeof storedPeriodicSchema>;
export type StoredBulk = z.output<typeof storedBulkSchema>;
export type StoredPayment = StoredSingle | StoredPeriodic | StoredBulk;

/** The stored body of a payment row with its service: the union is discriminated by `service`. */
export type StoredPaymentOf =
  | { service: 'payments'; body: StoredSingle }
  | { service: 'periodic-payments'; body: StoredPeriodic }
  | { service: 'bulk-payments'; body: StoredBulk };

/** Payment.status: an ISO 20022 transaction status (lib/payments/schemas.ts). */
export const readPaymentStatus = enumColumn('Payment.status', TRANSACTION_STATUSES);
/** Payment.service: payments, periodic-payments or bulk-payments. */
export const readPaymentService = enumColumn('Payment.service', PAYMENT_SERVICES);

const bodyOf = {
  payments: jsonColumn('Payment.body (payments)', storedSingleSchema),
  'periodic-payments': jsonColumn('Payment.body (periodic-payments)', storedPeriodicSchema),
  'bulk-payments': jsonColumn('Payment.body (bulk-payments)', storedBulkSchema),
};

/** The stored body of a payment row, parsed with its service's schema. */
export function readStoredPayment(row: { service: string; body: string }): StoredPaymentOf {
  const service = readPaymentService(row.service);
  switch (service) {
    case 'payments':
      return { service, body: bodyOf.payments(row.body) };
    case 'periodic-payments':
      return { service, body: bodyOf['periodic-payments'](row.body) };
    case 'bulk-payments':
      return { service, body: bodyOf['bulk-payments'](row.body) };
  }
}

/** The stored body of a payment row. */
export function readBody(row: { service: string; body: string }): StoredPayment {
  return readStoredPayment(row).body;
}

/** The credit transfers of a payment: one, or the entries of a bulk. */
export function transfersOf(service: PaymentService | string, body: StoredPayment): StoredTransfer[] {
  if (service === 'bulk-payments' && 'payments' in body) return body.payments;
  if (service !== 'bulk-payments' && !('payments' in body)) return [body];
  throw new StoredValueError('Payment.body', `a ${service.slice(0, 40)} body ${'payments' in body ? 'with' : 'without'} payments`);
}

/** The structured references of a transfer (remittanceInformationStructured or …Array). */
export function structuredReferences(t: StoredTransfer): StoredRemittance[] {
  return t.remittanceInformationStructured ? [t.remittanceInformationStructured] : (t.remittanceInformationStructuredArray ?? []);
}

/** The KID (or RF creditor reference) of a transfer, if any. */
export function kidOf(t: StoredTransfer): string | null {
  return structuredReferences(t).find((r) => isCreditorReferenceType(r.referenceType))?.reference.trim() ?? null;
}

/** IBAN and BBAN of an account reference, completed for Norwegian accounts (either one gives the other). */
export function ibanAndBban(a: StoredAccount): { iban: string; bban: string } {
  if (a.iban) return { iban: a.iban, bban: a.bban ?? (a.iban.startsWith('NO') ? a.iban.slice(4) : '') };
  const bban = a.bban ?? '';
  return { iban: /^\d{11}$/.test(bban) ? norwegianIbanFromBban(bban) : '', bban };
}

/** An account for people: 1234.56.78901 for Norwegian BBANs, else the IBAN or BBAN as given. */
export function displayAccount(a: StoredAccount): string {
  const { iban, bban } = ibanAndBban(a);
  if (/^\d{11}$/.test(bban) && (!iban || iban.startsWith('NO'))) return `${bban.slice(0, 4)}.${bban.slice(4, 6)}.${bban.slice(6)}`;
  return iban || bban;
}
