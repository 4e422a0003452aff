// GET /v1/accounts/{account-id}/balances: the balances of a consented account.
import type { Db } from '../db/client.ts';
import type { AisAccess, GateCarry } from './account-access.ts';
import { balance, type Fixes } from './shape.ts';
import { consentedAccountRef } from './account-access.ts';
import { countUnattendedAccess } from './unattended-limit.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { balancesOf, balancesText, readBalances } from './read-rows.ts';

/**
 * The account's balances as a read for the AIS gate's statement to carry (checkAisRequest: one round trip for both;
 * used only once the consent check passed and, without the PSU present, the daily limit counted).
 */
export function balancesCarry(accountId: string): GateCarry {
  return { accountId, sql: balancesText(Prisma.sql`x."id"`) };
}

/** The balances; unattended reads count towards the daily limit. */
export async function getBalances(opts: { db: Db; tppId: string; access: AisAccess; accountId: string; fixes: Fixes; now: Date }) {
  const a = await consentedAccountRef(opts.db, opts.access, opts.accountId);
  if (!opts.access.psuPresent) await countUnattendedAccess({ db: opts.db, tppId: opts.tppId, accountId: a.id, kind: 'balances', now: opts.now });
  const carried = opts.access.carried?.get(a.id);
  const rows = carried !== undefined ? balancesOf(JSON.parse(carried ?? 'null')) : (await readBalances(opts.db, [a.id])).get(a.id)!;
  return { account: { iban: a.iban, currency: a.currency }, balances: rows.map((b) => balance(b, a.currency, opts.fixes)) };
}
