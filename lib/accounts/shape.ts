// Response shapes of account information (Berlin Group accountDetails, balance, transactions), with x-accept-fix.
import { formatAmount } from '../money.ts';
import type { AcceptFix } from '../http/accept-fix.ts';
import { jsonColumn, type BalanceRow, type TransactionRow } from '../db/rows.ts';
import { transactionRemittanceSchema } from '../schemas/remittance-structured.ts';
import { readTransactionDetails, type TransactionDetails } from '../schemas/transaction-details.ts';
import { bankTransactionCodeOf, entryReferenceOf } from '../schemas/transaction-codes.ts';

export type Fixes = Set<AcceptFix>;

const BALANCE_TYPES = ['closingBooked', 'expected', 'openingBooked', 'interimAvailable', 'interimBooked', 'forwardAvailable', 'nonInvoiced'] as const;
/** Platform cash account types before the ISO 20022 mapping (x-accept-fix cash-account-type-iso). */
const LEGACY_CASH_ACCOUNT_TYPES: Record<string, string> = { CACC: 'Current', SVGS: 'Savings', TAXE: 'Tax', LOAN: 'Loan', TRAN: 'Transacting', CASH: 'Cash' };

/** A Berlin Group amount: string with the currency's decimals (amount-as-string) or a number. */
export function amount(minor: bigint, currency: string, fixes: Fixes): { currency: string; amount: string | number } {
  return { currency, amount: formatAmount(minor, currency, fixes.has('amount-as-string')) };
}

/** Account and card names: up to 70 characters with longer-names, 35 before. */
export function displayName(name: string, fixes: Fixes): string {
  return name.slice(0, fixes.has('longer-names') ? 70 : 35);
}

/** ISO 20022 ExternalCashAccountType code, or the platform's earlier names without cash-account-type-iso. */
export function cashAccountType(code: string, fixes: Fixes): string {
  return fixes.has('cash-account-type-iso') ? code : LEGACY_CASH_ACCOUNT_TYPES[code] ?? code;
}

/** A Berlin Group balance; its currency is the account currency (spec 2.5). */
export function balance(row: BalanceRow, accountCurrency: string, fixes: Fixes) {
  const type = BALANCE_TYPES.find((t) => t.toLowerCase() === row.balanceType.replace(/_/g, '').toLowerCase()) ?? 'expected';
  return {
    balanceAmount: amount(row.amountMinor, accountCurrency, fixes),
    balanceType: type,
    ...(row.referenceDate ? { referenceDate: row.referenceDate } : {}),
    ...(row.lastChangeDateTime ? { lastChangeDateTime: row.lastChangeDateTime.toISOString() } : {}),
    // The entryReference of the last booked transaction (Max35Text), as the account report shows it.
    ...(row.lastCommittedTransaction ? { lastCommittedTransaction: entryReferenceOf(row.lastCommittedTransaction) } : {}),
  };
}

/** The columns of a transaction that an account report shows. */
export type ReportedTransaction = Pick<
  TransactionRow,
  | 'id' | 'amountMinor' | 'currency' | 'valueDate' | 'bookingDate' | 'remittanceInformationUnstructured' | 'remittanceStructured' | 'creditorId'
  | 'creditorName' | 'creditorIban' | 'creditorBban' | 'debtorName' | 'debtorIban' | 'debtorBban' | 'ultimateDebtor' | 'ultimateCreditor'
  | 'purposeCode' | 'bankTransactionCode' | 'details'
>;

const readRemittance = jsonColumn('Transaction.remittanceStructured', transactionRemittanceSchema);

/** An account reference of the present identifiers, or none (object literals: spreading optional parts cost ~0.35 µs a call, two per row). */
function ref(iban: string, bban: string): { iban?: string; bban?: string } | undefined {
  if (iban) return bban ? { iban, bban } : { iban };
  return bban ? { bban } : undefined;
}

