// GET /v1/accounts/{account-id}/transactions: booked and/or pending, by booking date, paged with offset/limit.
import { pageLinks } from './page-links.ts';
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { addDays, todayInNorway } from '../dates.ts';
import { consentedAccountRef, type AisAccess, type GateCarry } from './account-access.ts';
import { countUnattendedAccess } from './unattended-limit.ts';
import { balance, transaction, type Fixes } from './shape.ts';
import { writePageCursor, type ListCursor, type TransactionsQuery } from './schemas.ts';
import { link } from '../schemas/common.ts';
import { Prisma, type Transaction } from '../db/generated/sqlite/client.ts';
import { readBalances } from './read-rows.ts';
import { inList, keyAtOffset, keyAtOffsetClauses, MARK_EVERY, NEWEST_FIRST } from './transaction-marks.ts';
import { queryRaw } from '../db/raw.ts';
import { jsonArray, jsonRowsText } from '../db/json-sql.ts';
import { sqlInteger } from '../db/sql-integer.ts';

/** Unattended reads reach back at most 90 days (spec 8). */
export const UNATTENDED_DAYS = 90;

/** The columns of a report row (raw statements, read-rows.ts; docs/decisions/0007-raw-statements-on-the-hot-paths.md). */
const COLUMN_NAMES = [
  'id', 'bookingStatus', 'amountMinor', 'currency', 'valueDate', 'bookingDate', 'remittanceInformationUnstructured', 'remittanceStructured',
  'creditorId', 'creditorName', 'creditorIban', 'creditorBban', 'debtorName', 'debtorIban', 'debtorBban', 'ultimateDebtor', 'ultimateCreditor',
  'purposeCode', 'bankTransactionCode', 'paymentId', 'details', 'seq',
] as const satisfies readonly (keyof Transaction)[];
/**
 * A report row as a JSON array built by the database, its values in COLUMN_NAMES order (the batch size last, when
 * asked for), the amount as text (a bigint column: exact whatever its size). One JSON text rather than rows and
 * columns, which Prisma converts value by value; arrays rather than objects, no key names to write and parse
 * (docs/decisions/0012-report-page-as-json-from-the-database.md).
 */
const ROW_VALUES = Prisma.raw(COLUMN_NAMES.map((c) => (c === 'amountMinor' ? `CAST("${c}" AS TEXT)` : `"${c}"`)).join(', '));
type ReportRow = Pick<Transaction, (typeof COLUMN_NAMES)[number]>;
/** A row of a page: with the number of its batch entries when the client groups batches. */
type PageRow = Omit<ReportRow, 'seq'> & { seq: number; batchSize?: number };
/** Each column's place in a row's array: the order is COLUMN_NAMES', written once. */
const AT = Object.fromEntries(COLUMN_NAMES.map((c, i) => [c, i])) as Record<(typeof COLUMN_NAMES)[number], number>;

export interface ListTransactionsOptions {
  db: Db;
  tppId: string;
  access: AisAccess;
  accountId: string;
  query: TransactionsQuery;
  fixes: Fixes;
  now: Date;
}

/** The account report of one consented account. */
export async function listTransactions(opts: ListTransactionsOptions) {
  const { db, access, query, fixes, now } = opts;
  const account = await consentedAccountRef(db, access, opts.accountId);
  const { dateFrom, dateTo } = await transactionWindow({ db, tppId: opts.tppId, access, accountId: account.id, query, now });

  const wantBooked = query.bookingStatus !== 'pending';
  const wantPending = query.bookingStatus !== 'booked';
  const where = { accountId: account.id, parentId: null, bookingDate: { gte: dateFrom, lte: dateTo } };
  // Batch sizes are shown only to clients that asked for grouped batches (shape.ts transaction()).
  const grouped = fixes.has('groupBatchTransactions');
  // The page the gate's statement read for this request (transactionPageCarry: the PSU present, one list).
  const carried = access.psuPresent && singleList(query) && access.carried?.has(account.id) ? access.carried.get(account.id) : undefined;
  const [bookedRows, pendingRows, balances] = await Promise.all([
    wantBooked ? transactionPage(db, { ...where, bookingStatus: 'BOOKED' }, listStart(query, 'BOOKED'), query.limit + 1, grouped, carried) : Promise.resolve([]),
    wantPending ? transactionPage(db, { ...where, bookingStatus: 'PENDING' }, listStart(query, 'PENDING'), query.limit + 1, grouped, carried) : Promise.resolve([]),
    query.withBalance ? readBalances(db, [account.id]).then((m) => m.get(account.id)!) : Promise.resolve(null),
  ]);
  const more = bookedRows.length > query.limit || pendingRows.length > query.limit;
  const booked = bookedRows.slice(0, query.limit);
  const pending = pendingRows.slice(0, query.limit);
  // Where each list continues: after its last row, or nowhere when this page held the rest of it.
  const continueAt = (rows: typeof booked, all: typeof booked): ListCursor => {
    const last = rows[rows.length - 1];
    return all.length > query.limit && last ? { date: last.bookingDate, seq: last.seq } : 'end';
  };
  const after = more ? writePageCursor({ ...(wantBooked ? { booked: continueAt(booked, bookedRows) } : {}), ...(wantPending ? { pending: continueAt(pending, pendingRows) } : {}) }) : undefined;
  const shape = (rows: typeof booked) => rows.map((r) => transaction(r, account.id, fixes, r.batchSize ?? 0));
  return {
    account: { iban: account.iban, currency: account.currency },
    transactions: {
      ...(wantBooked ? { booked: shape(booked) } : {}),
      ...(wantPending ? { pending: shape(pending) } : {}),
      _links: {
        account: link(`/v1/accounts/${account.id}`, 'GET'),
        ...pageLinks(`/v1/accounts/${account.id}/transactions`, query, { dateFrom, dateTo }, more, after),
      },
    },
    ...(balances ? { balances: balances.map((b) => balance(b, account.currency, fixes)) } : {}),
  };
}

