// DELETE /v1/sandbox/card-accounts/{cardAccountId}
import { Xs2aError } from '../errors.ts';
import type { DbOrTx } from '../db/transaction.ts';

export interface DeleteCardAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
}

/** Deletes a mock card account with its balances and transactions; 404 RESOURCE_UNKNOWN when unknown. */
export async function deleteCardAccount({ db, worldId, cardAccountId }: DeleteCardAccountOptions): Promise<void> {
  const { count } = await db.cardAccount.deleteMany({ where: { id: cardAccountId, worldId } });
  if (count === 0) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);
}
