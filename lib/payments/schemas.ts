// Zod schemas of the payment initiation (PIS) and signing basket (SBS) operations: request bodies as the platform
// and the Berlin Group 1.3.8 yaml define them (property names and enums of paymentInitiation_json,
// periodicPaymentInitiation_json, bulkPaymentInitiation_json, signingBasket) and the response shapes. They validate
// input in the request pipeline and feed the OpenAPI document. Rules that need the database or the clock (account
// checksums with the bank's own accounts exempt, execution dates) are checked in create-payment.ts.
import { z } from 'zod';
import { amountProblem, isIsoCurrency } from '../money.ts';
import { ibanMod97 } from '../checksums/iban.ts';
import { booleanQuerySchema, currencySchema, isoDateSchema, link, linkSchema, nonBlank, text } from '../schemas/common.ts';
import { creditorReferenceProblem, isCreditorReferenceType, PLATFORM_SAMPLE_KID } from './references.ts';
import { PAYMENT_PRODUCTS, productProblem, type PaymentProduct, type PaymentService } from './products.ts';

/** Most payments in one bulk payment. */
export const MAX_BULK_PAYMENTS = 1000;
/** Most payments in one signing basket (spec 8). */
export const MAX_BASKET_PAYMENTS = 10;

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

/** ISO 20022 transaction status codes (Berlin Group transactionStatus). */
export const TRANSACTION_STATUSES = ['ACCC', 'ACCP', 'ACSC', 'ACSP', 'ACTC', 'ACWC', 'ACWP', 'RCVD', 'PDNG', 'RJCT', 'CANC', 'ACFC', 'PATC', 'PART'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES).meta({
  description:
    'ISO 20022 status: RCVD received (not yet authorised); ACTC authorised, waits for the batch; PDNG authorised, future execution date; ' +
    'ACCP authorised but rejected for lack of funds so far (fundsAvailable false; retried by the next batch runs); ACSC booked on the debtor account; ' +
    'RJCT rejected; CANC cancelled.',
  example: 'RCVD',
});

/** Signing basket statuses (transactionStatus_SBS; the spec uses RCVD, ACTC, PATC, RJCT). */
export const BASKET_STATUSES = ['RCVD', 'ACTC', 'PATC', 'RJCT'] as const;
export type BasketStatus = (typeof BASKET_STATUSES)[number];

export const basketStatusSchema = z.enum(BASKET_STATUSES).meta({
  description:
    'Worst case over the payments of the basket: RJCT (a payment rejected, cancelled or ACCP with fundsAvailable false) > RCVD (none authorised) > PATC (partly authorised) > ACTC (all authorised).',
  example: 'RCVD',
});

export const SCA_STATUSES = ['received', 'psuIdentified', 'psuAuthenticated', 'scaMethodSelected', 'started', 'unconfirmed', 'finalised', 'failed', 'exempted'] as const;
export type ScaStatus = (typeof SCA_STATUSES)[number];

export const scaStatusSchema = z.enum(SCA_STATUSES).meta({
  description: 'started: the PSU was given the scaRedirect; psuIdentified: the PSU identified on the SCA page; finalised: authorised; failed: aborted, failed or expired.',
  example: 'started',
});

