// Offsets of the account report in a few hundred index steps at any depth (issue 13, "flat at scale": pages at
// offset 500,000 and 990,000 of a million within 2 × offset 0). `LIMIT … OFFSET n` walks n index entries; instead,
// every MARK_EVERY-th entry of a list is written down with its position (TransactionMark, counted from the oldest in
// (bookingDate, seq) order), so the entry at an offset is found from the nearest mark. Marks are written lazily, from
// the last one onward, when a report needs them; triggers on Transaction (migration 0013) delete the marks at and
// after any entry that is inserted, deleted or moved, in the same statement, so the marks left always hold.
// New entries of an account usually come last (today's date, the next seq) and leave every mark in place. Measured, and
// the spacing chosen: docs/decisions/0011-offset-marks-and-keyset-links.md.
import type { Db } from '../db/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { getConfig } from '../config.ts';
import { atomically } from '../db/transaction.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { executeRaw, queryRaw } from '../db/raw.ts';
import { sqlInteger } from '../db/sql-integer.ts';

/** Entries between two marks: the most a lookup walks in the index. */
export const MARK_EVERY = 250;

/** MARK_EVERY in the SQL text (lib/db/sql-integer.ts: bound, it made the lookup's statements 2-6 × slower on SQLite). */
const MARKED = sqlInteger(MARK_EVERY);

/** One list of the report: an account's top-level BOOKED or PENDING entries. */
export interface ReportList {
  accountId: string;
  bookingStatus: string;
}

/** A place in the report's order. */
export interface ReportKey {
  date: string;
  seq: number;
}

/**
 * The report's order, oldest or newest first, spelled as the whole (accountId, bookingStatus, parentId, bookingDate,
 * seq) index although a list fixes the first three: PostgreSQL does not count `"parentId" IS NULL` as fixing a column,
 * so `ORDER BY "bookingDate", "seq"` alone did not match the index and it read every entry of the range and sorted
 * them (docs/decisions/0027-query-shapes-for-the-planners.md). SQLite treats both alike.
 */
export const OLDEST_FIRST = Prisma.sql`ORDER BY "accountId", "bookingStatus", "parentId", "bookingDate", "seq"`;
export const NEWEST_FIRST = Prisma.sql`ORDER BY "accountId" DESC, "bookingStatus" DESC, "parentId" DESC, "bookingDate" DESC, "seq" DESC`;

/** The entries of one list (the (accountId, bookingStatus, parentId, bookingDate, seq) index covers them). */
export const inList = (list: ReportList) => Prisma.sql`"accountId" = ${list.accountId} AND "bookingStatus" = ${list.bookingStatus} AND "parentId" IS NULL`;

/** A mark's values as SQL expressions: its n, bookingDate and seq, or the place before every entry when there is none. */
interface MarkValues {
  n: Prisma.Sql;
  date: Prisma.Sql;
  seq: Prisma.Sql;
}

/** A mark's values, each column read by `read` (NULL when there is no mark): n 0, bookingDate '' (sorts first), seq -1 (below every seq). */
function markValues(read: (column: string) => Prisma.Sql): MarkValues {
  const value = (column: string, none: Prisma.Sql) => Prisma.sql`COALESCE(${read(column)}, ${none})`;
  return { n: value('n', Prisma.sql`0`), date: value('bookingDate', Prisma.sql`''`), seq: value('seq', Prisma.sql`-1`) };
}

