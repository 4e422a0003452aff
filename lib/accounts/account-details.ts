// The Berlin Group accountDetails of a consented account (GET /v1/accounts and /v1/accounts/{account-id}).
import { link } from '../schemas/common.ts';
import { balance, cashAccountType, displayName, type Fixes } from './shape.ts';

type AccountRow = { id: string; iban: string; bban: string; currency: string; accountName: string; product: string; cashAccountType: string };
export type BalanceRows = Parameters<typeof balance>[0][];

/** accountDetails of an account; balances only when asked for (withBalance). */
export function accountDetails(a: AccountRow, owner: { name: string; type: string }, fixes: Fixes, balances: BalanceRows | null) {
  return {
    resourceId: a.id,
    iban: a.iban,
    bban: a.bban,
    currency: a.currency,
    name: displayName(a.accountName, fixes),
    product: a.product,
    cashAccountType: cashAccountType(a.cashAccountType, fixes),
    status: 'enabled' as const,
    usage: owner.type === 'CORPORATE' ? 'ORGA' : 'PRIV',
    ownerName: owner.name,
    ...(balances ? { balances: balances.map((b) => balance(b, a.currency, fixes)) } : {}),
    _links: {
      balances: link(`/v1/accounts/${a.id}/balances`, 'GET'),
      transactions: link(`/v1/accounts/${a.id}/transactions`, 'GET'),
    },
  };
}
