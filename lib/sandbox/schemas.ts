// Zod schemas of the sandbox mock-data API (/v1/sandbox/...): request bodies and query parameters as the
// platform's own sandbox scripts send them, and the response shapes. The operations' declarations validate input
// with them (lib/sandbox/operations), the domain functions take their output types, the OpenAPI document and the
// portal forms use them too.
import { z } from 'zod';
import { amountProblem, isIsoCurrency } from '../money.ts';
import { isValidIban } from '../checksums/iban.ts';
import { isIsoDate, todayInNorway } from '../dates.ts';
import { transactionDetailsSchema } from '../schemas/transaction-details.ts';
import {
  amountSchema, amountValueSchema, bbanSchema, booleanQuerySchema, caseInsensitiveEnum, currencySchema, ibanSchema, intQuery, isoDateSchema,
  linkSchema, MAX_INT32, nonBlank, text, UUID_PATTERN,
} from '../schemas/common.ts';

export { MAX_INT32 };

/** Most items accepted in one transaction-creation request. */
export const MAX_TRANSACTIONS_PER_REQUEST = 10_000;
/** Default and largest `limit` of the sandbox transaction lists. */
export const MAX_TRANSACTIONS_LIMIT = 1000;

/** An account reference of a transaction party: iban and/or bban; empty strings count as absent. */
export const accountReferenceInputSchema = z
  .object({
    iban: z
      .string()
      .refine((v) => v === '' || isValidIban(v, { nationalCheck: false }), { message: 'must be an IBAN in electronic form (no spaces) with a valid length and MOD 97 check digits' })
      .optional()
      .meta({ description: 'IBAN (ISO 13616); empty string means absent.', example: 'NO6290491105991' }),
    bban: z
      .string()
      .regex(/^[A-Za-z0-9]{0,30}$/, 'must be at most 30 letters and digits')
      .optional()
      .meta({ description: 'BBAN; empty string means absent.', example: '90491105991' }),
  })
  .superRefine((v, ctx) => {
    if (v.iban && v.bban && v.iban.startsWith('NO') && v.iban.slice(4) !== v.bban) {
      ctx.addIssue({ code: 'custom', path: ['bban'], message: `bban ${v.bban} is not the account number inside iban ${v.iban}` });
    }
  })
  .meta({ description: 'Account of a transaction party (IBAN and/or BBAN).', example: { iban: 'NO6290491105991', bban: '90491105991' } });

const UUID = UUID_PATTERN;

/**
 * A customer number naming an existing sandbox customer (agreement owner and engagement PSU, account owner). A
 * customerId (a UUID) is the usual mistake: it is told apart and answered with what is expected instead.
 */
export const customerNumberRefSchema = (description: string, example: string) =>
  z
    .string()
    .superRefine((v, ctx) => {
      if (UUID.test(v.trim())) ctx.addIssue({ code: 'custom', message: `must be a customer number (such as ${example}), not a customerId` });
      else if (v.length > 35) ctx.addIssue({ code: 'custom', message: 'must be at most 35 characters' });
      else if (v.trim() === '') ctx.addIssue({ code: 'custom', message: 'must not be empty' });
    })
    .meta({ description, example });

/** GET /v1/sandbox/customers */
export const listCustomersQuerySchema = z
  .object({
    withAccounts: booleanQuerySchema
      .optional()
      .meta({ description: 'true includes the ids of the mock accounts and card accounts the customer owns; false (default) is faster.' }),
    withAgreements: booleanQuerySchema
      .optional()
      .meta({ description: 'true includes the agreements the customer owns; false (default) is faster.' }),
  })
  .meta({ description: 'Query of the sandbox customer list.' });

