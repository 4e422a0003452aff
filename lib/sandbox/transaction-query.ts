// The paging and date filter of the sandbox transaction lists (account and card account).
import { Xs2aError } from '../errors.ts';
import { isIsoDate } from '../dates.ts';
import { MAX_INT32, MAX_TRANSACTIONS_LIMIT } from './schemas.ts';

export interface TransactionPage {
  /** First booking date to include (YYYY-MM-DD). */
  fromDate?: string;
  /** Last booking date to include (YYYY-MM-DD). */
  toDate?: string;
  /** Transactions skipped before counting the limit (default 0). */
  offset?: number;
  /** Transactions returned: at least 1; default and maximum MAX_TRANSACTIONS_LIMIT (larger values are capped). */
  limit?: number;
}

/**
 * Validated paging: malformed dates or numbers → 400 FORMAT_ERROR naming the parameter; fromDate after toDate →
 * 400 PERIOD_INVALID. (Query strings are converted by listTransactionsQuerySchema first.)
 */
export function transactionPage(page: TransactionPage) {
  for (const name of ['fromDate', 'toDate'] as const) {
    const v = page[name];
    if (v !== undefined && (typeof v !== 'string' || !isIsoDate(v))) {
      throw new Xs2aError('FORMAT_ERROR', `${name}: must be a date written YYYY-MM-DD`, { path: name });
    }
  }
  if (page.fromDate && page.toDate && page.fromDate > page.toDate) {
    throw new Xs2aError('PERIOD_INVALID', `fromDate ${page.fromDate} is after toDate ${page.toDate}`);
  }
  const int = (name: 'offset' | 'limit', min: number, fallback: number) => {
    const v = page[name];
    if (v === undefined) return fallback;
    if (!Number.isInteger(v) || v > MAX_INT32) throw new Xs2aError('FORMAT_ERROR', `${name}: must be a whole number (int32)`, { path: name });
    if (v < min) throw new Xs2aError('FORMAT_ERROR', `${name}: must be at least ${min}`, { path: name });
    return v;
  };
  const offset = int('offset', 0, 0);
  const limit = Math.min(int('limit', 1, MAX_TRANSACTIONS_LIMIT), MAX_TRANSACTIONS_LIMIT);
  const bookingDate = page.fromDate || page.toDate ? { ...(page.fromDate ? { gte: page.fromDate } : {}), ...(page.toDate ? { lte: page.toDate } : {}) } : undefined;
  return { offset, limit, bookingDate };
}

/** Newest booking date first, then newest created: the (…, bookingDate, seq) indexes serve it. */
export const transactionOrder = [{ bookingDate: 'desc' as const }, { seq: 'desc' as const }];
