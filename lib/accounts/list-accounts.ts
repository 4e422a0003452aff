// GET /v1/accounts: the consented accounts, optionally with balances.
import type { Db } from '../db/client.ts';
import type { AisAccess, GateCarry } from './account-access.ts';
import type { Fixes } from './shape.ts';
import { accountDetails } from './account-details.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { jsonArray, jsonText } from '../db/json-sql.ts';
import { balancesJson, balancesOf, readAccounts, readBalances } from './read-rows.ts';

/** The columns of an account that accountDetails shows, in the order accountsCarry reads them. */
const DETAIL_COLUMNS = ['iban', 'bban', 'currency', 'accountName', 'product', 'cashAccountType'] as const;

/**
 * Each of the PSU's accounts with what its details show (and its balances with `withBalance`) as a read for the AIS
 * gate's statement to carry (checkAisRequest: one round trip for the gate and the list, PRIVATE context). Before: the
 * accounts and their balances in a statement of their own after the gate (tests/routes/query-budget.test.ts).
 */
export function accountsCarry(withBalance: boolean): GateCarry {
  const columns = DETAIL_COLUMNS.map((c) => Prisma.raw(`x."${c}"`));
  return { sql: jsonText(jsonArray([...columns, withBalance ? balancesJson(Prisma.sql`x."id"`) : Prisma.sql`NULL`])) };
}

/** All accounts of the consent (an empty list when there are none). */
export async function listAccounts(opts: { db: Db; access: AisAccess; withBalance: boolean; fixes: Fixes }) {
  const { access } = opts;
  // PRIVATE: every account is the PSU's own, whose name and type the consent gate already read — and, where it could
  // carry them (accountsCarry), the accounts too.
  if (access.context === 'PRIVATE') {
    const carried = carriedAccounts(access);
    if (carried) return { accounts: carried.map(({ row, balances }) => accountDetails(row, access.psu.customer, opts.fixes, opts.withBalance ? balances : null)) };
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

/** The accounts of the consent as the gate's statement carried them (accountsCarry), in its order; null when it did not carry each. */
function carriedAccounts(access: AisAccess) {
  const { carried } = access;
  if (!carried || !access.accountIds.every((id) => typeof carried.get(id) === 'string')) return null;
  return access.accountIds.map((id) => {
    const values = JSON.parse(carried.get(id)!) as unknown[];
    const row = Object.fromEntries([['id', id], ...DETAIL_COLUMNS.map((c, i) => [c, values[i] as string])]) as Record<'id' | (typeof DETAIL_COLUMNS)[number], string>;
    return { row, balances: balancesOf(values[DETAIL_COLUMNS.length]) };
  });
}
