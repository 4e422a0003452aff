// PUT /v1/sandbox/accounts/{mockAccountId}/balances and PUT /v1/sandbox/card-accounts/{cardAccountId}/balances
import { Xs2aError } from '../errors.ts';
import type { SandboxBalance, UpdateBalancesBody } from './schemas.ts';
import { Problems } from './input.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';
import { balanceOrder, balanceSelect, toBalance } from './shape.ts';
import { balanceData } from './balances.ts';

export interface UpdateAccountBalancesOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
  /** The balances, validated with updateBalancesBodySchema (from an array, {balances: [...]} or one balance). */
  body: UpdateBalancesBody;
}

export interface UpdateCardAccountBalancesOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
  body: UpdateBalancesBody;
}

function checkCurrencies(balances: { balanceAmount: { currency: string } }[], currency: string, what: string): void {
  const problems = new Problems();
  balances.forEach((b, i) => {
    if (b.balanceAmount.currency !== currency) {
      problems.add(`[${i}].balanceAmount.currency`, `balance currency ${b.balanceAmount.currency} differs from the ${what} currency ${currency}`);
    }
  });
  problems.throwIfAny();
}

/** Replaces the balances of a mock account (404 RESOURCE_UNKNOWN when unknown); returns the new balances. */
export async function updateAccountBalances({ db, worldId, accountId, body }: UpdateAccountBalancesOptions): Promise<SandboxBalance[]> {
  const balances = body;
  return atomically(db, async (tx) => {
    const account = await tx.account.findFirst({ where: { id: accountId, worldId }, select: { currency: true } });
    if (!account) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);
    checkCurrencies(balances, account.currency, 'account');
    await tx.balance.deleteMany({ where: { accountId } });
    await tx.balance.createMany({ data: balanceData(accountId, balances, '').map((b) => ({ ...b, accountId })) });
    const rows = await tx.balance.findMany({ where: { accountId }, select: balanceSelect, orderBy: balanceOrder });
    return rows.map(toBalance);
  });
}

/** Replaces the balances of a mock card account (404 RESOURCE_UNKNOWN when unknown); returns the new balances. */
export async function updateCardAccountBalances({ db, worldId, cardAccountId, body }: UpdateCardAccountBalancesOptions): Promise<SandboxBalance[]> {
  const balances = body;
  return atomically(db, async (tx) => {
    const card = await tx.cardAccount.findFirst({ where: { id: cardAccountId, worldId }, select: { currency: true } });
    if (!card) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);
    checkCurrencies(balances, card.currency, 'card account');
    await tx.balance.deleteMany({ where: { cardAccountId } });
    await tx.balance.createMany({ data: balanceData(cardAccountId, balances, '').map((b) => ({ ...b, cardAccountId })) });
    const rows = await tx.balance.findMany({ where: { cardAccountId }, select: balanceSelect, orderBy: balanceOrder });
    return rows.map(toBalance);
  });
}
