// GET /v1/accounts/{account-id}: one consented account, optionally with balances.
import type { Db } from '../db/client.ts';
import type { AisAccess } from './account-access.ts';
import type { Fixes } from './shape.ts';
import { consentedAccount } from './account-access.ts';
import { accountDetails } from './account-details.ts';

/** One consented account. */
export async function getAccount(opts: { db: Db; access: AisAccess; accountId: string; withBalance: boolean; fixes: Fixes }) {
  const a = await consentedAccount(opts.db, opts.access, opts.accountId);
  const [customer, balances] = await Promise.all([
    opts.db.customer.findUniqueOrThrow({ where: { id: a.customerId }, select: { name: true, type: true } }),
    opts.withBalance ? opts.db.balance.findMany({ where: { accountId: a.id } }) : Promise.resolve(null),
  ]);
  return { account: accountDetails(a, customer, opts.fixes, balances) };
}
