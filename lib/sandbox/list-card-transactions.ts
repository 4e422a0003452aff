// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions?fromDate&toDate&offset&limit
import { Xs2aError } from '../errors.ts';
import type { SandboxCardTransaction } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { cardTransactionSelect, toCardTransaction } from './shape.ts';
import { transactionOrder, transactionPage, type TransactionPage } from './transaction-query.ts';

export interface ListCardTransactionsOptions extends TransactionPage {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
}

/** The transactions of a mock card account, paged like listTransactions; unknown card account → 404. */
export async function listCardTransactions({ db, worldId, cardAccountId, ...page }: ListCardTransactionsOptions): Promise<SandboxCardTransaction[]> {
  const { offset, limit, bookingDate } = transactionPage(page);
  const card = await db.cardAccount.findFirst({ where: { id: cardAccountId, worldId }, select: { id: true } });
  if (!card) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);
  const rows = await db.transaction.findMany({
    where: { cardAccountId, ...(bookingDate ? { bookingDate } : {}) },
    orderBy: transactionOrder,
    skip: offset,
    take: limit,
    select: cardTransactionSelect,
  });
  return rows.map((r) => toCardTransaction(r, cardAccountId));
}
