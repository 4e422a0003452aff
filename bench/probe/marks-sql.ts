// The offset lookup of the account report (lib/accounts/transaction-marks.ts) and the report page's statement, CPU
// per call on the app's own connection: keyAtOffset at a deep offset, and the page statement with its LIMIT bound
// against written into the text (lib/db/sql-integer.ts), on the bare driver. 100,000 entries in one account.
// Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/marks-sql.ts   (SQLite)
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import Database from 'better-sqlite3';
import { getConfig } from '../../lib/config.ts';
import { closeDb, sqliteFile } from '../../lib/db/client.ts';
import { keyAtOffset } from '../../lib/accounts/transaction-marks.ts';
import { todayInNorway } from '../../lib/dates.ts';
import { bigAccount } from './big-account.ts';
import { cpuPerCall } from './cpu-per-call.ts';

const { db, account } = await bigAccount();
const list = { accountId: account.id, bookingStatus: 'BOOKED' };
const today = todayInNorway();
await keyAtOffset(db, list, today, 90_000); // writes the marks
let i = 0;
console.log(`keyAtOffset (offsets 50,000-87,000)  ${(await cpuPerCall(() => keyAtOffset(db, list, today, 50_000 + (i++ % 1000) * 37), { warm: 500, n: 5000 })).toFixed(1).padStart(6)} µs CPU per call`);

const driver = new Database(sqliteFile(getConfig().databaseUrl));
const columns = ['id', 'bookingStatus', 'amountMinor', 'currency', 'valueDate', 'bookingDate', 'remittanceInformationUnstructured', 'remittanceStructured', 'creditorId', 'creditorName', 'creditorIban', 'creditorBban', 'debtorName', 'debtorIban', 'debtorBban', 'ultimateDebtor', 'ultimateCreditor', 'purposeCode', 'bankTransactionCode', 'paymentId', 'details', 'seq'];
const page = `json_group_array(json_array(${columns.map((c) => (c === 'amountMinor' ? `CAST("${c}" AS TEXT)` : `"${c}"`)).join(', ')}))`;
const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
const L = `"accountId" = ? AND "bookingStatus" = ? AND "parentId" IS NULL`;
const NEWEST = `ORDER BY "accountId" DESC, "bookingStatus" DESC, "parentId" DESC, "bookingDate" DESC, "seq" DESC`;
const OLDEST = `ORDER BY "accountId", "bookingStatus", "parentId", "bookingDate", "seq"`;
const sameDay = `FROM "Transaction" WHERE ${L} AND "bookingDate" = ? AND "seq" > ?`;
const cases: [string, string, unknown[]][] = [
  ['page, LIMIT bound', `SELECT ${page} FROM "Transaction" WHERE "seq" IN (SELECT "seq" FROM "Transaction" WHERE ${L} AND "bookingDate" >= ? AND "bookingDate" <= ? ${NEWEST} LIMIT ? OFFSET ?)`, [account.id, 'BOOKED', from, today, 51, 0]],
  ['page, LIMIT in the text', `SELECT ${page} FROM "Transaction" WHERE "seq" IN (SELECT "seq" FROM "Transaction" WHERE ${L} AND "bookingDate" >= ? AND "bookingDate" <= ? ${NEWEST} LIMIT 51 OFFSET ?)`, [account.id, 'BOOKED', from, today, 0]],
];
// The k-th entry after a mark (keyAtPosition's form with the mark's values given), its count's LIMIT bound or not.
const mark = driver.prepare(`SELECT "n", "bookingDate", "seq" FROM "TransactionMark" WHERE "accountId" = ? AND "n" < 10000 ORDER BY "n" DESC LIMIT 1`).get(account.id) as { n: number; bookingDate: string; seq: number };
const k = 10_000 - mark.n + 120;
for (const [name, limit] of [['k-th entry, count LIMIT bound', '?'], ['k-th entry, count LIMIT in the text', '250']] as const) {
  const sql = `SELECT "bookingDate", "seq" FROM "Transaction" WHERE "seq" = COALESCE(
    (SELECT "seq" ${sameDay} ${OLDEST} LIMIT 1 OFFSET ?),
    (SELECT "seq" FROM "Transaction" WHERE ${L} AND "bookingDate" > ? ${OLDEST} LIMIT 1 OFFSET ? - (SELECT COUNT(*) FROM (SELECT 1 ${sameDay} LIMIT ${limit}))))`;
  const same = [account.id, 'BOOKED', mark.bookingDate, mark.seq];
  cases.push([name, sql, [...same, k - 1, account.id, 'BOOKED', mark.bookingDate, k - 1, ...same, ...(limit === '?' ? [250] : [])]]);
}
// The page from a key (the entry at a deep offset): the rest of the key's date, then the earlier dates, as
// lib/accounts/list-transactions.ts reads them (ordered and cut after the union), against a union cut by a count.
const key = driver.prepare(`SELECT "bookingDate", "seq" FROM "Transaction" WHERE ${L} ${NEWEST} LIMIT 1 OFFSET 90000`).get(account.id, 'BOOKED') as { bookingDate: string; seq: number };
const keyDay = `FROM "Transaction" WHERE ${L} AND "bookingDate" = ? AND "seq" < ?`;
const earlier = `FROM "Transaction" WHERE ${L} AND "bookingDate" >= ? AND "bookingDate" < ?`;
const keyArgs = [account.id, 'BOOKED', key.bookingDate, key.seq];
const earlierArgs = [account.id, 'BOOKED', from, key.bookingDate];
cases.push(
  ['page from a key, union ordered', `SELECT ${page} FROM "Transaction" WHERE "seq" IN (SELECT "seq" FROM (
    SELECT "seq", "bookingDate" FROM (SELECT "seq", "bookingDate" ${keyDay} ${NEWEST} LIMIT 51) AS "sameDay"
    UNION ALL SELECT "seq", "bookingDate" FROM (SELECT "seq", "bookingDate" ${earlier} ${NEWEST} LIMIT 51) AS "earlier"
    ORDER BY "bookingDate" DESC, "seq" DESC LIMIT 51) AS "page")`, [...keyArgs, ...earlierArgs]],
  ['page from a key, union cut by a count', `SELECT ${page} FROM "Transaction" WHERE "seq" IN (
    SELECT "seq" FROM (SELECT "seq" ${keyDay} ${NEWEST} LIMIT 51) AS "sameDay"
    UNION ALL SELECT "seq" FROM (SELECT "seq" ${earlier} ${NEWEST} LIMIT 51 - (SELECT COUNT(*) FROM (SELECT 1 ${keyDay} LIMIT 51) AS "n")) AS "earlier")`, [...keyArgs, ...earlierArgs, ...keyArgs]],
);
for (const [name, sql, args] of cases) {
  const st = driver.prepare(sql);
  console.log(`${name.padEnd(36)} ${(await cpuPerCall(() => st.all(...args), { warm: 500, n: 5000 })).toFixed(1).padStart(6)} µs CPU per call`);
}
driver.close();
await closeDb();