/** A payment amount: major units as a decimal string (or number), more than 0, at most the currency's decimals. */
export const instructedAmountSchema = z
  .object({
    currency: currencySchema,
    amount: z
      .union([z.string(), z.number()], { error: 'must be a decimal string such as "100.33"' })
      .meta({ description: 'Major units; a decimal string with a dot (a JSON number is accepted); more than 0; at most the decimals of the currency (NOK 2).', example: '100.33' }),
  })
  .superRefine((v, ctx) => {
    if (!isIsoCurrency(v.currency)) return; // reported by currencySchema
    const problem = amountProblem(v.amount, v.currency, false);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount ${problem}` });
    else if (!/[1-9]/.test(String(v.amount))) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amount must be more than 0' });
  })
  .meta({ description: 'Amount and currency.', example: { currency: 'NOK', amount: '100.33' } });

const IBAN_FORM = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;

/** An account by IBAN or BBAN (Norwegian account numbers are 11-digit BBANs). */
export const accountReferenceSchema = z
  .object({
    iban: z
      .string()
      .regex(IBAN_FORM, 'must be an IBAN in electronic form (no spaces), e.g. NO9386011117947')
      .refine((v) => ibanMod97(v) === 1, { message: 'IBAN check digits are wrong (MOD 97)' })
      .optional()
      .meta({ description: 'IBAN (ISO 13616), electronic form.', example: 'NO9386011117947' }),
    bban: z
      .string()
      .regex(/^[a-zA-Z0-9]{1,30}$/, 'must be 1 to 30 letters and digits (a Norwegian account number has 11 digits, no dots)')
      .optional()
      .meta({ description: 'BBAN; a Norwegian account number has 11 digits (MOD11).', example: '95360573002' }),
    currency: currencySchema.optional().meta({ description: 'Account currency; must match the account when it is an account of this bank.' }),
  })
  .superRefine((v, ctx) => {
    if (!v.iban && !v.bban) ctx.addIssue({ code: 'custom', path: [], message: 'give the account as iban or bban' });
    if (v.iban && v.bban && v.iban.startsWith('NO') && v.iban.slice(4) !== v.bban) {
      ctx.addIssue({ code: 'custom', path: ['bban'], message: `bban ${v.bban} is not the account number inside iban ${v.iban}` });
    }
  })
  .meta({ description: 'Account reference (iban or bban).', example: { bban: '95360573002', currency: 'NOK' } });

/** Postal address; the platform's older names (street, postalCode, city) are accepted and mapped. */
export const addressSchema = z
  .object({
    streetName: text(70, 'Street name.', 'Storgata').optional(),
    buildingNumber: text(16, 'Building number.', '1').optional(),
    townName: text(35, 'Town.', 'Oslo').optional(),
    postCode: text(16, 'Post code.', '0155').optional(),
    street: text(70, 'Older name of streetName.').optional(),
    postalCode: text(16, 'Older name of postCode.').optional(),
    city: text(35, 'Older name of townName.').optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 country code such as NO').meta({ description: 'ISO 3166 alpha-2 country code.', example: 'NO' }),
  })
  .transform(({ street, postalCode, city, ...a }) => ({
    ...(a.streetName ?? street ? { streetName: a.streetName ?? street } : {}),
    ...(a.buildingNumber ? { buildingNumber: a.buildingNumber } : {}),
    ...(a.townName ?? city ? { townName: a.townName ?? city } : {}),
    ...(a.postCode ?? postalCode ? { postCode: a.postCode ?? postalCode } : {}),
    country: a.country,
  }))
  .meta({ description: 'Address (country required).', example: { streetName: 'Storgata', buildingNumber: '1', postCode: '0155', townName: 'Oslo', country: 'NO' } });
export type Address = z.output<typeof addressSchema>;

/** BIC of the creditor's bank. */
export const bicSchema = z
  .string()
  .regex(/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/, 'must be a BIC (8 or 11 characters), e.g. DNBANOKKXXX')
  .meta({ description: 'BICFI of the creditor agent.', example: 'DEUTDEFFXXX' });

/** One structured remittance reference. Unknown fields are rejected, so typos such as "referencType" are caught. */
export const remittanceStructuredSchema = z
  .strictObject(
    {
      reference: nonBlank(35, 'The reference: a KID (MOD10 or MOD11) when referenceType is SCOR or absent.', '0365327'),
      referenceType: text(35, 'SCOR (KID / creditor reference) or another ISO 20022 document type such as CINV.', 'SCOR').optional(),
      referenceIssuer: text(35, 'Issuer of the reference.').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}: the fields are reference, referenceType, referenceIssuer` : undefined) },
  )
  .meta({ description: 'Structured remittance information; with referenceType SCOR (or none) the reference is a KID.', example: { reference: '0365327', referenceType: 'SCOR' } });
export type RemittanceStructured = z.output<typeof remittanceStructuredSchema>;

