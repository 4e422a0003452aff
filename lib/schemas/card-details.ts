// The card-specific fields of a card account transaction, stored as JSON in Transaction.cardDetails; parsed with this
// schema on every read (a row written by an older version or by hand never reaches the response unchecked).
import { z } from 'zod';

const storedAmount = z.object({ currency: z.string(), amount: z.string() });

export const cardDetailsSchema = z.object({
  cardTransactionId: z.string().optional(),
  terminalId: z.string().optional(),
  transactionDate: z.string().optional(),
  originalAmount: storedAmount.optional(),
  merchantCategoryCode: z.string().optional(),
  markupFee: storedAmount.optional(),
  markupFeePercentage: z.string().optional(),
  cardAcceptorId: z.string().optional(),
  cardAcceptorAddress: z.record(z.string(), z.string()).optional(),
  maskedPan: z.string().optional(),
  transactionDetails: z.string().optional(),
  invoiced: z.boolean().optional(),
  proprietaryBankTransactionCode: z.string().optional(),
});
export type CardDetails = z.output<typeof cardDetailsSchema>;

/** The stored card details of a transaction row; absent, unreadable or malformed JSON gives no details. */
export function parseCardDetails(json: string | null): CardDetails {
  if (!json) return {};
  try {
    const parsed = cardDetailsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
