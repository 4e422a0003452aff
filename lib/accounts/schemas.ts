// Query parameters of the account-information operations (one schema each, reused by the OpenAPI document).
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { linkSchema } from '../schemas/common.ts';
import { exchangeRateSchema } from '../schemas/transaction-details.ts';

const bool = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

const date = z.string().refine(isIsoDate, { message: 'must be a date written YYYY-MM-DD' });

/** GET /v1/accounts, /v1/accounts/{id}, card accounts. */
export const accountQuerySchema = z.object({
  withBalance: bool.optional().meta({ description: 'true includes the balances of each account.' }),
});

/** The last (bookingDate, seq) of a list on the previous page, or the end of that list. */
export type ListCursor = { date: string; seq: number } | 'end';
/** The position after the previous page: per list (b booked, p pending). */
export interface PageCursor {
  booked?: ListCursor;
  pending?: ListCursor;
}

const CURSOR_PART = /^(b|p):(?:(\d{4}-\d{2}-\d{2}):(\d{1,15})|(end))$/;

/** `after` of a next link: e.g. `b:2026-11-01:123456,p:end`. */
export const pageCursorSchema = z.string().transform((value, ctx): PageCursor => {
  const cursor: PageCursor = {};
  for (const part of value.split(',')) {
    const m = CURSOR_PART.exec(part);
    const date = m?.[2];
    if (!m || (date !== undefined && !isIsoDate(date)) || cursor[m[1] === 'b' ? 'booked' : 'pending'] !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be the after value of a next link' });
      return z.NEVER;
    }
    cursor[m[1] === 'b' ? 'booked' : 'pending'] = m[4] ? 'end' : { date: date!, seq: Number(m[3]) };
  }
  return cursor;
});

/** The `after` text of a cursor. */
export function writePageCursor(cursor: PageCursor): string {
  const part = (k: string, c: ListCursor) => (c === 'end' ? `${k}:end` : `${k}:${c.date}:${c.seq}`);
  return [cursor.booked ? part('b', cursor.booked) : null, cursor.pending ? part('p', cursor.pending) : null].filter(Boolean).join(',');
}

