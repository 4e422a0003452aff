// The account report's page statement in its two forms, CPU per call: rows and columns (each value converted by
// Prisma) against one JSON text the database builds (lib/accounts/list-transactions.ts), through the app's client
// and on the bare driver, and with the batch sizes a grouped report reads. 100,000 entries in one account, a 51-row page
// at offset 0.
// Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/page-sql.ts   (SQLite)
process.env.REQUEST_LOG ??= 'off';
import '../../tests/helpers/test-env.ts';
import Database from 'better-sqlite3';
import { getConfig } from '../../lib/config.ts';
import { closeDb, sqliteFile } from '../../lib/db/client.ts';
import { bigAccount } from './big-account.ts';
import { cpuPerCall } from './cpu-per-call.ts';

const { db, account } = await bigAccount();
const columns = ['id', 'bookingStatus', 'amountMinor', 'currency', 'valueDate', 'bookingDate', 'remittanceInformationUnstructured', 'remittanceStructured', 'creditorId', 'creditorName', 'creditorIban', 'creditorBban', 'debtorName', 'debtorIban', 'debtorBban', 'ultimateDebtor', 'ultimateCreditor', 'purposeCode', 'bankTransactionCode', 'paymentId', 'details', 'seq'];
const seqs = `SELECT "seq" FROM "Transaction" WHERE "accountId" = '${account.id}' AND "bookingStatus" = 'BOOKED' AND "parentId" IS NULL ORDER BY "accountId" DESC, "bookingStatus" DESC, "parentId" DESC, "bookingDate" DESC, "seq" DESC LIMIT 51`;
const rowsSql = `SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "Transaction" WHERE "seq" IN (${seqs}) ORDER BY "bookingDate" DESC, "seq" DESC`;
const jsonSql = `SELECT json_group_array(json_object(${columns.map((c) => `'${c}', ${c === 'amountMinor' ? `CAST("${c}" AS TEXT)` : `"${c}"`}`).join(', ')})) AS "page" FROM (SELECT * FROM "Transaction" WHERE "seq" IN (${seqs}) ORDER BY "bookingDate" DESC, "seq" DESC)`;
const arrayValues = columns.map((c) => (c === 'amountMinor' ? `CAST("${c}" AS TEXT)` : `"${c}"`)).join(', ');
const arraySql = `SELECT json_group_array(json_array(${arrayValues})) AS "page" FROM (SELECT * FROM "Transaction" WHERE "seq" IN (${seqs}) ORDER BY "bookingDate" DESC, "seq" DESC)`;
// With each row's number of batch entries (groupBatchTransactions, on by default: a count over the parentId index).
const batchSql = `SELECT json_group_array(json_array(${arrayValues}, (SELECT COUNT(*) FROM "Transaction" AS "e" WHERE "e"."parentId" = "t"."id"))) AS "page" FROM (SELECT * FROM "Transaction" WHERE "seq" IN (${seqs}) ORDER BY "bookingDate" DESC, "seq" DESC) AS "t"`;
const toObject = new Function('a', `return { ${columns.map((c, i) => `${c}: a[${i}]`).join(', ')} };`) as (a: unknown[]) => unknown;
const driver = new Database(sqliteFile(getConfig().databaseUrl));
const cases: [string, () => unknown][] = [
  ['rows, app client', () => db.$queryRawUnsafe(rowsSql)],
  ['JSON, app client + parse', async () => JSON.parse(((await db.$queryRawUnsafe(jsonSql)) as { page: string }[])[0]!.page)],
  ['JSON arrays, client + parse', async () => (JSON.parse(((await db.$queryRawUnsafe(arraySql)) as { page: string }[])[0]!.page) as unknown[][]).map(toObject)],
  ['rows, driver (arrays)', () => driver.prepare(rowsSql).raw(true).all()],
  ['JSON, driver', () => driver.prepare(jsonSql).raw(true).all()],
  ['JSON arrays, driver + parse', () => (JSON.parse((driver.prepare(arraySql).raw(true).all()[0] as string[])[0]!) as unknown[][]).map(toObject)],
  ['rows, driver kept stmt', ((st) => () => st.raw(true).all())(driver.prepare(rowsSql))],
  ['rows, driver kept + objects', ((st) => () => (st.raw(true).all() as unknown[][]).map(toObject))(driver.prepare(rowsSql))],
  ['JSON arrays, kept + parse', ((st) => () => (JSON.parse((st.raw(true).all()[0] as string[])[0]!) as unknown[][]).map(toObject))(driver.prepare(arraySql))],
  ['JSON arrays + batch sizes', ((st) => () => (JSON.parse((st.raw(true).all()[0] as string[])[0]!) as unknown[][]).map(toObject))(driver.prepare(batchSql))],
  ['seqs only, kept', ((st) => () => st.raw(true).all())(driver.prepare(seqs))],
];
for (const [name, fn] of cases) {
  const us = await cpuPerCall(fn, { warm: 300, n: 2000 });
  console.log(`${name.padEnd(26)} ${us.toFixed(0).padStart(5)} µs CPU per call`);
}
driver.close();
await closeDb();