/** GET /v1/sandbox/accounts/{id}/transactions (and card accounts). */
export const listTransactionsQuerySchema = z
  .object({
    fromDate: isoDateSchema.optional().meta({ description: 'First booking date to include (YYYY-MM-DD).' }),
    toDate: isoDateSchema.optional().meta({ description: 'Last booking date to include (YYYY-MM-DD).' }),
    offset: intQuery(0, 'Number of transactions skipped before counting the limit (default 0).', '0').optional(),
    limit: intQuery(1, `Number of transactions returned, at least 1; default and maximum ${MAX_TRANSACTIONS_LIMIT}.`, '100').optional(),
  })
  .meta({ description: 'Query of the sandbox transaction lists: newest booking date first.' });

/** GET /v1/sandbox/agreements */
export const listAgreementsQuerySchema = z
  .object({ owner: customerNumberRefSchema('Customer number of the owning corporate customer.', '18129215603').optional() })
  .meta({ description: 'Query of the sandbox agreement list.' });

// ---------------------------------------------------------------------------------------------------------------
// Customers

export const CUSTOMER_TYPES = ['PRIVATE', 'CORPORATE'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const customerTypeSchema = z.enum(CUSTOMER_TYPES).meta({ description: 'PRIVATE or CORPORATE.', example: 'PRIVATE' });

/** POST /v1/sandbox/customers */
export const createCustomerBodySchema = z
  .object({
    customerNumber: z
      .string()
      .regex(/^(\d{8}|\d{11})$/, 'must be 8 or 11 digits')
      .meta({
        description:
          'Identifier the PSU enters during sandbox SCA: a Norwegian national identity number (11 digits, checked for private customers) or an 8-digit number.',
        example: '01078900497',
      }),
    name: nonBlank(70, 'Customer name.', 'Test Testperson 1'),
    type: caseInsensitiveEnum(CUSTOMER_TYPES).meta({ description: 'private or corporate (case-insensitive).', example: 'private' }),
  })
  .meta({
    description: 'A new sandbox customer.',
    example: { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' },
  });
/** What a client sends (the portal form's values). */
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;
/** The validated body the domain gets. */
export type NewCustomer = z.output<typeof createCustomerBodySchema>;

/** An agreement in the customer list. */
export const sandboxCustomerAgreementSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    engagements: z.array(z.string()).meta({ description: 'Ids of the engagements of the agreement.' }),
    _links: z.object({ self: linkSchema, engagements: linkSchema }),
  })
  .meta({ description: 'An agreement owned by the customer.' });
export type SandboxCustomerAgreement = z.output<typeof sandboxCustomerAgreementSchema>;

/** A sandbox customer (spec 2.3). */
export const sandboxCustomerSchema = z
  .object({
    customerId: z.string().meta({ description: 'Customer id.' }),
    customerNumber: z.string().meta({ description: 'Identifier used for SCA in the sandbox.', example: '13039319955' }),
    customerType: customerTypeSchema,
    customerName: z.string().meta({ example: 'Test Testperson 3' }),
    agreements: z.array(sandboxCustomerAgreementSchema).meta({ description: 'Agreements the customer owns (with withAgreements=true).' }),
    accounts: z.array(z.string()).meta({ description: 'Ids of the mock accounts the customer owns (with withAccounts=true).' }),
    cardAccounts: z.array(z.string()).meta({ description: 'Ids of the mock card accounts the customer owns (with withAccounts=true).' }),
    _links: z.object({ self: linkSchema }),
  })
  .meta({ description: 'A sandbox customer.' });
export type SandboxCustomer = z.output<typeof sandboxCustomerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Balances