/**
 * A page row from its JSON array (ROW_VALUES): the columns at their places in COLUMN_NAMES (AT), then the batch size
 * if read. One object literal, so every row has the same shape from the start (filled key by key in a loop the
 * rows were a sixth of the page's own work, docs/decisions/0012-report-page-as-json-from-the-database.md).
 * tests/routes/ais.test.ts holds every field of a listed transaction to its details, which the ORM reads.
 */
function pageRow(v: unknown[]): PageRow {
  return {
    id: v[AT.id] as string,
    bookingStatus: v[AT.bookingStatus] as string,
    amountMinor: BigInt(v[AT.amountMinor] as string),
    currency: v[AT.currency] as string,
    valueDate: v[AT.valueDate] as string,
    bookingDate: v[AT.bookingDate] as string,
    remittanceInformationUnstructured: v[AT.remittanceInformationUnstructured] as string,
    remittanceStructured: v[AT.remittanceStructured] as string | null,
    creditorId: v[AT.creditorId] as string | null,
    creditorName: v[AT.creditorName] as string,
    creditorIban: v[AT.creditorIban] as string,
    creditorBban: v[AT.creditorBban] as string,
    debtorName: v[AT.debtorName] as string,
    debtorIban: v[AT.debtorIban] as string,
    debtorBban: v[AT.debtorBban] as string,
    ultimateDebtor: v[AT.ultimateDebtor] as string,
    ultimateCreditor: v[AT.ultimateCreditor] as string,
    purposeCode: v[AT.purposeCode] as string,
    bankTransactionCode: v[AT.bankTransactionCode] as string,
    paymentId: v[AT.paymentId] as string | null,
    details: v[AT.details] as string | null,
    seq: v[AT.seq] as number,
    batchSize: v.length > COLUMN_NAMES.length ? (v[COLUMN_NAMES.length] as number) : undefined,
  };
}

/** Where a page continues: after this entry. */
type PageCursor = Exclude<ListCursor, 'end'>;
type PageWhere = { accountId: string; parentId: null; bookingStatus: string; bookingDate: { gte: string; lte: string } };

/**
 * One page of the account report in one statement: the seqs of the page — a subquery the (accountId, bookingStatus,
 * parentId, bookingDate, seq) index covers — and the page's rows by primary key. A small offset skips its
 * rows inside the index. From a deep offset (MARK_EVERY or more) the key of its entry is found from the nearest mark
 * (transaction-marks.ts: fewer than MARK_EVERY index steps at any depth,
 * docs/decisions/0011-offset-marks-and-keyset-links.md) and the page
 * is read from that key like from a cursor. From a cursor (the `after` of a next link) the page is two index ranges —
 * the rest of the cursor's date below its seq, then the earlier dates (seqsAfter) — so a page costs the same at any
 * depth. The LIMITs are in the SQL text, not bound (lib/db/sql-integer.ts; at most 1001 distinct values). (A
 * row-value comparison, ("bookingDate", "seq") < (d, s), is not used as a range bound by SQLite: the deep page walked
 * the whole index.) With `withBatchSizes` each row carries the number of its
 * batch entries (a count over the parentId index; 0 for a plain transaction).
 */
