// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}
import { Xs2aError } from '../errors.ts';
import type { SandboxTransaction } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { toTransaction, transactionSelect } from './shape.ts';

export interface GetTransactionOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
  transactionId: string;
}

/** One transaction of a mock account; 404 RESOURCE_UNKNOWN when the account or the transaction is unknown. */
export async function getTransaction({ db, worldId, accountId, transactionId }: GetTransactionOptions): Promise<SandboxTransaction> {
  const row = await db.transaction.findFirst({ where: { id: transactionId, accountId, account: { worldId } }, select: transactionSelect });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No transaction ${transactionId} on mock account ${accountId}`);
  return toTransaction(row, accountId);
}
