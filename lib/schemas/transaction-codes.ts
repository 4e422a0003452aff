import { UUID_PATTERN } from './common.ts';
// Identifiers and codes every transaction carries in responses, fitted to their declared types (issue 11 row 8):
// the entry reference (Berlin Group entryReference and balances[].lastCommittedTransaction are Max35Text, a
// transaction id is a 36-character UUID) and the ISO 20022 bank transaction code of 4 to 14 characters (spec 2.4, 8).

const UUID = UUID_PATTERN;

/**
 * The entryReference of a transaction (Max35Text): a UUID transaction id without its dashes (32 characters); any
 * other id (at most 35 characters by the schemas that accept it) as it is. Idempotent.
 */
export function entryReferenceOf(transactionId: string): string {
  return transactionId.length === 36 && UUID.test(transactionId) ? transactionId.replaceAll('-', '') : transactionId.slice(0, 35);
}

/**
 * ISO 20022 bank transaction code (Domain-Family-SubFamily) used when the creator of a sandbox transaction gave none:
 * PMNT-RCDT-DMCT (Payments, Received Credit Transfers, Domestic Credit Transfer) for money in, PMNT-ICDT-DMCT (Issued
 * Credit Transfers) for money out — the codes the bank's own domestic payments book with (lib/payments/products.ts).
 */
export const DEFAULT_BANK_TRANSACTION_CODE = { incoming: 'PMNT-RCDT-DMCT', outgoing: 'PMNT-ICDT-DMCT' } as const;

/** The bank transaction code of a transaction: its own when it has one, else the default for its direction. */
export function bankTransactionCodeOf(code: string | null | undefined, amountMinor: bigint): string {
  if (code) return code;
  return amountMinor < 0n ? DEFAULT_BANK_TRANSACTION_CODE.outgoing : DEFAULT_BANK_TRANSACTION_CODE.incoming;
}