/** Berlin Group balance types; input is matched case-insensitively, ignoring '_' and '-' ("EXPECTED" → expected). */
export const BALANCE_TYPES = ['closingBooked', 'expected', 'openingBooked', 'interimAvailable', 'interimBooked', 'forwardAvailable', 'nonInvoiced'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

export const balanceTypeSchema = caseInsensitiveEnum(BALANCE_TYPES).meta({
  description: `Balance type (Berlin Group), case-insensitive: ${BALANCE_TYPES.join(', ')} (EXPECTED is expected).`,
  example: 'EXPECTED',
});

/** A balance of a mock account or card account. */
export const balanceInputSchema = z
  .object({
    balanceType: balanceTypeSchema,
    balanceAmount: amountSchema,
    referenceDate: isoDateSchema.optional(),
    lastChangeDateTime: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional().meta({ example: '2019-10-14T13:55:45.494Z' }),
    lastCommittedTransaction: text(35, 'Id of the last transaction counted in the balance.', 'test').optional(),
  })
  .meta({ description: 'A balance.', example: { balanceType: 'EXPECTED', balanceAmount: { amount: 10000, currency: 'NOK' } } });
export type BalanceInput = z.input<typeof balanceInputSchema>;

/** PUT /v1/sandbox/accounts/{id}/balances (and card accounts): an array, {balances: [...]}, or one balance. */
export const updateBalancesBodySchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray((v as { balances?: unknown }).balances) ? (v as { balances: unknown[] }).balances : [v]),
    z.array(balanceInputSchema).max(20, 'at most 20 balances'),
  )
  .meta({
    description: 'The new balances, replacing the old ones: an array (also accepted: {"balances": [...]} or a single balance object).',
    example: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 12000, currency: 'NOK' } }],
  });
export type UpdateBalancesBody = z.output<typeof updateBalancesBodySchema>;
/** What a client sends (before parsing and defaults). */
export type UpdateBalancesRequest = z.input<typeof updateBalancesBodySchema>;

/** A balance in responses (amount as a JSON number). */
export const balanceSchema = z
  .object({
    balanceType: z.enum(BALANCE_TYPES),
    balanceAmount: z.object({ currency: z.string(), amount: z.number() }),
    referenceDate: z.string().optional(),
    lastChangeDateTime: z.string().optional(),
    lastCommittedTransaction: z.string().optional(),
  })
  .meta({ description: 'A balance.' });
export type SandboxBalance = z.output<typeof balanceSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** ISO 20022 ExternalCashAccountType1Code values. */
export const CASH_ACCOUNT_TYPES = [
  'CACC', 'CARD', 'CASH', 'CHAR', 'CISH', 'COMM', 'CPAC', 'LLSV', 'LOAN', 'MGLD', 'MOMA', 'NREX', 'ODFT', 'ONDP', 'OTHR',
  'SACC', 'SLRY', 'SVGS', 'TAXE', 'TRAN', 'TRAS',
] as const;

/** POST /v1/sandbox/accounts */
export const createAccountBodySchema = z
  .object({
    customerNumber: customerNumberRefSchema('Customer number of the owner (an existing sandbox customer).', '01078900497'),
    accountName: nonBlank(70, 'Account name.', 'Brukskonto'),
    bban: bbanSchema
      .optional()
      .meta({ description: 'Account number; 11 digits for NO. Mock data: the MOD11 check digit is not verified. Derived from iban when absent.' }),
    iban: ibanSchema.optional().meta({ description: 'IBAN; must contain the bban. Derived from an 11-digit bban (NO) when absent.' }),
    currency: currencySchema,
    product: text(70, 'Product name.', 'Brukskonto').optional(),
    cashAccountType: caseInsensitiveEnum(CASH_ACCOUNT_TYPES)
      .optional()
      .meta({ description: `ISO 20022 cash account type: ${CASH_ACCOUNT_TYPES.join(', ')}, e.g. CACC (current), SVGS (savings), TAXE (tax withholding); default CACC.`, example: 'CACC' }),
    creditLine: amountValueSchema.optional().meta({ description: 'Credit line in the account currency, major units (default 0).', example: 0 }),
    balances: z.array(balanceInputSchema).max(20, 'at most 20 balances').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.bban && !v.iban) ctx.addIssue({ code: 'custom', path: ['iban'], message: 'iban or bban is required' });
    if (v.iban && v.bban && v.iban.slice(4).toUpperCase() !== v.bban.toUpperCase()) {
      ctx.addIssue({ code: 'custom', path: ['bban'], message: `bban ${v.bban} is not the account number inside iban ${v.iban}` });
    }
    if (!v.iban && v.bban && !/^\d{11}$/.test(v.bban)) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'iban is required unless bban is an 11-digit Norwegian account number' });
    }
    if (v.creditLine !== undefined && isIsoCurrency(v.currency)) {
      const problem = amountProblem(v.creditLine, v.currency, false);
      if (problem) ctx.addIssue({ code: 'custom', path: ['creditLine'], message: `creditLine ${problem}` });
    }
    v.balances?.forEach((b, i) => {
      if (b.balanceAmount.currency !== v.currency) {
        ctx.addIssue({ code: 'custom', path: ['balances', i, 'balanceAmount', 'currency'], message: `balance currency ${b.balanceAmount.currency} differs from the account currency ${v.currency}` });
      }
    });
  })
  .meta({
    description: 'A new mock account of an existing customer.',
    example: {
      customerNumber: '01078900497', accountName: 'Brukskonto', bban: '90412263056', iban: 'NO2390412263056', currency: 'NOK',
      product: 'Brukskonto', cashAccountType: 'CACC', creditLine: 0, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 10000, currency: 'NOK' } }],
    },
  });
