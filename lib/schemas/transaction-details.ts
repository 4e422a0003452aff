// The transaction detail fields of spec 2.5 that booked transactions carry by category (proprietaryBankTransactionCode,
// currencyExchange, creditorAgent, debtorAgent, additionalInformation, remittanceInformationUnstructuredArray): the
// input accepted on sandbox transaction creation, stored as JSON in Transaction.details and parsed with the same schema
// on every read (a malformed stored value never reaches a response), shaped as the Berlin Group 1.3.8 types.
import { z } from 'zod';
import { currencySchema, isoDateSchema, text } from './common.ts';

/** Berlin Group BICFI (ISO 9362): 8 or 11 characters. */
export const BICFI = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

const bicfiSchema = (description: string) =>
  z.string().regex(BICFI, 'must be a BIC (ISO 9362) of 8 or 11 capital letters and digits, e.g. DNBANOKKXXX').meta({ description, example: 'DNBANOKKXXX' });

/** One reportExchangeRate: all fields but contractIdentification are required by the Berlin Group type. */
export const exchangeRateSchema = z
  .object({
    sourceCurrency: currencySchema,
    exchangeRate: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,10})?$/, 'must be a positive decimal string such as "11.4512"')
      .meta({ description: 'Units of targetCurrency per unitCurrency, a decimal string.', example: '11.4512' }),
    unitCurrency: currencySchema,
    targetCurrency: currencySchema,
    quotationDate: isoDateSchema,
    contractIdentification: text(35, 'Identification of the exchange contract.', 'FX-2024-0012').optional(),
  })
  .meta({ description: 'An exchange rate of a foreign-currency transaction (Berlin Group reportExchangeRate).' });

/** The detail fields, as accepted on creation and as stored (empty strings and arrays mean absent). */
export const transactionDetailsSchema = z.object({
  proprietaryBankTransactionCode: text(35, 'Proprietary bank transaction code (Max35Text).', 'NOTPROVIDED').optional(),
  currencyExchange: z.array(exchangeRateSchema).max(5, 'at most 5 exchange rates').optional().meta({ description: 'Exchange rates of a foreign-currency transaction.' }),
  creditorAgent: bicfiSchema('BIC of the creditor agent.').optional(),
  debtorAgent: bicfiSchema('BIC of the debtor agent.').optional(),
  additionalInformation: text(500, 'Additional transaction information for the PSU (Max500Text).', 'Card purchase abroad').optional(),
  remittanceInformationUnstructuredArray: z
    .array(z.string().max(140, 'must be at most 140 characters'))
    .max(10, 'at most 10 lines')
    .optional()
    .meta({ description: 'Unstructured remittance lines (each Max140Text).', example: ['Invoice 1234', 'Order 5678'] }),
});
export type TransactionDetails = z.output<typeof transactionDetailsSchema>;

/** The JSON to store for the given fields, or null when none is present. */
export function writeTransactionDetails(details: TransactionDetails): string | null {
  const kept = Object.fromEntries(
    Object.entries(details).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

/** The stored details of a transaction row; absent, unreadable or malformed JSON gives none. */
export function readTransactionDetails(json: string | null | undefined): TransactionDetails {
  if (!json) return {};
  try {
    const parsed = transactionDetailsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
