// GET /v1/sandbox/card-accounts/{cardAccountId}
import { Xs2aError } from '../errors.ts';
import type { SandboxCardAccount } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { cardAccountInclude, toCardAccount } from './shape.ts';

export interface GetCardAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
}

/** One mock card account with its balances; 404 RESOURCE_UNKNOWN when there is none. */
export async function getCardAccount({ db, worldId, cardAccountId }: GetCardAccountOptions): Promise<SandboxCardAccount> {
  const row = await db.cardAccount.findFirst({ where: { id: cardAccountId, worldId }, include: cardAccountInclude });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);
  return toCardAccount(row);
}