/** GET /v1/accounts/{id}/transactions and card-account transactions. */
export const transactionsQuerySchema = z.object({
  bookingStatus: z
    .enum(['booked', 'pending', 'both', 'all'], { error: 'must be booked, pending, both or all' })
    .default('booked')
    .meta({ description: 'booked, pending, both (booked and pending) or all.' }),
  dateFrom: date.optional().meta({ description: 'First booking date to include (default: 90 days ago).', example: '2026-09-01' }),
  dateTo: date.optional().meta({ description: 'Last booking date to include (default: today).' }),
  offset: z.coerce.number({ error: 'must be a whole number ≥ 0' }).int('must be a whole number ≥ 0').min(0, 'must be ≥ 0').default(0).meta({ description: 'Transactions skipped before counting limit.' }),
  limit: z.coerce.number({ error: 'must be a whole number from 1 to 1000' }).int('must be a whole number from 1 to 1000').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(100).meta({ description: 'Transactions per page (1-1000); follow _links.next.' }),
  after: pageCursorSchema.optional().meta({
    description: 'Where the page starts, as set by the server in _links.next (keyset: a deep page costs what the first does); offset is then only carried along for the previous link.',
  }),
  withBalance: bool.optional(),
  deltaList: z.string().optional(),
  entryReferenceFrom: z.string().optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** GET /v1/card-accounts/{id}/transactions: one list of booked and pending rows, paged by offset only. */
export const cardTransactionsQuerySchema = transactionsQuerySchema.omit({ after: true });
export type CardTransactionsQuery = z.infer<typeof cardTransactionsQuerySchema>;

// ---- Response shapes (Berlin Group 1.3.8 names; the platform adds `verbs` to links) ----

const amountSchema = z
  .object({ currency: z.string().meta({ example: 'NOK' }), amount: z.union([z.string(), z.number()]).meta({ description: 'A string with the currency decimals (x-accept-fix amount-as-string, default since 2020-08-01).', example: '1500.00' }) })
  .meta({ description: 'Amount and currency.' });
const accountReferenceSchema = z.object({ iban: z.string().optional(), bban: z.string().optional(), maskedPan: z.string().optional(), currency: z.string().optional() });

/** A balance; its currency is the account currency. */
export const balanceSchema = z.object({
  balanceAmount: amountSchema,
  balanceType: z.enum(['closingBooked', 'expected', 'openingBooked', 'interimAvailable', 'interimBooked', 'forwardAvailable', 'nonInvoiced']),
  referenceDate: z.string().optional(),
  lastChangeDateTime: z.string().optional(),
  lastCommittedTransaction: z.string().optional().meta({ description: 'entryReference of the last booked transaction (Max35Text).' }),
});

/** Account details of GET /v1/accounts. */
export const accountDetailsSchema = z.object({
  resourceId: z.string(),
  iban: z.string(),
  bban: z.string(),
  currency: z.string(),
  name: z.string().meta({ description: 'Up to 70 characters (x-accept-fix longer-names, default since 2024-10-01).' }),
  product: z.string(),
  cashAccountType: z.string().meta({ description: 'ISO 20022 code with x-accept-fix cash-account-type-iso (not yet default), else the platform name (Current, Savings, Tax).' }),
  status: z.enum(['enabled', 'deleted', 'blocked']),
  usage: z.enum(['PRIV', 'ORGA']),
  ownerName: z.string(),
  balances: z.array(balanceSchema).optional(),
  _links: z.object({ balances: linkSchema, transactions: linkSchema }),
});

const partiesSchema = {
  creditorId: z.string().optional(),
  transactionAmount: amountSchema,
  currencyExchange: z.array(exchangeRateSchema).optional().meta({ description: 'Exchange rates of a foreign-currency transaction (spec 2.5).' }),
  creditorName: z.string().optional(),
  creditorAccount: accountReferenceSchema.optional(),
  creditorAgent: z.string().optional().meta({ description: 'BIC of the creditor agent.' }),
  ultimateCreditor: z.string().optional(),
  debtorName: z.string().optional(),
  debtorAccount: accountReferenceSchema.optional(),
  debtorAgent: z.string().optional().meta({ description: 'BIC of the debtor agent.' }),
  ultimateDebtor: z.string().optional(),
  remittanceInformationUnstructured: z.string().optional(),
  remittanceInformationUnstructuredArray: z.array(z.string()).optional(),
  remittanceInformationStructuredArray: z.array(z.object({ reference: z.string(), referenceType: z.string().optional() })).optional().meta({ description: 'May hold KIDs.' }),
  additionalInformation: z.string().optional(),
  purposeCode: z.string().optional(),
  proprietaryBankTransactionCode: z.string().optional(),
};

/** A transaction of an account report; a batch carries batchIndicator and batchNumberOfTransactions. */
export const transactionSchema = z.object({
  transactionId: z.string().meta({ description: 'Stable for booked transactions; a pending one gets a new id when it is booked.' }),
  entryReference: z.string().meta({ description: 'The transactionId without dashes (Max35Text); balances[].lastCommittedTransaction names it.' }),
  bookingDate: z.string(),
  valueDate: z.string(),
  ...partiesSchema,
  bankTransactionCode: z.string().meta({ description: 'ISO 20022 code, 4 to 14 characters; PMNT-RCDT-DMCT (in) or PMNT-ICDT-DMCT (out) when the data has none.', example: 'PMNT-ICDT-DMCT' }),
  batchIndicator: z.boolean().optional(),
  batchNumberOfTransactions: z.number().int().optional(),
  _links: z.object({ transactionDetails: linkSchema }),
});

/** GET /v1/accounts/{id}/transactions. */
export const transactionsResponseSchema = z.object({
  account: accountReferenceSchema,
  transactions: z.object({
    booked: z.array(transactionSchema).optional(),
    pending: z.array(transactionSchema).optional(),
    _links: z.object({ account: linkSchema, next: linkSchema.optional(), previous: linkSchema.optional() }),
  }),
  balances: z.array(balanceSchema).optional(),
});

/** GET /v1/accounts/{id}/transactions/{transactionId}: batches list their entries (dates only on the batch). */
export const transactionDetailsResponseSchema = z.object({
  transactionsDetails: z.object({
    transactionDetails: transactionSchema.omit({ _links: true }).extend({ entryDetails: z.array(z.object(partiesSchema)).optional() }),
  }),
});

/** A card account. */
export const cardAccountDetailsSchema = z.object({
  resourceId: z.string(),
  maskedPan: z.string(),
  currency: z.string(),
  ownerName: z.string(),
  name: z.string(),
  product: z.string(),
  status: z.enum(['enabled', 'deleted', 'blocked']),
  creditLimit: amountSchema,
  balances: z.array(balanceSchema).optional(),
  _links: z.object({ balances: linkSchema, transactions: linkSchema }),
});

/** A card transaction. */
export const cardTransactionSchema = z.object({
  cardTransactionId: z.string().optional(),
  terminalId: z.string().optional(),
  transactionDate: z.string(),
  bookingDate: z.string(),
  transactionAmount: amountSchema.meta({ description: 'In the card account currency (x-accept-fix cardaccount-switch-originalamount-and-transactionamount).' }),
  originalAmount: amountSchema.optional(),
  markupFee: amountSchema.optional(),
  markupFeePercentage: z.string().optional(),
  cardAcceptorId: z.string().optional(),
  cardAcceptorAddress: z.record(z.string(), z.string()).optional(),
  merchantCategoryCode: z.string().optional(),
  maskedPAN: z.string().optional(),
  transactionDetails: z.string().optional(),
  invoiced: z.boolean().optional(),
  proprietaryBankTransactionCode: z.string().optional(),
});

/** GET /v1/agreements. */
export const agreementsResponseSchema = z.object({
  agreements: z.array(z.object({ psuCorporateId: z.string().meta({ description: 'Send as PSU-Corporate-ID.' }), name: z.string(), ownerName: z.string() })),
});


/** GET /v1/user(s). */
export const userResponseSchema = z.object({ psuId: z.string(), psuCorporateId: z.string().optional(), context: z.enum(['PRIVATE', 'CORPORATE']) });

export { linkSchema, amountSchema };
