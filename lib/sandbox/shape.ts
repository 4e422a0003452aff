// Database rows → sandbox response shapes (schemas.ts), plus the Prisma selects that fetch exactly those columns.
import type { Prisma } from '../db/generated/sqlite/client.ts';
import { formatAmount, minorToWholeUnits } from '../money.ts';
import { enumColumn, type BalanceRow } from '../db/rows.ts';
import { parseCardDetails } from '../schemas/card-details.ts';
import { readTransactionDetails } from '../schemas/transaction-details.ts';
import { bankTransactionCodeOf, entryReferenceOf } from '../schemas/transaction-codes.ts';
import { link, sandboxPaths } from './links.ts';
import { BALANCE_TYPES, CUSTOMER_TYPES, MAX_INT32 } from './schemas.ts';
import type {
  BalanceType, SandboxAccount, SandboxAgreement, SandboxBalance, SandboxCardAccount, SandboxCardTransaction,
  SandboxCustomer, SandboxEngagement, SandboxTransaction,
} from './schemas.ts';

// ---------------------------------------------------------------------------------------------------------------
// Balances

export const balanceSelect = {
  id: true,
  balanceType: true,
  amountMinor: true,
  currency: true,
  referenceDate: true,
  lastChangeDateTime: true,
  lastCommittedTransaction: true,
} as const;


/** Balances (and engagements) keep their input order: their ids are "<owner id>:<three-digit index>". */
export const balanceOrder = { id: 'asc' } as const;

/** Child rows (balances, engagements) are numbered like the seeded ones. */
export { childId } from '../worlds/seed-ids.ts';

const isBalanceType = (t: string): t is BalanceType => (BALANCE_TYPES as readonly string[]).includes(t);

export function toBalance(row: BalanceRow): SandboxBalance {
  const out: SandboxBalance = {
    balanceType: isBalanceType(row.balanceType) ? row.balanceType : 'expected',
    balanceAmount: { currency: row.currency, amount: formatAmount(row.amountMinor, row.currency, false) },
  };
  if (row.referenceDate) out.referenceDate = row.referenceDate;
  if (row.lastChangeDateTime) out.lastChangeDateTime = row.lastChangeDateTime.toISOString();
  if (row.lastCommittedTransaction) out.lastCommittedTransaction = entryReferenceOf(row.lastCommittedTransaction);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Customers

export interface CustomerRow {
  id: string;
  customerNumber: string;
  name: string;
  type: string;
  accounts?: { id: string }[];
  cardAccounts?: { id: string }[];
  agreements?: { id: string; name: string; engagements: { id: string }[] }[];
}

/**
 * The Prisma select of a customer list item; relations only when asked for (cheaper without). The result of a
 * query with it has the shape of CustomerRow (cast: the select is built at run time).
 */
export function customerSelect(withAccounts: boolean, withAgreements: boolean): Prisma.CustomerSelect {
  return {
    id: true,
    customerNumber: true,
    name: true,
    type: true,
    ...(withAccounts
      ? {
          accounts: { select: { id: true }, orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] },
          cardAccounts: { select: { id: true }, orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] },
        }
      : {}),
    ...(withAgreements
      ? {
          agreements: {
            select: { id: true, name: true, engagements: { select: { id: true }, orderBy: { id: 'asc' as const } } },
            orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }],
          },
        }
      : {}),
  };
}

/** Customer.type: PRIVATE or CORPORATE. */
export const readCustomerType = enumColumn('Customer.type', CUSTOMER_TYPES);