export type CreateAccountBody = z.output<typeof createAccountBodySchema>;
/** What a client sends (before parsing and defaults). */
export type CreateAccountRequest = z.input<typeof createAccountBodySchema>;

/** A mock account in responses. */
export const sandboxAccountSchema = z
  .object({
    accountId: z.string(),
    customerNumber: z.string(),
    accountName: z.string(),
    bban: z.string(),
    iban: z.string(),
    currency: z.string(),
    product: z.string(),
    cashAccountType: z.string(),
    creditLine: z.number(),
    balances: z.array(balanceSchema),
    _links: z.object({ self: linkSchema, balances: linkSchema, transactions: linkSchema }),
  })
  .meta({ description: 'A mock account.' });
export type SandboxAccount = z.output<typeof sandboxAccountSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Card accounts

export const CARD_ACCOUNT_STATUSES = ['enabled', 'deleted', 'blocked'] as const;

/** POST /v1/sandbox/card-accounts */
export const createCardAccountBodySchema = z
  .object({
    customerNumber: customerNumberRefSchema('Customer number of the owner (an existing sandbox customer).', '01078900497'),
    maskedPan: nonBlank(35, 'Masked card number.', '1234xxxxxxxx4321'),
    currency: currencySchema,
    creditLimit: amountSchema.optional().meta({ description: 'Credit limit, in the card account currency (default 0).' }),
    balances: z.array(balanceInputSchema).max(20, 'at most 20 balances').optional(),
    cardId: text(35, 'Card id.', '1').optional(),
    cardIdVNo: text(35, 'Card id version number.', '2').optional(),
    accountNumber: text(35, 'Account number of the card account.', '123412341234').optional(),
    expiry: z
      .string()
      .refine((v) => isIsoDate(v) || (/^\d{4}-\d{2}$/.test(v) && isIsoDate(`${v}-01`)), { message: 'must be YYYY-MM-DD or YYYY-MM' })
      .optional()
      .meta({ description: 'Card expiry date.', example: '2020-01-01' }),
    name: text(70, 'Card account name (70 characters, x-accept-fix longer-names).', 'Test').optional(),
    product: text(70, 'Product name.', 'Basic Credit').optional(),
    status: caseInsensitiveEnum(CARD_ACCOUNT_STATUSES)
      .optional()
      .meta({ description: 'enabled (default), deleted or blocked; case-insensitive.', example: 'ENABLED' }),
  })
  .superRefine((v, ctx) => {
    if (v.creditLimit && v.creditLimit.currency !== v.currency) {
      ctx.addIssue({ code: 'custom', path: ['creditLimit', 'currency'], message: `creditLimit currency ${v.creditLimit.currency} differs from the card account currency ${v.currency}` });
    }
    v.balances?.forEach((b, i) => {
      if (b.balanceAmount.currency !== v.currency) {
        ctx.addIssue({ code: 'custom', path: ['balances', i, 'balanceAmount', 'currency'], message: `balance currency ${b.balanceAmount.currency} differs from the card account currency ${v.currency}` });
      }
    });
  })
  .meta({
    description: 'A new mock card account of an existing customer.',
    example: {
      customerNumber: '01078900497', maskedPan: '1234xxxxxxxx4321', currency: 'NOK', creditLimit: { currency: 'NOK', amount: 1000 },
      balances: [{ balanceAmount: { currency: 'NOK', amount: 0 }, balanceType: 'EXPECTED', referenceDate: '2020-01-01', lastChangeDateTime: '2019-10-14T13:55:45.494Z', lastCommittedTransaction: 'test' }],
      cardId: '1', cardIdVNo: '2', accountNumber: '123412341234', expiry: '2020-01-01', name: 'Test', product: 'Basic Credit', status: 'ENABLED',
    },
  });