/** Regulatory reporting code of cross-border payments (Norwegian "kode for betalingens art"). */
const regulatoryReportingCodeSchema = z
  .string()
  .regex(/^\d{2}$/, 'must be a two-digit regulatory reporting code, e.g. "26"')
  .meta({ description: 'Two-digit code of the nature of the payment for the Norwegian currency register (required for NCBCT).', example: '26' });

/** Fields of one credit transfer (single payment, bulk entry, standing order). */
const transferShape = {
  endToEndIdentification: text(35, 'End-to-end identification, passed to the creditor.', 'E2E-2024-0001').optional(),
  instructedAmount: instructedAmountSchema,
  creditorAccount: accountReferenceSchema,
  creditorAgent: bicSchema.optional(),
  creditorAgentName: text(70, 'Name of the creditor agent.').optional(),
  creditorName: nonBlank(70, 'Creditor name.', 'Company 123'),
  creditorAddress: addressSchema.optional(),
  ultimateCreditor: text(70, 'Ultimate creditor.').optional(),
  purposeCode: z.string().regex(/^[A-Z]{4}$/, 'must be an ISO 20022 purpose code of 4 capital letters').optional().meta({ description: 'ISO 20022 purpose code.', example: 'SUPP' }),
  chargeBearer: z.enum(['DEBT', 'CRED', 'SHAR', 'SLEV']).optional().meta({ description: 'Who bears the charges (cross-border).' }),
  remittanceInformationUnstructured: text(140, 'Free-text message to the creditor. Not together with a KID.', 'Kredittrente').optional(),
  remittanceInformationStructured: remittanceStructuredSchema.optional().meta({ description: 'A KID or other structured reference (to be deprecated: use remittanceInformationStructuredArray).' }),
  remittanceInformationStructuredArray: z
    .array(remittanceStructuredSchema)
    .min(1, 'must have at least one entry')
    .max(10, 'must have at most 10 entries')
    .optional()
    .meta({ description: 'Structured references; at most one KID (SCOR).' }),
  regulatoryReportingCode: regulatoryReportingCodeSchema.optional(),
  regulatoryReportingInformation: text(140, 'Free-text description for the currency register (cross-border).', 'Import of goods').optional(),
};

type TransferInput = {
  remittanceInformationUnstructured?: string;
  remittanceInformationStructured?: RemittanceStructured;
  remittanceInformationStructuredArray?: RemittanceStructured[];
};

/** KID rules: a SCOR/untyped reference must be a valid KID (or RF reference); one KID at most; KID and free text not both. */
function checkRemittance(v: TransferInput, ctx: z.RefinementCtx, prefix: (string | number)[] = []): void {
  if (v.remittanceInformationStructured && v.remittanceInformationStructuredArray) {
    ctx.addIssue({ code: 'custom', path: [...prefix, 'remittanceInformationStructured'], message: 'give either remittanceInformationStructured or remittanceInformationStructuredArray, not both' });
    return;
  }
  const entries: { ref: RemittanceStructured; path: (string | number)[] }[] = v.remittanceInformationStructured
    ? [{ ref: v.remittanceInformationStructured, path: [...prefix, 'remittanceInformationStructured'] }]
    : (v.remittanceInformationStructuredArray ?? []).map((ref, i) => ({ ref, path: [...prefix, 'remittanceInformationStructuredArray', i] }));
  // Entries with unknown fields (e.g. the typo "referencType") are reported by their schema; they are not judged as KIDs.
  const malformed = (p: (string | number)[]) =>
    ctx.issues.some((issue) => issue.code === 'unrecognized_keys' && p.every((seg, k) => (issue.path ?? [])[k] === seg) && (issue.path ?? []).length === p.length);
  const wellFormed = entries.filter((e) => !malformed(e.path));
  const kids = wellFormed.filter((e) => isCreditorReferenceType(e.ref.referenceType));
  for (const e of kids) {
    const problem = creditorReferenceProblem(e.ref.reference.trim());
    if (problem) ctx.addIssue({ code: 'custom', path: [...e.path, 'reference'], message: problem });
  }
  if (kids.length > 1) {
    ctx.addIssue({ code: 'custom', path: [...kids[1]!.path, 'reference'], message: 'only one KID (referenceType SCOR) per payment' });
  }
  if (kids.length > 0 && v.remittanceInformationUnstructured?.trim()) {
    ctx.addIssue({
      code: 'custom',
      path: [...prefix, 'remittanceInformationUnstructured'],
      message: 'a KID and a free-text message cannot both be given: send the KID in remittanceInformationStructured(Array) or a message in remittanceInformationUnstructured',
    });
  }
}