/** The fields parties() may write, in the order of spec 2.5 (JSON keys come out in the order they are written). */
interface Parties {
  creditorId?: string;
  transactionAmount: { currency: string; amount: string | number };
  currencyExchange?: NonNullable<TransactionDetails['currencyExchange']>;
  creditorName?: string;
  creditorAccount?: { iban?: string; bban?: string };
  creditorAgent?: string;
  ultimateCreditor?: string;
  debtorName?: string;
  debtorAccount?: { iban?: string; bban?: string };
  debtorAgent?: string;
  ultimateDebtor?: string;
  remittanceInformationUnstructured?: string;
  remittanceInformationUnstructuredArray?: string[];
  remittanceInformationStructuredArray?: ReturnType<typeof readRemittance>;
  additionalInformation?: string;
  purposeCode?: string;
  proprietaryBankTransactionCode?: string;
}

/**
 * Writes the parties, amount and references shared by transactions and their batch entries into `out`, with the
 * detail fields of spec 2.5 the row has; empty ones are left out. Written into one object (a report page shapes 50
 * rows: an object per optional field, spread, was most of its garbage).
 */
function writeParties<T extends object>(out: T, row: ReportedTransaction, fixes: Fixes): T & Parties {
  const o = out as T & Parties;
  const structured = row.remittanceStructured === null ? [] : readRemittance(row.remittanceStructured);
  const d = readTransactionDetails(row.details);
  if (row.creditorId) o.creditorId = row.creditorId;
  o.transactionAmount = amount(row.amountMinor, row.currency, fixes);
  if (d.currencyExchange?.length) o.currencyExchange = d.currencyExchange;
  if (row.creditorName) o.creditorName = row.creditorName;
  const creditorAccount = ref(row.creditorIban, row.creditorBban);
  if (creditorAccount) o.creditorAccount = creditorAccount;
  if (d.creditorAgent) o.creditorAgent = d.creditorAgent;
  if (row.ultimateCreditor) o.ultimateCreditor = row.ultimateCreditor;
  if (row.debtorName) o.debtorName = row.debtorName;
  const debtorAccount = ref(row.debtorIban, row.debtorBban);
  if (debtorAccount) o.debtorAccount = debtorAccount;
  if (d.debtorAgent) o.debtorAgent = d.debtorAgent;
  if (row.ultimateDebtor) o.ultimateDebtor = row.ultimateDebtor;
  if (row.remittanceInformationUnstructured) o.remittanceInformationUnstructured = row.remittanceInformationUnstructured;
  if (d.remittanceInformationUnstructuredArray?.length) o.remittanceInformationUnstructuredArray = d.remittanceInformationUnstructuredArray;
  if (structured.length) o.remittanceInformationStructuredArray = structured;
  if (d.additionalInformation) o.additionalInformation = d.additionalInformation;
  if (row.purposeCode) o.purposeCode = row.purposeCode;
  if (d.proprietaryBankTransactionCode) o.proprietaryBankTransactionCode = d.proprietaryBankTransactionCode;
  return o;
}

/** A transaction of an account report; batches carry batchIndicator and batchNumberOfTransactions. */
export function transaction(row: ReportedTransaction, accountId: string, fixes: Fixes, batchSize: number) {
  const out = writeParties(
    { transactionId: row.id, entryReference: entryReferenceOf(row.id), bookingDate: row.bookingDate, valueDate: row.valueDate } as {
      transactionId: string;
      entryReference: string;
      bookingDate: string;
      valueDate: string;
      bankTransactionCode: string;
      batchIndicator?: true;
      batchNumberOfTransactions?: number;
      _links: { transactionDetails: { href: string; verbs: string[] } };
    },
    row,
    fixes,
  );
  out.bankTransactionCode = bankTransactionCodeOf(row.bankTransactionCode, row.amountMinor);
  if (fixes.has('groupBatchTransactions') && batchSize > 0) {
    out.batchIndicator = true;
    out.batchNumberOfTransactions = batchSize;
  }
  out._links = { transactionDetails: { href: `/v1/accounts/${accountId}/transactions/${row.id}`, verbs: ['GET'] } };
  return out;
}

/** A batch entry (transaction details entryDetails): dates exist only on the batch. */
export function entry(row: ReportedTransaction, fixes: Fixes) {
  return writeParties({}, row, fixes);
}
