// GET /v1/card-accounts: the consented card accounts, optionally with balances.
import type { Db } from '../db/client.ts';
import type { AisAccess } from '../accounts/account-access.ts';
import type { Fixes } from '../accounts/shape.ts';
import { cardAccountDetails } from './card-account-details.ts';

/** GET /v1/card-accounts. */
export async function listCardAccounts(opts: { db: Db; access: AisAccess; withBalance: boolean; fixes: Fixes }) {
  const rows = await opts.db.cardAccount.findMany({
    where: { id: { in: opts.access.cardAccountIds } },
    include: { customer: { select: { name: true } }, balances: opts.withBalance },
    orderBy: { createdAt: 'asc' },
  });
  return { cardAccounts: rows.map((r) => cardAccountDetails(r, r.customer.name, opts.fixes, opts.withBalance ? r.balances : null)) };
}