export type CreateCardAccountBody = z.output<typeof createCardAccountBodySchema>;
/** What a client sends (before parsing and defaults). */
export type CreateCardAccountRequest = z.input<typeof createCardAccountBodySchema>;

/** A mock card account in responses. */
export const sandboxCardAccountSchema = z
  .object({
    cardAccountId: z.string(),
    customerNumber: z.string(),
    maskedPan: z.string(),
    currency: z.string(),
    name: z.string(),
    product: z.string(),
    status: z.string(),
    cardId: z.string().optional(),
    cardIdVNo: z.string().optional(),
    accountNumber: z.string().optional(),
    expiry: z.string().optional(),
    creditLimit: z.object({ currency: z.string(), amount: z.number() }),
    balances: z.array(balanceSchema),
    _links: z.object({ self: linkSchema, balances: linkSchema, transactions: linkSchema }),
  })
  .meta({ description: 'A mock card account.' });
export type SandboxCardAccount = z.output<typeof sandboxCardAccountSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Account transactions

const notInFuture = (ctx: z.RefinementCtx, date: string | undefined, path: (string | number)[], name: string) => {
  if (date && isIsoDate(date) && date > todayInNorway()) ctx.addIssue({ code: 'custom', path, message: `${name} ${date} is in the future` });
};

/** One transaction for POST /v1/sandbox/accounts/{id}/transactions, flat as in the platform's scripts. */
export const sandboxTransactionInputSchema = z
  .object({
    amount: amountValueSchema.meta({
      description: 'Positive amount in major units; the direction follows from which party is the mock account (creditor: incoming, debtor: outgoing).',
      example: 1500,
    }),
    currency: currencySchema.optional().meta({ description: 'Must be the account currency (default).' }),
    valueDate: isoDateSchema.optional().meta({ description: 'Value date, not before bookingDate and not in the future (default bookingDate).' }),
    bookingDate: isoDateSchema.meta({ description: 'Booking date, not in the future.' }),
    remittanceInformationUnstructured: text(140, 'Message to the payee.', '63444766').optional(),
    creditorId: text(35, 'Creditor identifier.', '1').optional(),
    creditorName: text(70, 'Creditor name.', 'Aftenposten').optional(),
    creditorAccount: accountReferenceInputSchema.optional(),
    ultimateCreditor: text(70, 'Ultimate creditor.', 'Test').optional(),
    debtorName: text(70, 'Debtor name.', 'Testperson 2').optional(),
    debtorAccount: accountReferenceInputSchema.optional(),
    ultimateDebtor: text(70, 'Ultimate debtor.', 'test').optional(),
    purposeCode: text(35, 'Purpose code.', 'code').optional(),
    bankTransactionCode: z
      .string()
      .refine((v) => v === '' || (v.length >= 4 && v.length <= 14), { message: 'must be 4 to 14 characters' })
      .optional()
      .meta({
        description: 'ISO 20022 bank transaction code, 4 to 14 characters (e.g. PMNT or PMNT-RCDT-ESCT); default PMNT-RCDT-DMCT for incoming and PMNT-ICDT-DMCT for outgoing transactions.',
        example: 'PMNT',
      }),
    bookingStatus: caseInsensitiveEnum(['booked', 'pending'] as const)
      .optional()
      .meta({ description: 'booked (default) or pending: a pending transaction is listed under transactions.pending of the account report.', example: 'booked' }),
    // Spec 2.5: the detail fields booked transactions carry by category.
    ...transactionDetailsSchema.shape,
  })
  .superRefine((v, ctx) => {
    notInFuture(ctx, v.bookingDate, ['bookingDate'], 'bookingDate');
    notInFuture(ctx, v.valueDate, ['valueDate'], 'valueDate');
    if (v.valueDate && isIsoDate(v.valueDate) && isIsoDate(v.bookingDate) && v.bookingDate > v.valueDate) {
      ctx.addIssue({ code: 'custom', path: ['bookingDate'], message: `bookingDate ${v.bookingDate} is after valueDate ${v.valueDate}` });
    }
    const currency = v.currency && isIsoCurrency(v.currency) ? v.currency : 'NOK';
    const problem = amountProblem(v.amount, currency, false);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount ${problem}` });
    else if (/^-?0*(\.0*)?$/.test(String(v.amount))) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount must be greater than 0' });
    else if (Number(v.amount) > MAX_INT32) ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount must be at most ${MAX_INT32}` });
  })
  .meta({
    description: 'A booked transaction of a mock account.',
    example: {
      amount: 1500, currency: 'NOK', valueDate: '2019-05-12', bookingDate: '2019-05-12', remittanceInformationUnstructured: '63444766',
      creditorId: '1', creditorName: 'Aftenposten', creditorAccount: { iban: 'NO2390412263056', bban: '90412263056' }, ultimateCreditor: 'Test',
      debtorName: 'Testperson 2', debtorAccount: { iban: 'NO6290491105991', bban: '90491105991' }, ultimateDebtor: 'test', purposeCode: 'code', bankTransactionCode: 'PMNT',
    },
  });

