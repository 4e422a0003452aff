// Structured remittance references as stored: in a payment body (remittanceInformationStructured(Array)) and, for
// the transactions booked from it, as a JSON array in Transaction.remittanceStructured. Parsed with this schema on
// every read (lib/db/rows.ts jsonColumn; lib/accounts/shape.ts): a malformed value fails loudly instead of reaching a response.
import { z } from 'zod';

/** One stored reference: the reference (a KID when referenceType is SCOR or absent), its type and issuer. */
export const storedRemittanceSchema = z.object({ reference: z.string(), referenceType: z.string().optional(), referenceIssuer: z.string().optional() });
export type StoredRemittance = z.output<typeof storedRemittanceSchema>;

/** Transaction.remittanceStructured: a JSON array of references. */
export const transactionRemittanceSchema = z.array(storedRemittanceSchema);

/** Transaction.remittanceStructured for `references` (empty type and issuer left out): null when there are none. */
export function writeRemittanceStructured(references: readonly StoredRemittance[]): string | null {
  if (references.length === 0) return null;
  return JSON.stringify(
    references.map((r) => ({ reference: r.reference, ...(r.referenceType ? { referenceType: r.referenceType } : {}), ...(r.referenceIssuer ? { referenceIssuer: r.referenceIssuer } : {}) })),
  );
}