const requestedExecutionDateSchema = isoDateSchema.meta({ description: 'Execution date (YYYY-MM-DD, Norwegian date); today or later; absent: as soon as possible.', example: '2025-06-02' });

const notInBulkEntry = (field: string) =>
  z.never({ error: `must not be given in a bulk entry: the bulk's ${field} applies to all its payments` }).optional().meta({ description: `Not allowed in a bulk entry (the bulk's ${field} applies).` });

// ---------------------------------------------------------------------------------------------------------------
// Requests

const ndctExample = {
  instructedAmount: { amount: '100.33', currency: 'NOK' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '95360573002', currency: 'NOK' },
  creditorAddress: { country: 'NO' },
  // The sandbox's private test customer 13039319955 (Totalkonto): the example succeeds with that customer's PSU-ID.
  debtorAccount: { bban: '09232911044', currency: 'NOK' },
  remittanceInformationStructuredArray: [{ reference: '0365327', referenceType: 'SCOR' }],
  requestedExecutionDate: '2025-06-02',
};

/** POST /v1/payments/{payment-product} */
export const paymentInitiationSchema = z
  .object({
    ...transferShape,
    debtorAccount: accountReferenceSchema.meta({ description: 'The account to debit: an account of this bank (bban or iban).' }),
    ultimateDebtor: text(70, 'Ultimate debtor.', 'Company CBA').optional(),
    requestedExecutionDate: requestedExecutionDateSchema.optional(),
  })
  .superRefine((v, ctx) => checkRemittance(v, ctx))
  .meta({ description: 'A single payment.', example: ndctExample });
type PaymentInitiation = z.output<typeof paymentInitiationSchema>;

export const FREQUENCIES = ['Daily', 'Weekly', 'EveryTwoWeeks', 'Monthly', 'EveryTwoMonths', 'Quarterly', 'SemiAnnual', 'Annual', 'MonthlyVariable'] as const;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1)) as [string, ...string[]];
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1)) as [string, ...string[]];