async function transactionPage(db: Db, where: PageWhere, start: number | ListCursor, take: number, withBatchSizes: boolean, carried?: string | null): Promise<PageRow[]> {
  if (start === 'end') return [];
  // One statement (or the value the AIS gate's statement carried, transactionPageCarry): the page, or NULL from a
  // deep offset whose marks are not complete.
  const text = carried !== undefined ? carried : ((await queryRaw<{ page: string | null }[]>(db, Prisma.sql`SELECT ${pageExpression(where, start, take, withBatchSizes)} AS "page"`))[0]?.page ?? null);
  if (text !== null) return readPage(text);
  // A deep offset whose marks are not complete: the key of its entry from the nearest mark (transaction-marks.ts,
  // writing the marks first), then the page from that key on as from a cursor (which starts after its key: seq + 1
  // includes the entry itself).
  const key = await keyAtOffset(db, { accountId: where.accountId, bookingStatus: where.bookingStatus }, where.bookingDate.lte, start as number);
  if (key === null) return [];
  const from = key ? { date: key.date, seq: key.seq + 1 } : start;
  const [result] = await queryRaw<{ page: string | null }[]>(db, Prisma.sql`SELECT ${pageFrom(where, from, take, withBatchSizes)} AS "page"`);
  return readPage(result?.page ?? null);
}

/**
 * The page as one text expression: its JSON array ('[]' for no rows); from a deep offset the key at the offset and
 * the page from it (keyAtOffsetClauses), NULL when the marks are not complete. (One statement on both dialects,
 * for the simpler path: docs/decisions/0011-offset-marks-and-keyset-links.md.)
 */
function pageExpression(where: PageWhere, start: number | PageCursor, take: number, withBatchSizes: boolean): Prisma.Sql {
  if (typeof start !== 'number' || start < MARK_EVERY) return pageFrom(where, start, take, withBatchSizes);
  const { accountId, bookingStatus, bookingDate } = where;
  const key = keyAtOffsetClauses({ accountId, bookingStatus }, bookingDate.lte, start);
  const sameDayLimit = Prisma.sql`CASE WHEN ${key.date} >= ${bookingDate.gte} THEN ${sqlInteger(take)} ELSE 0 END`;
  const seqs = seqsAfter(inList({ accountId, bookingStatus }), { date: key.date, seq: Prisma.sql`${key.seq} + 1`, sameDayLimit }, bookingDate.gte, take);
  return Prisma.sql`(WITH ${key.with} SELECT CASE WHEN ${key.complete} THEN ${pageOf(seqs, withBatchSizes)} END)`;
}

/** The page from an offset (skipped inside the index) or after a cursor, as a text expression. */
function pageFrom(where: PageWhere, from: number | PageCursor, take: number, withBatchSizes: boolean): Prisma.Sql {
  const { accountId, bookingStatus, bookingDate } = where;
  const list = inList({ accountId, bookingStatus });
  // An offset, or a cursor after the window: the page then starts at the window's end; else after the cursor.
  const seqs =
    typeof from === 'number' || from.date > bookingDate.lte
      ? Prisma.sql`
      SELECT "seq" FROM "Transaction"
      WHERE ${list} AND "bookingDate" >= ${bookingDate.gte} AND "bookingDate" <= ${bookingDate.lte}
      ${NEWEST_FIRST}
      LIMIT ${sqlInteger(take)} OFFSET ${typeof from === 'number' ? from : 0}`
      : seqsAfter(list, { date: Prisma.sql`${from.date}`, seq: Prisma.sql`${from.seq}`, sameDayLimit: sqlInteger(from.date >= bookingDate.gte ? take : 0) }, bookingDate.gte, take);
  return pageOf(seqs, withBatchSizes);
}

/** The rows of these seqs as one JSON array text ('[]' for none: PostgreSQL's json_agg is NULL then). */
function pageOf(seqs: Prisma.Sql, withBatchSizes: boolean): Prisma.Sql {
  const batchSize = withBatchSizes ? [Prisma.sql`(SELECT COUNT(*) FROM "Transaction" AS "e" WHERE "e"."parentId" = "t"."id")`] : [];
  return Prisma.sql`COALESCE(${jsonRowsText(jsonArray([ROW_VALUES, ...batchSize]), Prisma.sql`FROM "Transaction" AS "t" WHERE "seq" IN (${seqs})`)}, '[]')`;
}

/** The rows of a page's JSON array, newest first (the order is put here once: an aggregate's input order is not the query's to promise). */
function readPage(page: string | null): PageRow[] {
  const rows = (JSON.parse(page ?? '[]') as unknown[][]).map(pageRow);
  rows.sort((a, b) => (a.bookingDate === b.bookingDate ? b.seq - a.seq : a.bookingDate < b.bookingDate ? 1 : -1));
  return rows;
}

/**
 * The seqs of the `take` entries after a cursor, newest first, from `gte` on: two index ranges — the rest of the
 * cursor's date below its seq, then as many of the earlier dates as the first left room for. (One condition,
 * "bookingDate" < d OR "seq" < s, walked every entry of the cursor's date at or above the cursor first: thousands on a
 * busy date. The union of both ranges ordered and cut after it sorted them; a count cuts them instead.) The cursor's
 * date and seq are values, or expressions of the
 * statement (the key of a deep offset on PostgreSQL); `sameDayLimit` is `take`, or 0 when the cursor's date is before
 * `gte` (in the SQL text where it is a value: lib/db/sql-integer.ts).
 */
