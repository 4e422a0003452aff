// DELETE /v1/sandbox/accounts/{mockAccountId}
import { Xs2aError } from '../errors.ts';
import type { DbOrTx } from '../db/transaction.ts';

export interface DeleteAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
}

/** Deletes a mock account with its balances, transactions and engagements; 404 RESOURCE_UNKNOWN when unknown. */
export async function deleteAccount({ db, worldId, accountId }: DeleteAccountOptions): Promise<void> {
  const { count } = await db.account.deleteMany({ where: { id: accountId, worldId } });
  if (count === 0) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);
}