/** POST /v1/periodic-payments/{payment-product} */
export const periodicPaymentInitiationSchema = z
  .object({
    ...transferShape,
    debtorAccount: accountReferenceSchema.meta({ description: 'The account to debit: an account of this bank.' }),
    ultimateDebtor: text(70, 'Ultimate debtor.').optional(),
    requestedExecutionDate: z.never({ error: 'is not used for periodic payments: give startDate' }).optional().meta({ description: 'Not used: give startDate.' }),
    startDate: isoDateSchema.meta({ description: 'First execution date (today or later).', example: '2025-07-01' }),
    endDate: isoDateSchema.optional().meta({ description: 'Last execution date; absent: until cancelled.', example: '2026-06-30' }),
    executionRule: z.enum(['following', 'preceding']).optional().meta({ description: 'On a weekend or holiday: execute the following or preceding working day.' }),
    frequency: z.enum(FREQUENCIES, { error: `must be one of ${FREQUENCIES.join(', ')}` }).meta({ description: 'Execution frequency (ISO 20022 EventFrequency7Code).', example: 'Monthly' }),
    dayOfExecution: z.enum(DAYS, { error: 'must be a day of the month "1" to "31" (no leading zero; "31" is the last day)' }).optional().meta({ description: 'Day of the month; "31" means the last day.', example: '1' }),
    monthsOfExecution: z
      .array(z.enum(MONTHS, { error: 'must be a month "1" to "12" (no leading zero)' }))
      .min(1, 'must name at least one month')
      .max(11, 'must have at most 11 entries (all 12 months is Monthly)')
      .optional()
      .meta({ description: 'With frequency MonthlyVariable only: the months of execution, all different.', example: ['1', '4', '10'] }),
  })
  .superRefine((v, ctx) => {
    checkRemittance(v, ctx);
    if (v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must not be before startDate ${v.startDate}` });
    if (v.frequency === 'MonthlyVariable') {
      if (!v.monthsOfExecution) ctx.addIssue({ code: 'custom', path: ['monthsOfExecution'], message: 'is required with frequency MonthlyVariable' });
      const seen = new Set<string>();
      (v.monthsOfExecution ?? []).forEach((m, i) => {
        if (seen.has(m)) ctx.addIssue({ code: 'custom', path: ['monthsOfExecution', i], message: `month ${m} is given more than once: the months of a MonthlyVariable payment must all be different` });
        seen.add(m);
      });
    } else if (v.monthsOfExecution) {
      ctx.addIssue({ code: 'custom', path: ['monthsOfExecution'], message: 'is only used with frequency MonthlyVariable' });
    }
  })
  .meta({
    description: 'A standing order.',
    example: {
      instructedAmount: { amount: '1500.00', currency: 'NOK' },
      creditorName: 'Bjørvika Utleie AS',
      creditorAccount: { bban: '12540551209' },
      debtorAccount: { bban: '09232911044' },
      remittanceInformationUnstructured: 'Husleie',
      startDate: '2025-07-01',
      frequency: 'Monthly',
      dayOfExecution: '1',
      executionRule: 'following',
    },
  });
type PeriodicPaymentInitiation = z.output<typeof periodicPaymentInitiationSchema>;

/** One payment of a bulk. */
export const bulkEntrySchema = z
  .object({ ...transferShape, debtorAccount: notInBulkEntry('debtorAccount'), requestedExecutionDate: notInBulkEntry('requestedExecutionDate') })
  .superRefine((v, ctx) => checkRemittance(v, ctx))
  .meta({ description: 'A payment of a bulk (without debtorAccount and requestedExecutionDate).' });

/** POST /v1/bulk-payments/{payment-product} */
export const bulkPaymentInitiationSchema = z
  .object({
    batchBookingPreferred: z.boolean().optional().meta({ description: 'true: one booking (a batch transaction with entries) on the debtor account; false/absent: one per payment.' }),
    debtorAccount: accountReferenceSchema.meta({ description: 'The account to debit for all payments: an account of this bank.' }),
    requestedExecutionDate: requestedExecutionDateSchema.optional(),
    paymentInformationId: text(35, 'TPP identification of the bulk.', 'bulk-2025-06-01').optional(),
    payments: z
      .array(bulkEntrySchema)
      .min(1, 'must contain at least one payment')
      .max(MAX_BULK_PAYMENTS, `must contain at most ${MAX_BULK_PAYMENTS} payments`)
      .meta({ description: `The payments (1 to ${MAX_BULK_PAYMENTS}), all in the same currency.` }),
  })
  .superRefine((v, ctx) => {
    const first = v.payments[0]?.instructedAmount.currency;
    v.payments.forEach((p, i) => {
      if (p.instructedAmount.currency !== first) {
        ctx.addIssue({ code: 'custom', path: ['payments', i, 'instructedAmount', 'currency'], message: `all payments of a bulk must have the same currency (${first})` });
      }
    });
  })
  .meta({
    description: 'A bulk payment.',
    example: {
      batchBookingPreferred: true,
      debtorAccount: { bban: '09232911044' },
      requestedExecutionDate: '2025-06-02',
      paymentInformationId: 'bulk-2025-06-01',
      payments: [
        { instructedAmount: { amount: '100.00', currency: 'NOK' }, creditorName: 'Aftenposten AS', creditorAccount: { bban: '15032244553' }, remittanceInformationUnstructured: 'Invoice 1' },
        { instructedAmount: { amount: '250.50', currency: 'NOK' }, creditorName: 'Fjordkraft AS', creditorAccount: { bban: '95360573002' }, remittanceInformationStructured: { reference: '0365327', referenceType: 'SCOR' } },
      ],
    },
  });
type BulkPaymentInitiation = z.output<typeof bulkPaymentInitiationSchema>;

/** The body of a payment initiation under each payment service. */
export const PAYMENT_BODY_SCHEMAS = {
  payments: paymentInitiationSchema,
  'periodic-payments': periodicPaymentInitiationSchema,
  'bulk-payments': bulkPaymentInitiationSchema,
} as const satisfies Record<PaymentService, z.ZodType>;

/** A validated payment initiation body of any service. */
export type PaymentInitiationBody = PaymentInitiation | PeriodicPaymentInitiation | BulkPaymentInitiation;

/**
 * The {payment-product} path parameter under `service`: a product offered there, else 404 PRODUCT_UNKNOWN with the
 * text saying which products are offered (the validation step answers the issue's code).
 */
export const paymentProductSchema = (service: PaymentService) =>
  z
    .string()
    .superRefine((product, ctx) => {
      const problem = productProblem(service, product);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { code: 'PRODUCT_UNKNOWN' } });
    })
    .transform((product) => product as PaymentProduct)
    .meta({ description: `${PAYMENT_PRODUCTS.slice(0, -1).join(', ')} or ${PAYMENT_PRODUCTS.at(-1)}.` });

/** Query of POST /v1/{payment-service}/{payment-product}. */
export const createPaymentQuerySchema = z
  .object({
    allowLogicalDuplicate: booleanQuerySchema.optional().meta({
      description:
        'norwegian-domestic-credit-transfers: true accepts a payment identical (debtor, creditor, amount, execution date, reference) to one this TPP created in the last 24 hours; without it such a payment is rejected with 400.',
      example: 'true',
    }),
  })
  .meta({ description: 'Query of the payment initiation.' });

/** POST /v1/signing-baskets */
export const signingBasketSchema = z
  .object({
    paymentIds: z
      .array(z.string().min(1, 'must not be empty').max(100, 'is too long'), { error: 'must be an array of payment ids' })
      .min(1, 'must contain at least one payment id')
      .max(MAX_BASKET_PAYMENTS, `must contain at most ${MAX_BASKET_PAYMENTS} payment ids`)
      .meta({ description: `Ids of single payments created by this TPP (not bulk or periodic), at most ${MAX_BASKET_PAYMENTS}.`, example: ['5f1e…', '9a2c…'] }),
    consentIds: z.never({ error: 'consents cannot be put in a signing basket here: bank-offered consents are authorised on their own' }).optional().meta({ description: 'Not supported.' }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.paymentIds.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['paymentIds', i], message: `payment ${id} is listed more than once` });
      seen.add(id);
    });
  })
  .meta({ description: 'Payments to authorise with one SCA.', example: { paymentIds: ['1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10', '7d2b9f41-5c3e-4a8d-b6f0-8e1a2d3c4b5a'] } });
export type SigningBasketRequest = z.output<typeof signingBasketSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** An amount in a response: a decimal string with the currency's decimals (x-accept-fix amount-as-string, the default). */
export const amountResponseSchema = z
  .object({ currency: z.string(), amount: z.string().meta({ description: 'Decimal string with the currency decimals.', example: '100.33' }) })
  .meta({ description: 'Amount.', example: { currency: 'NOK', amount: '100.33' } });

/** 201 of POST /v1/{payment-service}/{payment-product} */
export const paymentInitiationResponseSchema = z
  .object({
    transactionStatus: transactionStatusSchema,
    paymentId: z.string().meta({ description: 'Payment id.', example: '1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10' }),
    transactionFees: amountResponseSchema.optional(),
    transactionFeeIndicator: z.boolean().optional(),
    _links: z.object({ self: linkSchema, status: linkSchema, startAuthorisation: linkSchema }),
  })
  .meta({
    description: 'The created payment; authorise it by POSTing an empty body to _links.startAuthorisation.',
    example: {
      transactionStatus: 'RCVD',
      paymentId: '1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10',
      transactionFees: { currency: 'NOK', amount: '0.00' },
      transactionFeeIndicator: false,
      _links: {
        self: link('/v1/payments/norwegian-domestic-credit-transfers/1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10', 'GET', 'DELETE'),
        status: link('/v1/payments/norwegian-domestic-credit-transfers/1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10/status', 'GET'),
        startAuthorisation: link('/v1/payments/norwegian-domestic-credit-transfers/1f6a3c2e-0d1b-4b7e-9a55-2c1f0e7d9b10/authorisations', 'POST'),
      },
    },
  });
export type PaymentInitiationResponse = z.output<typeof paymentInitiationResponseSchema>;

/** 200 of GET .../{paymentId}/status */
export const paymentStatusResponseSchema = z
  .object({
    transactionStatus: transactionStatusSchema,
    paymentId: z.string().meta({ description: 'The payment the status is of (as in the platform\'s responses).' }),
    fundsAvailable: z.boolean().optional().meta({ description: 'Result of the funds check, when one was made (ACTC, ACWC, ACCP).' }),
    psuMessage: z.string().max(500).optional().meta({ description: 'Explanation, e.g. of a rejection.' }),
  })
  .meta({ description: 'Payment status.', example: { transactionStatus: 'ACCP', paymentId: '3c9fe1b4-5d1e-4d53-9a35-1f0f8b1e2c6a', fundsAvailable: false, psuMessage: 'Insufficient funds on the debtor account; the payment is retried by the next batch runs.' } });
export type PaymentStatusResponse = z.output<typeof paymentStatusResponseSchema>;

const responseAccountSchema = z.object({ iban: z.string().optional(), bban: z.string().optional(), currency: z.string().optional() });
const responseStructuredSchema = z.object({ reference: z.string(), referenceType: z.string().optional(), referenceIssuer: z.string().optional() });
const responseAddressSchema = z.object({ streetName: z.string().optional(), buildingNumber: z.string().optional(), townName: z.string().optional(), postCode: z.string().optional(), country: z.string() });

const responseTransferShape = {
  endToEndIdentification: z.string().optional(),
  instructedAmount: amountResponseSchema,
  creditorAccount: responseAccountSchema,
  creditorAgent: z.string().optional(),
  creditorAgentName: z.string().optional(),
  creditorName: z.string(),
  creditorAddress: responseAddressSchema.optional(),
  ultimateCreditor: z.string().optional(),
  purposeCode: z.string().optional(),
  chargeBearer: z.string().optional(),
  remittanceInformationUnstructured: z.string().optional(),
  remittanceInformationStructured: responseStructuredSchema.optional(),
  remittanceInformationStructuredArray: z.array(responseStructuredSchema).optional(),
  regulatoryReportingCode: z.string().optional(),
  regulatoryReportingInformation: z.string().optional(),
};

/** 200 of GET /v1/payments/{product}/{paymentId} (paymentInitiationWithStatusResponse). */
export const paymentDetailsResponseSchema = z
  .object({
    ...responseTransferShape,
    debtorAccount: responseAccountSchema,
    debtorName: z.string().optional().meta({ description: 'Name of the debtor account owner.' }),
    ultimateDebtor: z.string().optional(),
    requestedExecutionDate: z.string().optional(),
    transactionStatus: transactionStatusSchema,
  })
  .meta({ description: 'The payment as initiated, with its status and the debtor name.' });

/** 200 of GET /v1/periodic-payments/{product}/{paymentId}. */
export const periodicPaymentDetailsResponseSchema = z
  .object({
    ...responseTransferShape,
    debtorAccount: responseAccountSchema,
    debtorName: z.string().optional(),
    ultimateDebtor: z.string().optional(),
    startDate: z.string(),
    endDate: z.string().optional(),
    executionRule: z.string().optional(),
    frequency: z.string(),
    dayOfExecution: z.string().optional(),
    monthsOfExecution: z.array(z.string()).optional(),
    transactionStatus: transactionStatusSchema,
  })
  .meta({ description: 'The standing order as initiated, with its status.' });

/** 200 of GET /v1/bulk-payments/{product}/{paymentId}. */
export const bulkPaymentDetailsResponseSchema = z
  .object({
    batchBookingPreferred: z.boolean().optional(),
    requestedExecutionDate: z.string().optional(),
    debtorAccount: responseAccountSchema,
    debtorName: z.string().optional(),
    paymentInformationId: z.string().optional(),
    payments: z.array(z.object(responseTransferShape)),
    transactionStatus: transactionStatusSchema,
  })
  .meta({ description: 'The bulk payment as initiated, with its status.' });

/** 201 of POST .../authorisations */
export const startAuthorisationResponseSchema = z
  .object({
    scaStatus: scaStatusSchema,
    authorisationId: z.string().meta({ description: 'Id of the authorisation sub-resource.' }),
    _links: z.object({ scaRedirect: linkSchema, scaStatus: linkSchema }),
  })
  .meta({
    description: 'Send the PSU to _links.scaRedirect; after SCA the PSU returns to TPP-Redirect-URI.',
    example: {
      scaStatus: 'started',
      authorisationId: '0b8f6f4e-2c7a-4d0e-9b1d-5e6f7a8b9c0d',
      _links: {
        scaRedirect: link('https://bank.example/sca/0b8f6f4e-2c7a-4d0e-9b1d-5e6f7a8b9c0d?flow=psd2&context=PIS', 'GET'),
        scaStatus: link('/v1/payments/norwegian-domestic-credit-transfers/1f6a…/authorisations/0b8f6f4e-2c7a-4d0e-9b1d-5e6f7a8b9c0d', 'GET'),
      },
    },
  });
export type StartAuthorisationResponse = z.output<typeof startAuthorisationResponseSchema>;

/** 200 of GET .../authorisations */
export const authorisationsResponseSchema = z
  .object({ authorisationIds: z.array(z.string()) })
  .meta({ description: 'Ids of the authorisation sub-resources, oldest first.', example: { authorisationIds: ['0b8f6f4e-2c7a-4d0e-9b1d-5e6f7a8b9c0d'] } });

/** 200 of GET .../authorisations/{authorisationId} */
export const scaStatusResponseSchema = z
  .object({ scaStatus: scaStatusSchema })
  .meta({ description: 'Status of one authorisation.', example: { scaStatus: 'finalised' } });

/** 201 of POST /v1/signing-baskets (spec 2.2). */
export const signingBasketCreatedSchema = z
  .object({
    basketId: z.string().meta({ description: 'Basket id.', example: '4c1d2e3f-…' }),
    transactionStatus: basketStatusSchema,
    _links: z.object({ self: linkSchema, status: linkSchema, startAuthorisation: linkSchema }),
  })
  .meta({ description: 'The created signing basket; authorise it by POSTing an empty body to _links.startAuthorisation.' });
export type SigningBasketCreated = z.output<typeof signingBasketCreatedSchema>;

/** 200 of GET /v1/signing-baskets/{basketId}. */
export const signingBasketResponseSchema = z
  .object({
    payments: z.array(z.string()).meta({ description: 'Payment ids in the basket.' }),
    transactionStatus: basketStatusSchema,
    _links: z.record(z.string(), linkSchema).optional(),
  })
  .meta({ description: 'The signing basket. Each payment’s own status is authoritative: query GET /v1/payments/{product}/{id}/status.' });
export type SigningBasketResponse = z.output<typeof signingBasketResponseSchema>;

/** 200 of GET /v1/signing-baskets/{basketId}/status. */
export const signingBasketStatusResponseSchema = z.object({ transactionStatus: basketStatusSchema }).meta({ description: 'Basket status (worst case of its payments).' });

/** 200 of POST /v1/sandbox/payments/batch. */
export const paymentBatchResultSchema = z
  .object({
    processed: z.number().int().meta({ description: 'Due payments examined.' }),
    booked: z.number().int().meta({ description: 'Payments booked (ACSC).' }),
    rejected: z.number().int().meta({ description: 'Payments rejected (RJCT) in this run.' }),
  })
  .meta({ description: 'Result of a simulated batch run.', example: { processed: 3, booked: 2, rejected: 0 } });
export type PaymentBatchResult = z.output<typeof paymentBatchResultSchema>;

export { PLATFORM_SAMPLE_KID };