export function toCustomer(row: CustomerRow): SandboxCustomer {
  return {
    customerId: row.id,
    customerNumber: row.customerNumber,
    customerType: readCustomerType(row.type),
    customerName: row.name,
    agreements: (row.agreements ?? []).map((a) => ({
      id: a.id,
      name: a.name,
      engagements: a.engagements.map((e) => e.id),
      _links: {
        self: link(sandboxPaths.agreement(a.id), 'GET'),
        engagements: link(sandboxPaths.agreementEngagements(a.id), 'GET'),
      },
    })),
    accounts: (row.accounts ?? []).map((a) => a.id),
    cardAccounts: (row.cardAccounts ?? []).map((a) => a.id),
    _links: { self: link(sandboxPaths.customer(row.id), 'GET', 'DELETE') },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts and card accounts

export const accountInclude = {
  customer: { select: { customerNumber: true } },
  balances: { select: balanceSelect, orderBy: balanceOrder },
} as const;

/** A card account row has the same relations as an account row. */
export const cardAccountInclude = accountInclude;

export interface AccountRow {
  id: string;
  accountName: string;
  bban: string;
  iban: string;
  currency: string;
  product: string;
  cashAccountType: string;
  creditLineMinor: bigint;
  customer: { customerNumber: string };
  balances: BalanceRow[];
}

export function toAccount(row: AccountRow): SandboxAccount {
  return {
    accountId: row.id,
    customerNumber: row.customer.customerNumber,
    accountName: row.accountName,
    bban: row.bban,
    iban: row.iban,
    currency: row.currency,
    product: row.product,
    cashAccountType: row.cashAccountType,
    creditLine: formatAmount(row.creditLineMinor, row.currency, false),
    balances: row.balances.map(toBalance),
    _links: {
      self: link(sandboxPaths.account(row.id), 'GET', 'DELETE'),
      balances: link(sandboxPaths.accountBalances(row.id), 'GET', 'PUT'),
      transactions: link(sandboxPaths.accountTransactions(row.id), 'GET', 'POST'),
    },
  };
}

export interface CardAccountRow {
  id: string;
  maskedPan: string;
  currency: string;
  name: string;
  product: string;
  status: string;
  cardId: string | null;
  cardIdVNo: string | null;
  accountNumber: string | null;
  expiry: string | null;
  creditLimitMinor: bigint;
  customer: { customerNumber: string };
  balances: BalanceRow[];
}

export function toCardAccount(row: CardAccountRow): SandboxCardAccount {
  const out: SandboxCardAccount = {
    cardAccountId: row.id,
    customerNumber: row.customer.customerNumber,
    maskedPan: row.maskedPan,
    currency: row.currency,
    name: row.name,
    product: row.product,
    status: row.status,
    creditLimit: { currency: row.currency, amount: formatAmount(row.creditLimitMinor, row.currency, false) },
    balances: row.balances.map(toBalance),
    _links: {
      self: link(sandboxPaths.cardAccount(row.id), 'GET', 'DELETE'),
      balances: link(sandboxPaths.cardAccountBalances(row.id), 'GET', 'PUT'),
      transactions: link(sandboxPaths.cardAccountTransactions(row.id), 'GET', 'POST'),
    },
  };
  if (row.cardId !== null) out.cardId = row.cardId;
  if (row.cardIdVNo !== null) out.cardIdVNo = row.cardIdVNo;
  if (row.accountNumber !== null) out.accountNumber = row.accountNumber;
  if (row.expiry !== null) out.expiry = row.expiry;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Transactions

/** Columns of an account transaction in the sandbox list. */
export const transactionSelect = {
  id: true,
  amountMinor: true,
  currency: true,
  valueDate: true,
  bookingDate: true,
  remittanceInformationUnstructured: true,
  creditorName: true,
  creditorIban: true,
  creditorBban: true,
  debtorName: true,
  debtorIban: true,
  debtorBban: true,
  bankTransactionCode: true,
  ultimateDebtor: true,
  ultimateCreditor: true,
  purposeCode: true,
  bookingStatus: true,
  details: true,
} as const;

/** A transaction row with the columns of transactionSelect (a Pick of the one transaction row type, lib/db/rows.ts). */
export type SandboxTransactionRow = Prisma.TransactionGetPayload<{ select: typeof transactionSelect }>;

/** Whole major units as an int32 (spec 2.4), clamped to the int32 range. */
function int32Amount(minor: bigint, currency: string): number {
  const whole = minorToWholeUnits(minor, currency);
  if (whole > BigInt(MAX_INT32)) return MAX_INT32;
  if (whole < BigInt(-MAX_INT32 - 1)) return -MAX_INT32 - 1;
  return Number(whole);
}

/** A sandbox account transaction (spec 2.4): every field present, "" when unknown. */
export function toTransaction(row: SandboxTransactionRow, accountId: string): SandboxTransaction {
  return {
    id: row.id,
    amount: int32Amount(row.amountMinor, row.currency),
    currency: row.currency,
    valueDate: row.valueDate,
    bookingDate: row.bookingDate,
    remittanceInformationUnstructured: row.remittanceInformationUnstructured,
    creditorName: row.creditorName,
    creditorAccount: { iban: row.creditorIban, bban: row.creditorBban },
    debtorName: row.debtorName,
    debtorAccount: { iban: row.debtorIban, bban: row.debtorBban },
    bankTransactionCode: bankTransactionCodeOf(row.bankTransactionCode, row.amountMinor),
    ultimateDebtor: row.ultimateDebtor,
    ultimateCreditor: row.ultimateCreditor,
    purposeCode: row.purposeCode,
    ...(row.bookingStatus === 'PENDING' ? { bookingStatus: 'pending' as const } : {}),
    ...readTransactionDetails(row.details),
    _links: { self: link(sandboxPaths.accountTransaction(accountId, row.id), 'GET') },
  };
}

/** Card-specific fields, stored as JSON in Transaction.cardDetails (amounts as decimal strings). */

export const cardTransactionSelect = {
  id: true,
  amountMinor: true,
  currency: true,
  valueDate: true,
  bookingDate: true,
  cardDetails: true,
} as const;

/** A card transaction row with the columns of cardTransactionSelect; cardDetails is read with lib/schemas/card-details.ts. */
export type CardTransactionRow = Prisma.TransactionGetPayload<{ select: typeof cardTransactionSelect }>;

const amountNumber = (a: { currency: string; amount: string }) => ({ currency: a.currency, amount: Number(a.amount) });

/** A sandbox card account transaction. */
export function toCardTransaction(row: CardTransactionRow, cardAccountId: string): SandboxCardTransaction {
  const d = parseCardDetails(row.cardDetails);
  const out: SandboxCardTransaction = {
    id: row.id,
    cardTransactionId: d.cardTransactionId ?? entryReferenceOf(row.id), // Max35Text
    terminalId: d.terminalId ?? '',
    bookingDate: row.bookingDate,
    transactionDate: d.transactionDate ?? row.valueDate,
    transactionAmount: { currency: row.currency, amount: formatAmount(row.amountMinor, row.currency, false) },
    merchantCategoryCode: d.merchantCategoryCode ?? '',
    markupFeePercentage: d.markupFeePercentage ?? '',
    cardAcceptorId: d.cardAcceptorId ?? '',
    cardAcceptorAddress: d.cardAcceptorAddress ?? {},
    maskedPan: d.maskedPan ?? '',
    transactionDetails: d.transactionDetails ?? '',
    proprietaryBankTransactionCode: d.proprietaryBankTransactionCode ?? '',
    _links: { self: link(sandboxPaths.cardAccountTransaction(cardAccountId, row.id), 'GET') },
  };
  if (d.originalAmount) out.originalAmount = amountNumber(d.originalAmount);
  if (d.markupFee) out.markupFee = amountNumber(d.markupFee);
  if (d.invoiced !== undefined) out.invoiced = d.invoiced;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Agreements

export const agreementInclude = {
  owner: { select: { customerNumber: true } },
  engagements: {
    select: { id: true, customerNumber: true, accountId: true, roles: true, account: { select: { iban: true, bban: true } } },
    orderBy: { id: 'asc' as const },
  },
} as const;

export interface EngagementRow {
  id: string;
  customerNumber: string;
  accountId: string;
  roles: string;
  account: { iban: string; bban: string };
}

export interface AgreementRow {
  id: string;
  name: string;
  owner: { customerNumber: string };
  engagements: EngagementRow[];
}

export function toEngagement(row: EngagementRow): SandboxEngagement {
  return {
    id: row.id,
    customer: row.customerNumber,
    accountId: row.accountId,
    account: { iban: row.account.iban, bban: row.account.bban },
    roles: row.roles.split(',').filter(Boolean),
  };
}

export function toAgreement(row: AgreementRow): SandboxAgreement {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner.customerNumber,
    engagements: row.engagements.map(toEngagement),
    _links: {
      self: link(sandboxPaths.agreement(row.id), 'GET'),
      engagements: link(sandboxPaths.agreementEngagements(row.id), 'GET'),
    },
  };
}
