// Response shapes of account information (Berlin Group accountDetails, balance, transactions), with x-accept-fix.
import { formatAmount } from '../money.ts';
import type { AcceptFix } from '../http/accept-fix.ts';
import { jsonColumn, type BalanceRow, type TransactionRow } from '../db/rows.ts';
import { transactionRemittanceSchema } from '../schemas/remittance-structured.ts';
import { readTransactionDetails } from '../schemas/transaction-details.ts';
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

const ref = (iban: string, bban: string) => (iban || bban ? { ...(iban ? { iban } : {}), ...(bban ? { bban } : {}) } : undefined);
const opt = <K extends string, V>(key: K, value: V | '' | null | undefined) => (value === '' || value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The parties, amount and references shared by transactions and their batch entries, with the detail fields of spec 2.5 the row has. */
function parties(row: ReportedTransaction, fixes: Fixes) {
  const structured = row.remittanceStructured === null ? [] : readRemittance(row.remittanceStructured);
  const d = readTransactionDetails(row.details);
  return {
    ...opt('creditorId', row.creditorId),
    transactionAmount: amount(row.amountMinor, row.currency, fixes),
    ...(d.currencyExchange?.length ? { currencyExchange: d.currencyExchange } : {}),
    ...opt('creditorName', row.creditorName),
    ...opt('creditorAccount', ref(row.creditorIban, row.creditorBban)),
    ...opt('creditorAgent', d.creditorAgent),
    ...opt('ultimateCreditor', row.ultimateCreditor),
    ...opt('debtorName', row.debtorName),
    ...opt('debtorAccount', ref(row.debtorIban, row.debtorBban)),
    ...opt('debtorAgent', d.debtorAgent),
    ...opt('ultimateDebtor', row.ultimateDebtor),
    ...opt('remittanceInformationUnstructured', row.remittanceInformationUnstructured),
    ...(d.remittanceInformationUnstructuredArray?.length ? { remittanceInformationUnstructuredArray: d.remittanceInformationUnstructuredArray } : {}),
    ...(structured.length ? { remittanceInformationStructuredArray: structured } : {}),
    ...opt('additionalInformation', d.additionalInformation),
    ...opt('purposeCode', row.purposeCode),
    ...opt('proprietaryBankTransactionCode', d.proprietaryBankTransactionCode),
  };
}

/** A transaction of an account report; batches carry batchIndicator and batchNumberOfTransactions. */
export function transaction(row: ReportedTransaction, accountId: string, fixes: Fixes, batchSize: number) {
  const grouped = fixes.has('groupBatchTransactions') && batchSize > 0;
  return {
    transactionId: row.id,
    entryReference: entryReferenceOf(row.id),
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    ...parties(row, fixes),
    bankTransactionCode: bankTransactionCodeOf(row.bankTransactionCode, row.amountMinor),
    ...(grouped ? { batchIndicator: true, batchNumberOfTransactions: batchSize } : {}),
    _links: { transactionDetails: { href: `/v1/accounts/${accountId}/transactions/${row.id}`, verbs: ['GET'] } },
  };
}

/** A batch entry (transaction details entryDetails): dates exist only on the batch. */
export function entry(row: ReportedTransaction, fixes: Fixes) {
  return parties(row, fixes);
}
