// GET /v1/sandbox/accounts/{mockAccountId}
import { Xs2aError } from '../errors.ts';
import type { SandboxAccount } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { accountInclude, toAccount } from './shape.ts';

export interface GetAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
}

/** One mock account with its balances; 404 RESOURCE_UNKNOWN when there is none. */
export async function getAccount({ db, worldId, accountId }: GetAccountOptions): Promise<SandboxAccount> {
  const row = await db.account.findFirst({ where: { id: accountId, worldId }, include: accountInclude });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);
  return toAccount(row);
}
