// GET /v1/card-accounts/{account-id}: one consented card account, optionally with balances.
import type { Db } from '../db/client.ts';
import type { AisAccess } from '../accounts/account-access.ts';
import { consentedCardAccount } from '../accounts/account-access.ts';
import type { Fixes } from '../accounts/shape.ts';
import { cardAccountDetails } from './card-account-details.ts';

/** GET /v1/card-accounts/{id}. */
export async function getCardAccount(opts: { db: Db; access: AisAccess; cardAccountId: string; withBalance: boolean; fixes: Fixes }) {
  const c = await consentedCardAccount(opts.db, opts.access, opts.cardAccountId);
  const [customer, balances] = await Promise.all([
    opts.db.customer.findUniqueOrThrow({ where: { id: c.customerId }, select: { name: true } }),
    opts.withBalance ? opts.db.balance.findMany({ where: { cardAccountId: c.id } }) : Promise.resolve(null),
  ]);
  return { cardAccount: cardAccountDetails(c, customer.name, opts.fixes, balances) };
}