const toArray = (v: unknown) => (Array.isArray(v) ? v : [v]);

/** POST /v1/sandbox/accounts/{id}/transactions: an array (or one object) of transactions, all stored or none. */
export const createTransactionsBodySchema = z
  .preprocess(
    toArray,
    z
      .array(sandboxTransactionInputSchema)
      .min(1, 'at least one transaction is required')
      .max(MAX_TRANSACTIONS_PER_REQUEST, `at most ${MAX_TRANSACTIONS_PER_REQUEST} transactions per request`),
  )
  .meta({ description: `Transactions to add to a mock account: a JSON array (1..${MAX_TRANSACTIONS_PER_REQUEST}) or a single object. All are stored or none.` });
export type CreateTransactionsBody = z.output<typeof createTransactionsBodySchema>;
/** What a client sends (before parsing and defaults). */
export type CreateTransactionsRequest = z.input<typeof createTransactionsBodySchema>;

/** A mock account transaction in responses (spec 2.4); amount in whole major units, negative for outgoing. */
export const sandboxTransactionSchema = z
  .object({
    id: z.string(),
    amount: z.number().int().meta({ description: 'int32, whole major units; positive incoming, negative outgoing.', example: 1500 }),
    currency: z.string(),
    valueDate: z.string(),
    bookingDate: z.string(),
    remittanceInformationUnstructured: z.string(),
    creditorName: z.string(),
    creditorAccount: z.object({ iban: z.string(), bban: z.string() }),
    debtorName: z.string(),
    debtorAccount: z.object({ iban: z.string(), bban: z.string() }),
    bankTransactionCode: z.string(),
    ultimateDebtor: z.string(),
    ultimateCreditor: z.string(),
    purposeCode: z.string(),
    bookingStatus: z.literal('pending').optional().meta({ description: 'Present on pending transactions only.' }),
    ...transactionDetailsSchema.shape,
    _links: z.object({ self: linkSchema }),
  })
  .meta({ description: 'A transaction of a mock account.' });
export type SandboxTransaction = z.output<typeof sandboxTransactionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Card account transactions

