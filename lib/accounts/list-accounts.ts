// GET /v1/accounts: the consented accounts, optionally with balances.
import type { Db } from '../db/client.ts';
import type { AisAccess } from './account-access.ts';
import type { Fixes } from './shape.ts';
import { accountDetails } from './account-details.ts';
import { readAccounts, readBalances } from './read-rows.ts';

/** All accounts of the consent (an empty list when there are none). */
export async function listAccounts(opts: { db: Db; access: AisAccess; withBalance: boolean; fixes: Fixes }) {
  const { access } = opts;
  // PRIVATE: every account is the PSU's own, whose name and type the consent gate already read (one query less).
  if (access.context === 'PRIVATE') {
    const [rows, balances] = await Promise.all([readAccounts(opts.db, access.accountIds), opts.withBalance ? readBalances(opts.db, access.accountIds) : null]);
    return { accounts: rows.map((r) => accountDetails(r, access.psu.customer, opts.fixes, balances ? balances.get(r.id)! : null)) };
  }
  const rows = await opts.db.account.findMany({
    where: { id: { in: access.accountIds } },
    include: { customer: { select: { name: true, type: true } }, balances: opts.withBalance },
    orderBy: { createdAt: 'asc' },
  });
  return { accounts: rows.map((r) => accountDetails(r, r.customer, opts.fixes, opts.withBalance ? r.balances : null)) };
}
