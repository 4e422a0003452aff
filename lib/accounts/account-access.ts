// Looks up a consented account (or card account) of an AIS request; anything else is 404 RESOURCE_UNKNOWN.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import type { ResolvedPsu } from '../psu/resolve-psu.ts';
import { readAccount } from './read-rows.ts';
import type { Prisma } from '../db/generated/sqlite/client.ts';

/** The access of an AIS request, as the consent gate (lib/consent/require-ais-access.ts) grants it. */
export interface AisAccess {
  psu: ResolvedPsu;
  consentId: string;
  context: 'PRIVATE' | 'CORPORATE';
  /** PSU-IP-Address present: real-time PSU access; absent: unattended access with daily limits. */
  psuPresent: boolean;
  accountIds: string[];
  cardAccountIds: string[];
  /** IBAN and currency of the accounts, when the gate read them with the PSU (PRIVATE context, one statement). */
  accountRefs?: ReadonlyMap<string, AccountRef>;
  /**
   * What the gate's statement read for the handler (RequireAisAccessOptions.carry), by account id, when it could carry
   * it: the one account's value, or each of the PSU's accounts' (GateCarry). Absent: nothing was carried.
   */
  carried?: ReadonlyMap<string, string | null>;
}

/**
 * A read the handler will make once the AIS gate passes, carried by the gate's statement (lib/consent/read-private-gate.ts;
 * one round trip fewer): a text expression about an account — the account row is `x` in it — evaluated only for
 * accounts of the PSU's: about one account (`accountId`: a report page, list-transactions.ts; balances,
 * get-balances.ts) or, without one, about each of them (the account list, list-accounts.ts). What it read is used only
 * after the consent check passed, and only for the accounts the consent covers.
 */
export interface GateCarry {
  /** The account it is about; absent: each of the PSU's accounts. */
  accountId?: string;
  /** A scalar expression of type text (a parenthesised subquery, or a JSON value as text: lib/db/json-sql.ts). */
  sql: Prisma.Sql;
}

/** What balance and transaction responses say of their account. */
export interface AccountRef {
  iban: string;
  currency: string;
}

/** The account if the consent covers it. */
export async function consentedAccount(db: Db, access: AisAccess, accountId: string) {
  const account = access.accountIds.includes(accountId) ? await readAccount(db, accountId) : null;
  if (!account) throw new Xs2aError('RESOURCE_UNKNOWN', `No account ${accountId.slice(0, 60)} in the PSU's consent`);
  return account;
}

/**
 * The consented account's id, IBAN and currency: from the consent gate's read when it has them — one database round
 * trip fewer for balances and transactions (tests/routes/query-budget.test.ts) — else from the account row.
 */
export async function consentedAccountRef(db: Db, access: AisAccess, accountId: string): Promise<AccountRef & { id: string }> {
  const ref = access.accountIds.includes(accountId) ? access.accountRefs?.get(accountId) : undefined;
  if (ref) return { id: accountId, iban: ref.iban, currency: ref.currency };
  const account = await consentedAccount(db, access, accountId);
  return { id: account.id, iban: account.iban, currency: account.currency };
}

/** The card account if the consent covers it. */
export async function consentedCardAccount(db: Db, access: AisAccess, cardAccountId: string) {
  const card = access.cardAccountIds.includes(cardAccountId) ? await db.cardAccount.findUnique({ where: { id: cardAccountId } }) : null;
  if (!card) throw new Xs2aError('RESOURCE_UNKNOWN', `No card account ${cardAccountId.slice(0, 60)} in the PSU's consent`);
  return card;
}
