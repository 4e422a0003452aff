// The payment as stored (Payment.body: the validated, normalised request JSON) and helpers to read it.
import { norwegianIbanFromBban } from '../checksums/iban.ts';
import type { Address, RemittanceStructured } from './schemas.ts';
import type { PaymentService } from './products.ts';
import { isCreditorReferenceType } from './references.ts';

export interface StoredAccount {
  iban?: string;
  bban?: string;
  currency?: string;
}

/** One credit transfer: a single payment, a standing order, or an entry of a bulk. Amounts are canonical decimal strings. */
export interface StoredTransfer {
  endToEndIdentification?: string;
  instructedAmount: { currency: string; amount: string };
  creditorAccount: StoredAccount;
  creditorAgent?: string;
  creditorAgentName?: string;
  creditorName: string;
  creditorAddress?: Address;
  ultimateCreditor?: string;
  purposeCode?: string;
  chargeBearer?: string;
  remittanceInformationUnstructured?: string;
  remittanceInformationStructured?: RemittanceStructured;
  remittanceInformationStructuredArray?: RemittanceStructured[];
  regulatoryReportingCode?: string;
  regulatoryReportingInformation?: string;
}

export interface StoredSingle extends StoredTransfer {
  debtorAccount: StoredAccount;
  ultimateDebtor?: string;
  requestedExecutionDate?: string;
}

export interface StoredPeriodic extends StoredTransfer {
  debtorAccount: StoredAccount;
  ultimateDebtor?: string;
  startDate: string;
  endDate?: string;
  executionRule?: string;
  frequency: string;
  dayOfExecution?: string;
  monthsOfExecution?: string[];
}

export interface StoredBulk {
  batchBookingPreferred?: boolean;
  debtorAccount: StoredAccount;
  requestedExecutionDate?: string;
  paymentInformationId?: string;
  payments: StoredTransfer[];
}

export type StoredPayment = StoredSingle | StoredPeriodic | StoredBulk;

/** The stored body of a payment row. */
export function readBody(row: { body: string }): StoredPayment {
  return JSON.parse(row.body) as StoredPayment;
}

/** The credit transfers of a payment: one, or the entries of a bulk. */
export function transfersOf(service: PaymentService | string, body: StoredPayment): StoredTransfer[] {
  return service === 'bulk-payments' ? (body as StoredBulk).payments : [body as StoredSingle];
}

/** The structured references of a transfer (remittanceInformationStructured or …Array). */
export function structuredReferences(t: StoredTransfer): RemittanceStructured[] {
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
