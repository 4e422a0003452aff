// GET /v1/accounts and /v1/accounts/{account-id}: the consented accounts, optionally with balances.
import type { Db } from '../db/client.ts';
import { balance, cashAccountType, displayName, type Fixes } from './shape.ts';
import { consentedAccount, type AisAccess } from './account-access.ts';
import { countUnattendedAccess } from './unattended-limit.ts';

type AccountRow = { id: string; iban: string; bban: string; currency: string; accountName: string; product: string; cashAccountType: string };
type BalanceRows = Parameters<typeof balance>[0][];

function details(a: AccountRow, ownerName: string, fixes: Fixes, balances: BalanceRows | null) {
  return {
    resourceId: a.id,
    iban: a.iban,
    bban: a.bban,
    currency: a.currency,
    name: displayName(a.accountName, fixes),
    product: a.product,
    cashAccountType: cashAccountType(a.cashAccountType, fixes),
    status: 'enabled' as const,
    usage: 'PRIV',
    ownerName,
    ...(balances ? { balances: balances.map((b) => balance(b, a.currency, fixes)) } : {}),
    _links: {
      balances: { href: `/v1/accounts/${a.id}/balances`, verbs: ['GET'] },
      transactions: { href: `/v1/accounts/${a.id}/transactions`, verbs: ['GET'] },
    },
  };
}

/** All accounts of the consent (an empty list when there are none). */
export async function listAccounts(opts: { db: Db; access: AisAccess; withBalance: boolean; fixes: Fixes }) {
  const rows = await opts.db.account.findMany({
    where: { id: { in: opts.access.accountIds } },
    include: { customer: { select: { name: true, type: true } }, balances: opts.withBalance },
    orderBy: { createdAt: 'asc' },
  });
  return {
    accounts: rows.map((r) => ({
      ...details(r, r.customer.name, opts.fixes, opts.withBalance ? r.balances : null),
      usage: r.customer.type === 'CORPORATE' ? 'ORGA' : 'PRIV',
    })),
  };
}

/** One consented account. */
export async function getAccount(opts: { db: Db; access: AisAccess; accountId: string; withBalance: boolean; fixes: Fixes }) {
  const a = await consentedAccount(opts.db, opts.access, opts.accountId);
  const [customer, balances] = await Promise.all([
    opts.db.customer.findUniqueOrThrow({ where: { id: a.customerId }, select: { name: true, type: true } }),
    opts.withBalance ? opts.db.balance.findMany({ where: { accountId: a.id } }) : Promise.resolve(null),
  ]);
  return { account: { ...details(a, customer.name, opts.fixes, balances), usage: customer.type === 'CORPORATE' ? 'ORGA' : 'PRIV' } };
}

/** GET /v1/accounts/{account-id}/balances; unattended reads count towards the daily limit. */
export async function getBalances(opts: { db: Db; tppId: string; access: AisAccess; accountId: string; fixes: Fixes; now: Date }) {
  const a = await consentedAccount(opts.db, opts.access, opts.accountId);
  if (!opts.access.psuPresent) await countUnattendedAccess({ db: opts.db, tppId: opts.tppId, accountId: a.id, kind: 'balances', now: opts.now });
  const rows = await opts.db.balance.findMany({ where: { accountId: a.id } });
  return { account: { iban: a.iban, currency: a.currency }, balances: rows.map((b) => balance(b, a.currency, opts.fixes)) };
}