/** Address of a card acceptor. */
export const cardAcceptorAddressSchema = z
  .object({
    streetName: text(70, 'Street.').optional(),
    buildingNumber: text(16, 'Building number.').optional(),
    townName: text(35, 'Town.').optional(),
    postCode: text(16, 'Post code.').optional(),
    country: text(2, 'ISO 3166 country code.').optional(),
  })
  .meta({ description: 'Card acceptor address.', example: {} });

/** One card transaction for POST /v1/sandbox/card-accounts/{id}/transactions, as in the platform's scripts. */
export const sandboxCardTransactionInputSchema = z
  .object({
    cardTransactionId: text(35, 'Card transaction id.', 'test-1').optional(),
    terminalId: text(35, 'Terminal id.', 'tid').optional(),
    bookingDate: isoDateSchema.meta({ description: 'Booking date, not in the future.' }),
    transactionDate: isoDateSchema.optional().meta({ description: 'Date of the card transaction, not in the future (default bookingDate).' }),
    transactionAmount: amountSchema.meta({ description: 'Amount in the card account currency.' }),
    originalAmount: amountSchema.optional().meta({ description: 'Amount in the original currency.' }),
    merchantCategoryCode: text(35, 'Merchant category code.', 'BOB').optional(),
    markupFee: amountSchema.optional(),
    markupFeePercentage: z
      .union([z.string(), z.number()], { error: 'must be a string or a number' })
      .refine((v) => String(v).length <= 35, { message: 'must be at most 35 characters' })
      .optional()
      .meta({ description: 'Markup fee percentage.', example: '20' }),
    cardAcceptorId: text(35, 'Card acceptor id.').optional(),
    cardAcceptorAddress: cardAcceptorAddressSchema.optional(),
    maskedPan: text(35, 'Masked card number.').optional(),
    transactionDetails: text(500, 'Transaction details.').optional(),
    invoiced: z
      .preprocess((v) => (v === '' || v === null ? undefined : v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional())
      .meta({ description: 'Whether the transaction is invoiced (true/false; an empty string counts as absent).' }),
    proprietaryBankTransactionCode: text(35, 'Proprietary bank transaction code.').optional(),
  })
  .superRefine((v, ctx) => {
    notInFuture(ctx, v.bookingDate, ['bookingDate'], 'bookingDate');
    notInFuture(ctx, v.transactionDate, ['transactionDate'], 'transactionDate');
  })
  .meta({
    description: 'A card account transaction.',
    example: {
      cardTransactionId: 'test-1', terminalId: 'tid', bookingDate: '2019-05-08', transactionDate: '2019-05-08', transactionAmount: { currency: 'NOK', amount: 100 },
      originalAmount: { currency: 'NOK', amount: 100 }, merchantCategoryCode: 'BOB', markupFee: { currency: 'NOK', amount: 10 }, markupFeePercentage: '20',
      invoiced: false,
    },
  });

/** POST /v1/sandbox/card-accounts/{id}/transactions: an array (or one object), all stored or none. */
export const createCardTransactionsBodySchema = z
  .preprocess(
    toArray,
    z
      .array(sandboxCardTransactionInputSchema)
      .min(1, 'at least one transaction is required')
      .max(MAX_TRANSACTIONS_PER_REQUEST, `at most ${MAX_TRANSACTIONS_PER_REQUEST} transactions per request`),
  )
  .meta({ description: `Card transactions to add to a mock card account: a JSON array (1..${MAX_TRANSACTIONS_PER_REQUEST}) or a single object. All are stored or none.` });
export type CreateCardTransactionsBody = z.output<typeof createCardTransactionsBodySchema>;
/** What a client sends (before parsing and defaults). */
export type CreateCardTransactionsRequest = z.input<typeof createCardTransactionsBodySchema>;

const amountOut = z.object({ currency: z.string(), amount: z.number() });

/** A mock card account transaction in responses. */
export const sandboxCardTransactionSchema = z
  .object({
    id: z.string(),
    cardTransactionId: z.string(),
    terminalId: z.string(),
    bookingDate: z.string(),
    transactionDate: z.string(),
    transactionAmount: amountOut,
    originalAmount: amountOut.optional(),
    merchantCategoryCode: z.string(),
    markupFee: amountOut.optional(),
    markupFeePercentage: z.string(),
    cardAcceptorId: z.string(),
    cardAcceptorAddress: z.record(z.string(), z.string()),
    maskedPan: z.string(),
    transactionDetails: z.string(),
    invoiced: z.boolean().optional(),
    proprietaryBankTransactionCode: z.string(),
    _links: z.object({ self: linkSchema }),
  })
  .meta({ description: 'A transaction of a mock card account.' });
export type SandboxCardTransaction = z.output<typeof sandboxCardTransactionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Agreements

export const ENGAGEMENT_ROLES = ['VIEW', 'REGISTER'] as const;

/** An engagement in POST /v1/sandbox/agreements: a PSU gets roles on one of the owner's accounts. */
export const engagementInputSchema = z
  .object({
    customer: customerNumberRefSchema('Customer number of the PSU (an existing sandbox customer).', '13039319955'),
    account: z
      .object({ iban: ibanSchema.optional(), bban: bbanSchema.optional() })
      .refine((a) => Boolean(a.iban || a.bban), { message: 'account needs an iban or a bban' })
      .meta({ description: "One of the owner's mock accounts.", example: { iban: 'NO5818202818400' } }),
    roles: z
      .array(caseInsensitiveEnum(ENGAGEMENT_ROLES))
      .refine((r) => r.includes('VIEW') && r.includes('REGISTER'), { message: 'engagements must have both the role REGISTER and VIEW' })
      .meta({ description: 'Must contain both VIEW and REGISTER.', example: ['VIEW', 'REGISTER'] }),
  })
  .meta({ description: 'An engagement.' });

/** POST /v1/sandbox/agreements */
export const createAgreementBodySchema = z
  .object({
    owner: customerNumberRefSchema('Customer number of the owning corporate customer.', '18129215603'),
    name: nonBlank(70, 'Agreement name.', 'Testavtale 1 '),
    engagements: z.array(engagementInputSchema).max(100, 'at most 100 engagements'),
  })
  .meta({
    description: 'A corporate agreement giving PSUs roles on accounts of the corporate customer.',
    example: { owner: '18129215603', name: 'Testavtale 1 ', engagements: [{ customer: '13039319955', account: { iban: 'NO5818202818400' }, roles: ['VIEW', 'REGISTER'] }] },
  });
export type CreateAgreementBody = z.output<typeof createAgreementBodySchema>;
/** What a client sends (before parsing and defaults). */
export type CreateAgreementRequest = z.input<typeof createAgreementBodySchema>;

/** An engagement in responses. */
export const sandboxEngagementSchema = z
  .object({
    id: z.string(),
    customer: z.string().meta({ description: 'Customer number of the PSU.' }),
    accountId: z.string(),
    account: z.object({ iban: z.string(), bban: z.string() }),
    roles: z.array(z.string()),
  })
  .meta({ description: 'An engagement.' });
export type SandboxEngagement = z.output<typeof sandboxEngagementSchema>;

/** An agreement in responses. */
export const sandboxAgreementSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    owner: z.string().meta({ description: 'Customer number of the owner.' }),
    engagements: z.array(sandboxEngagementSchema),
    _links: z.object({ self: linkSchema, engagements: linkSchema }),
  })
  .meta({ description: 'A corporate agreement.' });
export type SandboxAgreement = z.output<typeof sandboxAgreementSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Initialisation

export const initializeSandboxResultSchema = z
  .object({
    customers: z.array(sandboxCustomerSchema),
    counts: z.object({
      customers: z.number().int(),
      accounts: z.number().int(),
      cardAccounts: z.number().int(),
      agreements: z.number().int(),
      engagements: z.number().int(),
      transactions: z.number().int(),
    }),
  })
  .meta({ description: 'The sandbox after initialisation: the seeded customers and how much was created.' });
export type InitializeSandboxResult = z.output<typeof initializeSandboxResultSchema>;
