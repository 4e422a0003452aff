// The rows the hot AIS reads need, each as one SQL statement (the same text on SQLite and PostgreSQL) instead of an ORM
// query: Prisma's model queries have a large fixed cost before the database does anything
// (docs/decisions/0007-raw-statements-on-the-hot-paths.md). The rows have the model types: Prisma converts the
// columns of a raw result by their types (DateTime → Date, BigInt → bigint) on both dialects.
import { Prisma, type Account, type Balance } from '../db/generated/sqlite/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { queryRaw } from '../db/raw.ts';
import { jsonArray, jsonRows, jsonRowsText } from '../db/json-sql.ts';
import { parseDbTime, type BalanceRow } from '../db/rows.ts';

/** The account with this id, or null. */
export async function readAccount(db: DbOrTx, id: string): Promise<Account | null> {
  const rows = await queryRaw<Account[]>(db, Prisma.sql`SELECT * FROM "Account" WHERE "id" = ${id}`);
  return rows[0] ?? null;
}

/** The accounts with these ids, oldest first. */
export async function readAccounts(db: DbOrTx, ids: string[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  return queryRaw<Account[]>(db, Prisma.sql`SELECT * FROM "Account" WHERE "id" IN (${Prisma.join(ids)}) ORDER BY "createdAt" ASC`);
}

/** The balances of these accounts, by account id (every id present, possibly with none). */
export async function readBalances(db: DbOrTx, accountIds: string[]): Promise<Map<string, Balance[]>> {
  const byAccount = new Map<string, Balance[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const rows = await queryRaw<Balance[]>(db, Prisma.sql`SELECT * FROM "Balance" WHERE "accountId" IN (${Prisma.join(accountIds)})`);
  for (const row of rows) byAccount.get(row.accountId!)?.push(row);
  return byAccount;
}

/**
 * The balances of an account for a statement that reads them along (the AIS gate's carry, lib/accounts/account-access.ts
 * GateCarry): `account` is the account's id in that statement. Each balance an array of BalanceRow's columns (the
 * amount as text: a bigint, exact whatever its size; the time as text, parseDbTime).
 */
function balanceRows(account: Prisma.Sql): { row: Prisma.Sql; from: Prisma.Sql } {
  const row = jsonArray([Prisma.sql`b."balanceType"`, Prisma.sql`CAST(b."amountMinor" AS TEXT)`, Prisma.sql`b."currency"`, Prisma.sql`b."referenceDate"`, Prisma.sql`CAST(b."lastChangeDateTime" AS TEXT)`, Prisma.sql`b."lastCommittedTransaction"`]);
  return { row, from: Prisma.sql`FROM "Balance" AS b WHERE b."accountId" = ${account}` };
}

/** The balances as a JSON value that nests in another (the account list's carry). */
export function balancesJson(account: Prisma.Sql): Prisma.Sql {
  const { row, from } = balanceRows(account);
  return jsonRows(row, from);
}

/** The balances as text (an account's balances, carried alone). */
export function balancesText(account: Prisma.Sql): Prisma.Sql {
  const { row, from } = balanceRows(account);
  return jsonRowsText(row, from);
}

/** The balance rows of balancesJson's or balancesText's value, parsed (null: none, as PostgreSQL's json_agg has it). */
export function balancesOf(json: unknown): BalanceRow[] {
  return ((json ?? []) as [string, string, string, string | null, string | null, string | null][]).map(([balanceType, amount, currency, referenceDate, changed, lastCommittedTransaction]) => ({
    balanceType,
    amountMinor: BigInt(amount),
    currency,
    referenceDate,
    lastChangeDateTime: changed === null ? null : parseDbTime(changed),
    lastCommittedTransaction,
  }));
}