function seqsAfter(list: Prisma.Sql, from: { date: Prisma.Sql; seq: Prisma.Sql; sameDayLimit: Prisma.Sql }, gte: string, take: number): Prisma.Sql {
  const { sameDayLimit } = from;
  const sameDay = Prisma.sql`FROM "Transaction" WHERE ${list} AND "bookingDate" = ${from.date} AND "seq" < ${from.seq}`;
  return Prisma.sql`
    SELECT "seq" FROM (SELECT "seq" ${sameDay} ${NEWEST_FIRST} LIMIT ${sameDayLimit}) AS "sameDay"
    UNION ALL
    SELECT "seq" FROM (
      SELECT "seq" FROM "Transaction" WHERE ${list} AND "bookingDate" >= ${gte} AND "bookingDate" < ${from.date}
      ${NEWEST_FIRST} LIMIT ${sqlInteger(take)} - (SELECT COUNT(*) FROM (SELECT 1 ${sameDay} LIMIT ${sameDayLimit}) AS "taken")) AS "earlier"`;
}

/**
 * The booking-date window of a transaction read (default: the last 90 days up to today). Unattended reads may not
 * reach further back and count towards the daily limit. Shared by account and card-account transactions.
 */
export async function transactionWindow(opts: { db: Db; tppId: string; access: AisAccess; accountId: string; query: TransactionsQuery; now: Date }) {
  const { dateFrom, dateTo, oldest } = requestedWindow(opts.query, opts.now);
  if (dateFrom > dateTo) throw new Xs2aError('PERIOD_INVALID', `dateFrom ${dateFrom} is after dateTo ${dateTo}`);
  if (!opts.access.psuPresent) {
    if (dateFrom < oldest) {
      throw new Xs2aError('PERIOD_INVALID', `Without the PSU present (no PSU-IP-Address) transactions can be read back to ${oldest} (${UNATTENDED_DAYS} days); dateFrom is ${dateFrom}`);
    }
    await countUnattendedAccess({ db: opts.db, tppId: opts.tppId, accountId: opts.accountId, kind: 'transactions', now: opts.now });
  }
  return { dateFrom, dateTo };
}

/** The booking dates a request asks for (default: the last 90 days up to today, Norwegian time), and the oldest an unattended read may reach. */
function requestedWindow(query: TransactionsQuery, now: Date) {
  const today = todayInNorway(now);
  const oldest = addDays(today, -UNATTENDED_DAYS);
  return { dateFrom: query.dateFrom ?? oldest, dateTo: query.dateTo ?? today, oldest };
}

/** Where a list's page starts: after the cursor of a `next` link (nowhere when it has none for this list), else at the offset. */
function listStart(query: TransactionsQuery, bookingStatus: 'BOOKED' | 'PENDING'): number | ListCursor {
  return query.after ? (bookingStatus === 'BOOKED' ? query.after.booked : query.after.pending) ?? 'end' : query.offset;
}

/** The one list a request reads (booked or pending) and where its page starts; null when it reads both. */
function singleList(query: TransactionsQuery): { bookingStatus: 'BOOKED' | 'PENDING'; start: number | ListCursor } | null {
  if (query.bookingStatus !== 'booked' && query.bookingStatus !== 'pending') return null;
  const bookingStatus = query.bookingStatus === 'booked' ? 'BOOKED' : 'PENDING';
  return { bookingStatus, start: listStart(query, bookingStatus) };
}

/**
 * The report page of a transactions request as a read for the AIS gate's statement to carry (checkAisRequest: one
 * round trip fewer, the page is read only for an account of the PSU's and used only once the consent check passed):
 * when the PSU is present, the request reads one list in a valid window, and one statement answers it. null otherwise
 * — unattended reads first count towards their daily limit and have their window checked (transactionWindow) — and
 * the page is read after the gate as before.
 */
export function transactionPageCarry(o: { accountId: string; query: TransactionsQuery; fixes: Fixes; now: Date; psuPresent: boolean }): GateCarry | null {
  const list = singleList(o.query);
  if (!o.psuPresent || !list || list.start === 'end') return null;
  const { dateFrom, dateTo } = requestedWindow(o.query, o.now);
  if (dateFrom > dateTo) return null;
  const where = { accountId: o.accountId, parentId: null, bookingStatus: list.bookingStatus, bookingDate: { gte: dateFrom, lte: dateTo } };
  return { accountId: o.accountId, sql: pageExpression(where, list.start, o.query.limit + 1, o.fixes.has('groupBatchTransactions')) };
}
