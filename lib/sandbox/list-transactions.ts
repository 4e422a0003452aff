// GET /v1/sandbox/accounts/{mockAccountId}/transactions?fromDate&toDate&offset&limit
import { Xs2aError } from '../errors.ts';
import type { SandboxTransaction } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { toTransaction, transactionSelect } from './shape.ts';
import { transactionOrder, transactionPage, type TransactionPage } from './transaction-query.ts';

export interface ListTransactionsOptions extends TransactionPage {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
}

/**
 * The transactions of a mock account, booking dates fromDate..toDate inclusive, newest first (booking date, then
 * creation order), after skipping `offset`, at most `limit` (default and cap 1000). Items per spec 2.4: amount in
 * whole major units (int32), negative for outgoing. Unknown account → 404 RESOURCE_UNKNOWN.
 */
export async function listTransactions({ db, worldId, accountId, ...page }: ListTransactionsOptions): Promise<SandboxTransaction[]> {
  const { offset, limit, bookingDate } = transactionPage(page);
  const account = await db.account.findFirst({ where: { id: accountId, worldId }, select: { id: true } });
  if (!account) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);
  const rows = await db.transaction.findMany({
    where: { accountId, ...(bookingDate ? { bookingDate } : {}) },
    orderBy: transactionOrder,
    skip: offset,
    take: limit,
    select: transactionSelect,
  });
  return rows.map((r) => toTransaction(r, accountId));
}