/** The list's last mark meeting `condition`, walking back on the index `order` names (the one the condition bounds). */
function lastMarkRow(list: ReportList, condition: Prisma.Sql, order: Prisma.Sql, columns: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT ${columns} FROM "TransactionMark"
    WHERE "accountId" = ${list.accountId} AND "bookingStatus" = ${list.bookingStatus} AND ${condition}
    ORDER BY ${order} LIMIT 1`;
}

/**
 * The list's last mark meeting `condition` as three scalar subqueries, for the statements below to seek with: each is
 * evaluated once per statement, an index seek on TransactionMark (a subquery written twice in a statement is two
 * seeks of ~1-2 µs). Marks ascend in n and in (bookingDate, seq) alike. (keyAtOffsetClauses reads each mark once in
 * a MATERIALIZED clause instead: both dialects seek with its values there; a plain CTE joined to the steps was not
 * sought with by SQLite, docs/decisions/0011-offset-marks-and-keyset-links.md.)
 */
function lastMark(list: ReportList, condition: Prisma.Sql, order: Prisma.Sql): MarkValues {
  return markValues((column) => Prisma.sql`(${lastMarkRow(list, condition, order, Prisma.raw(`"${column}"`))})`);
}

/**
 * The mark a WITH clause of the statement holds, by the clause's name: read once, and sought with (PostgreSQL: an
 * InitPlan; SQLite: a scalar subquery evaluated once).
 */
function markIn(clause: string): MarkValues {
  return markValues((column) => Prisma.raw(`(SELECT "${column}" FROM "${clause}")`));
}

/** The last mark on or before `dateTo`, the one countThrough starts from. */
const markThrough = (dateTo: string) => [Prisma.sql`"bookingDate" <= ${dateTo}`, Prisma.sql`"bookingDate" DESC, "seq" DESC`] as const;
/** The last mark before `position`, the one keyAtPosition starts from. */
const markBefore = (position: Prisma.Sql) => [Prisma.sql`"n" < ${position}`, Prisma.sql`"n" DESC`] as const;

/**
 * The key of the entry at `offset` in the report's order (newest first) among the entries booked on or before
 * `dateTo`: the page starts there. Null when there are not that many entries; undefined when the marks could not
 * be brought up to date (PostgreSQL: another request is writing them, or entries arrived meanwhile), and the caller
 * then pages by OFFSET. Two statements when the marks are complete (each mark read inside the statement that seeks
 * with it).
 */
export async function keyAtOffset(db: Db, list: ReportList, dateTo: string, offset: number): Promise<ReportKey | null | undefined> {
  let through = await countThrough(db, list, dateTo);
  if (through === null) {
    if (!(await extendMarks(db, list))) return undefined;
    through = await countThrough(db, list, dateTo);
    if (through === null) return undefined; // entries were added meanwhile: the next request finds them marked
  }
  const position = through - offset; // counted from the oldest, 1-based
  if (position <= 0) return null;
  return keyAtPosition(db, list, position);
}

/**
 * How many entries are booked on or before `dateTo`: the position of the last mark on or before it plus the entries
 * after that mark (fewer than MARK_EVERY when the marks are complete), in one statement. Null when they are not.
 */
async function countThrough(db: Db, list: ReportList, dateTo: string): Promise<number | null> {
  const [row] = await queryRaw<{ n: number | bigint; c: number | bigint }[]>(db, throughSql(list, dateTo));
  const after = Number(row?.c ?? 0);
  return after >= MARK_EVERY ? null : Number(row?.n ?? 0) + after;
}

/** countThrough's statement: "n", the last mark's position, and "c", the entries after it (at most MARK_EVERY counted). */
function throughSql(list: ReportList, dateTo: string, mark = lastMark(list, ...markThrough(dateTo))): Prisma.Sql {
  // The entries after the mark in two index ranges: the rest of its date, then the later dates up to dateTo.
  return Prisma.sql`
    SELECT ${mark.n} AS "n",
      (SELECT COUNT(*) FROM (SELECT 1 FROM "Transaction" WHERE ${inList(list)} AND "bookingDate" = ${mark.date} AND "seq" > ${mark.seq} LIMIT ${MARKED}) AS "sameDay")
      + (SELECT COUNT(*) FROM (SELECT 1 FROM "Transaction" WHERE ${inList(list)} AND "bookingDate" > ${mark.date} AND "bookingDate" <= ${dateTo} LIMIT ${MARKED}) AS "later")
      AS "c"`;
}

/**
 * keyAtOffset as WITH clauses of the page's own statement, so that a deep offset costs no statement of its own (on
 * PostgreSQL two pool round trips fewer; docs/decisions/0011-offset-marks-and-keyset-links.md): "through" is
 * countThrough's row, "key" the entry at the offset (keyAtPosition's statement, its position read from "through" — a
 * value both dialects seek with). Each of the two marks is read once, in a clause of its own, and the statements
 * seek with its values (as scalar subqueries the mark before the key was read seven times and the one before dateTo
 * four).
 * `complete` is false when the marks are not complete (the caller then writes them and takes the two statements); the
 * key is then not the entry at the offset. A position of 0 or less (fewer entries than the offset) gives no key row:
 * the page is empty.
 */
export function keyAtOffsetClauses(list: ReportList, dateTo: string, offset: number) {
  // The larger of the two: GREATEST on PostgreSQL, the two-argument max() on SQLite.
  const position = Prisma.sql`${Prisma.raw(getConfig().dialect === 'postgresql' ? 'GREATEST' : 'max')}((SELECT "p" FROM "position"), 1)`;
  const columns = Prisma.sql`"n", "bookingDate", "seq"`;
  return {
    with: Prisma.sql`"throughMark" AS MATERIALIZED (${lastMarkRow(list, ...markThrough(dateTo), columns)}),
    "through" AS MATERIALIZED (${throughSql(list, dateTo, markIn('throughMark'))}),
    "position" AS MATERIALIZED (SELECT CAST("n" + "c" AS INTEGER) - ${offset} AS "p" FROM "through"),
    "keyMark" AS MATERIALIZED (${lastMarkRow(list, ...markBefore(position), columns)}),
    "key" AS MATERIALIZED (${keySql(list, position, markIn('keyMark'))} AND (SELECT "p" FROM "position") > 0)`,
    date: Prisma.sql`(SELECT "bookingDate" FROM "key")`,
    seq: Prisma.sql`(SELECT "seq" FROM "key")`,
    complete: Prisma.sql`(SELECT "c" < ${MARKED} FROM "through")`,
  };
}

/**
 * The key of the entry at `position` (1-based, from the oldest): the k-th entry after the last mark before it (k <
 * MARK_EVERY index steps), in one statement: in the rest of the mark's date if it has k entries, else in the later
 * dates, skipping the ones of the mark's date — each range walked in its index's order, so nothing is sorted (before:
 * a UNION ALL of both ranges ordered by (bookingDate, seq), which sorted up to 2 × k keys). COALESCE evaluates its
 * second argument only when the first is NULL — the rest of the mark's date then has fewer than k entries, so the
 * second OFFSET is never negative (which PostgreSQL would refuse). Its cost per call: bench/probe/marks-sql.ts.
 */
async function keyAtPosition(db: Db, list: ReportList, position: number): Promise<ReportKey | null> {
  const [row] = await queryRaw<{ bookingDate: string; seq: number | bigint }[]>(db, keySql(list, Prisma.sql`${position}`));
  return row ? { date: row.bookingDate, seq: Number(row.seq) } : null;
}

/** keyAtPosition's statement, the position (≥ 1) a value or an expression. */
function keySql(list: ReportList, position: Prisma.Sql, mark = lastMark(list, ...markBefore(position))): Prisma.Sql {
  const skip = Prisma.sql`CAST(${position} AS INTEGER) - ${mark.n} - 1`; // k - 1
  const sameDay = Prisma.sql`FROM "Transaction" WHERE ${inList(list)} AND "bookingDate" = ${mark.date} AND "seq" > ${mark.seq}`;
  return Prisma.sql`
    SELECT "bookingDate", "seq" FROM "Transaction" WHERE "seq" = COALESCE(
      (SELECT "seq" ${sameDay} ${OLDEST_FIRST} LIMIT 1 OFFSET ${skip}),
      (SELECT "seq" FROM "Transaction" WHERE ${inList(list)} AND "bookingDate" > ${mark.date} ${OLDEST_FIRST}
       LIMIT 1 OFFSET ${skip} - (SELECT COUNT(*) FROM (SELECT 1 ${sameDay} LIMIT ${MARKED}) AS "marked")))`;
}

/**
 * Writes the missing marks of a list, from its last mark to its end, in one statement (SQLite runs it under the
 * write lock, so it sees every committed entry and no other writer runs meanwhile). On PostgreSQL the statement runs
 * under the account's advisory lock taken exclusively — writers of entries hold it shared until they commit
 * (migration 0013) — and only when it is free at once: false then, and this request pages by OFFSET.
 */
export async function extendMarks(db: Db, list: ReportList): Promise<boolean> {
  const { accountId, bookingStatus } = list;
  const write = (tx: DbOrTx) => executeRaw(tx, Prisma.sql`
    WITH "last" AS (
      SELECT "n", "bookingDate" AS "d", "seq" AS "s" FROM "TransactionMark" WHERE "accountId" = ${accountId} AND "bookingStatus" = ${bookingStatus}
      UNION ALL SELECT 0, '', -1
      ORDER BY 1 DESC LIMIT 1),
    "tail" AS (
      SELECT "bookingDate", "seq", ROW_NUMBER() OVER (${OLDEST_FIRST}) AS "rn" FROM "Transaction"
      WHERE ${inList(list)}
        AND "bookingDate" >= (SELECT "d" FROM "last") AND ("bookingDate" > (SELECT "d" FROM "last") OR "seq" > (SELECT "s" FROM "last")))
    INSERT INTO "TransactionMark" ("accountId", "bookingStatus", "n", "bookingDate", "seq")
    SELECT ${accountId}, ${bookingStatus}, (SELECT "n" FROM "last") + "rn", "bookingDate", "seq" FROM "tail" WHERE "rn" % ${MARK_EVERY} = 0`);
  if (getConfig().dialect !== 'postgresql') {
    await write(db);
    return true;
  }
  return atomically(db, async (tx) => {
    const [lock] = await tx.$queryRaw<{ ok: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${`transaction-marks|${accountId}`})) AS "ok"`;
    if (!lock?.ok) return false;
    await write(tx);
    return true;
  });
}
