// GET /v1/card-accounts/{account-id}/balances: the balances of a consented card account.
import type { Db } from '../db/client.ts';
import type { AisAccess } from '../accounts/account-access.ts';
import { consentedCardAccount } from '../accounts/account-access.ts';
import { balance, type Fixes } from '../accounts/shape.ts';
import { countUnattendedAccess } from '../accounts/unattended-limit.ts';

/** GET /v1/card-accounts/{id}/balances. */
export async function getCardBalances(opts: { db: Db; tppId: string; access: AisAccess; cardAccountId: string; fixes: Fixes; now: Date }) {
  const c = await consentedCardAccount(opts.db, opts.access, opts.cardAccountId);
  if (!opts.access.psuPresent) await countUnattendedAccess({ db: opts.db, tppId: opts.tppId, accountId: c.id, kind: 'balances', now: opts.now });
  const rows = await opts.db.balance.findMany({ where: { cardAccountId: c.id } });
  return { cardAccount: { maskedPan: c.maskedPan, currency: c.currency }, balances: rows.map((b) => balance(b, c.currency, opts.fixes)) };
}
