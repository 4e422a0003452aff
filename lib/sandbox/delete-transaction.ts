// DELETE /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} and
// DELETE /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} (issue 12: delete single transactions)
import { Xs2aError } from '../errors.ts';
import type { DbOrTx } from '../db/transaction.ts';

export interface DeleteTransactionOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** The mock account (kind account) or mock card account (kind card) the transaction is on. */
  kind: 'account' | 'card';
  accountId: string;
  transactionId: string;
}

/**
 * Deletes one transaction of a mock account or card account (with its batch entries, if it is a batch); balances are
 * not changed (they are set on their own, as in the platform's sandbox). 404 RESOURCE_UNKNOWN when the account or the
 * transaction is unknown in the caller's world.
 */
export async function deleteTransaction({ db, worldId, kind, accountId, transactionId }: DeleteTransactionOptions): Promise<void> {
  const where = kind === 'account'
    ? { id: transactionId, accountId, account: { worldId } }
    : { id: transactionId, cardAccountId: accountId, cardAccount: { worldId } };
  const row = await db.transaction.findFirst({ where, select: { seq: true } });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No transaction ${transactionId} on mock ${kind === 'account' ? 'account' : 'card account'} ${accountId}`);
  await db.transaction.deleteMany({ where: { seq: row.seq } });
}
