// GET /v1/sandbox/accounts/{mockAccountId}/balances and GET /v1/sandbox/card-accounts/{cardAccountId}/balances
import { Xs2aError } from '../errors.ts';
import type { SandboxBalance } from './schemas.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { balanceOrder, balanceSelect, toBalance } from './shape.ts';

/** The balances of a mock account of the world; 404 RESOURCE_UNKNOWN when unknown. */
export async function listAccountBalances({ db, worldId, accountId }: { db: DbOrTx; worldId: string; accountId: string }): Promise<SandboxBalance[]> {
  const row = await db.account.findFirst({ where: { id: accountId, worldId }, select: { balances: { select: balanceSelect, orderBy: balanceOrder } } });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);
  return row.balances.map(toBalance);
}

/** The balances of a mock card account of the world; 404 RESOURCE_UNKNOWN when unknown. */
export async function listCardAccountBalances({ db, worldId, cardAccountId }: { db: DbOrTx; worldId: string; cardAccountId: string }): Promise<SandboxBalance[]> {
  const row = await db.cardAccount.findFirst({ where: { id: cardAccountId, worldId }, select: { balances: { select: balanceSelect, orderBy: balanceOrder } } });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);
  return row.balances.map(toBalance);
}
