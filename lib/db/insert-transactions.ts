// Bulk insert of transactions (lib/db/insert-rows.ts): the sandbox's transactions, the payment batch's bookings and
// the benchmark's data.
import type { Tx } from './client.ts';
import { insertRows, type InsertValue } from './insert-rows.ts';
import { TRANSACTION_NULLABLE_COLUMNS, TRANSACTION_TEXT_COLUMNS, type TransactionInsert } from './rows.ts';

// The row type and its optional columns are derived from the Prisma model in lib/db/rows.ts.
const COLUMNS = ['id', 'amountMinor', 'currency', 'valueDate', 'bookingDate', ...TRANSACTION_NULLABLE_COLUMNS, ...TRANSACTION_TEXT_COLUMNS, 'bookingStatus', 'createdAt'] as const;

/** Inserts transactions inside the caller's transaction: optional texts default to "", bookingStatus to BOOKED, createdAt to the time of the call. */
export async function insertTransactions(tx: Tx, rows: readonly TransactionInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const defaults: Partial<Record<(typeof COLUMNS)[number], InsertValue>> = { bookingStatus: 'BOOKED', createdAt: new Date() };
  for (const c of TRANSACTION_TEXT_COLUMNS) defaults[c] = '';
  // Defaults instead of a copy of each row: no per-row object (10,000 rows per sandbox request, 100,000 per batch).
  await insertRows(tx, 'Transaction', COLUMNS, rows, defaults);
}
