// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId}
import { Xs2aError } from '../errors.ts';
import type { SandboxCardTransaction } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { cardTransactionSelect, toCardTransaction } from './shape.ts';

export interface GetCardTransactionOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
  transactionId: string;
}

/** One transaction of a mock card account; 404 RESOURCE_UNKNOWN when unknown. */
export async function getCardTransaction({ db, worldId, cardAccountId, transactionId }: GetCardTransactionOptions): Promise<SandboxCardTransaction> {
  const row = await db.transaction.findFirst({ where: { id: transactionId, cardAccountId, cardAccount: { worldId } }, select: cardTransactionSelect });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No transaction ${transactionId} on mock card account ${cardAccountId}`);
  return toCardTransaction(row, cardAccountId);
}
