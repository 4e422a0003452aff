// Row types of the domain functions, derived from the generated Prisma model types (one source: schema.prisma), and
// the readers of columns whose stored text has a narrower type (enum-like statuses, JSON): a value outside it fails
// loudly here, with the column named, instead of being cast.
import type { ZodType, z } from 'zod';
import type { Balance, Payment, Transaction } from './generated/sqlite/client.ts';

/**
 * A timestamp column read as text: SQLite has ISO 8601 with an offset (Prisma's format), PostgreSQL's
 * timestamp(3) without time zone casts to "YYYY-MM-DD HH:MM:SS.mmm" in UTC (Prisma stores UTC).
 */
export function parseDbTime(text: string): Date {
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  return new Date(/(Z|[+-]\d\d(:?\d\d)?)$/.test(iso) ? iso : `${iso}Z`);
}

/** The columns of a balance that responses are shaped from. */
export type BalanceRow = Pick<Balance, 'balanceType' | 'amountMinor' | 'currency' | 'referenceDate' | 'lastChangeDateTime' | 'lastCommittedTransaction'>;

/** A transaction row (account or card account); readers and writers take Picks of it. */
export type TransactionRow = Transaction;

/** A payment row; Payment.status, .service and .body are read with lib/payments/stored.ts. */
export type PaymentRow = Payment;

/** Transaction columns a bulk insert may leave out: nullable ones (null) and texts that default to "". */
export const TRANSACTION_NULLABLE_COLUMNS = ['accountId', 'cardAccountId', 'parentId', 'paymentId', 'remittanceStructured', 'creditorId', 'cardDetails', 'details'] as const satisfies readonly (keyof Transaction)[];
export const TRANSACTION_TEXT_COLUMNS = [
  'remittanceInformationUnstructured', 'creditorName', 'creditorIban', 'creditorBban', 'debtorName', 'debtorIban', 'debtorBban',
  'ultimateDebtor', 'ultimateCreditor', 'purposeCode', 'bankTransactionCode',
] as const satisfies readonly (keyof Transaction)[];

/** A transaction as the sandbox and the payment booking insert it (lib/db/insert-transactions.ts); createdAt defaults to the time of the insert. */
export type TransactionInsert = Pick<Transaction, 'id' | 'amountMinor' | 'currency' | 'valueDate' | 'bookingDate'> &
  Partial<Pick<Transaction, (typeof TRANSACTION_NULLABLE_COLUMNS)[number] | (typeof TRANSACTION_TEXT_COLUMNS)[number] | 'createdAt'>> & {
    /** BOOKED (default) or PENDING (spec 2.5: an authorised payment not yet booked, or a sandbox pending transaction). */
    bookingStatus?: 'BOOKED' | 'PENDING';
  };

/** A stored value its column does not allow: a corrupt row or a writer bug. Never cast; thrown where it is read. */
export class StoredValueError extends Error {
  constructor(column: string, problem: string) {
    super(`${column}: ${problem}`);
    this.name = 'StoredValueError';
  }
}

/** A reader of an enum-like text column: the value, typed, when it is one of `values`; StoredValueError otherwise. */
export function enumColumn<const T extends readonly string[]>(column: string, values: T): (value: string) => T[number] {
  const allowed = new Set<string>(values);
  return (value) => {
    if (allowed.has(value)) return value as T[number];
    throw new StoredValueError(column, `"${value.slice(0, 60)}" is not one of ${values.join(', ')}`);
  };
}

/** A reader of a JSON text column checked with its zod schema; StoredValueError for bad JSON or a value the schema rejects. */
export function jsonColumn<S extends ZodType>(column: string, schema: S): (json: string) => z.output<S> {
  return (json) => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw new StoredValueError(column, 'not JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StoredValueError(column, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  };
}
