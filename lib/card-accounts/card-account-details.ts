// The Berlin Group cardAccountDetails of a consented card account (GET /v1/card-accounts and /v1/card-accounts/{id}).
import { amount, balance, displayName, type Fixes } from '../accounts/shape.ts';
import { link } from '../schemas/common.ts';

type CardRow = { id: string; maskedPan: string; currency: string; name: string; product: string; status: string; creditLimitMinor: bigint };

/** cardAccountDetails of a card account; balances only when asked for (withBalance). */
export function cardAccountDetails(c: CardRow, ownerName: string, fixes: Fixes, balances: Parameters<typeof balance>[0][] | null) {
  return {
    resourceId: c.id,
    maskedPan: c.maskedPan,
    currency: c.currency,
    ownerName,
    name: displayName(c.name, fixes),
    product: c.product,
    status: (c.status.toUpperCase() === 'ENABLED' ? 'enabled' : c.status.toLowerCase() === 'blocked' ? 'blocked' : 'enabled') as 'enabled' | 'blocked',
    creditLimit: amount(c.creditLimitMinor, c.currency, fixes),
    ...(balances ? { balances: balances.map((b) => balance(b, c.currency, fixes)) } : {}),
    _links: {
      balances: link(`/v1/card-accounts/${c.id}/balances`, 'GET'),
      transactions: link(`/v1/card-accounts/${c.id}/transactions`, 'GET'),
    },
  };
}
