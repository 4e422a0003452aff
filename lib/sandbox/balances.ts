// Balance inputs → Balance rows (minor units), shared by account, card-account and balance-update operations.
import { parseAmount } from '../money.ts';
import type { BalanceInput } from './schemas.ts';
import { childId } from './shape.ts';

type ParsedBalance = Omit<BalanceInput, 'balanceType'> & { balanceType: string };

/** Balance columns (without the owner's foreign key) of validated balance inputs, ids in input order. */
export function balanceData(ownerId: string, balances: ParsedBalance[], pathPrefix: string) {
  return balances.map((b, i) => ({
    id: childId(ownerId, i),
    balanceType: b.balanceType,
    amountMinor: parseAmount(b.balanceAmount.amount, b.balanceAmount.currency, { path: `${pathPrefix}[${i}].balanceAmount.amount` }),
    currency: b.balanceAmount.currency,
    referenceDate: b.referenceDate ?? null,
    lastChangeDateTime: b.lastChangeDateTime ? new Date(b.lastChangeDateTime) : null,
    lastCommittedTransaction: b.lastCommittedTransaction ?? null,
  }));
}
