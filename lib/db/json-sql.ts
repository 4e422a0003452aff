// JSON built by the database, written once for both dialects: a read that would take rows and columns (and a round
// trip of its own) comes back as one text value inside another statement — the AIS gate's carried reads
// (lib/consent/read-private-gate.ts), the report page (lib/accounts/list-transactions.ts). Prisma converts every value
// of a raw result by its column type; one JSON text is one value
// (docs/decisions/0012-report-page-as-json-from-the-database.md).
import { Prisma } from './generated/sqlite/client.ts';
import { getConfig } from '../config.ts';

/** A JSON array of these values, as a JSON value (it nests in another: SQLite json_array, PostgreSQL json_build_array). */
export function jsonArray(values: Prisma.Sql[]): Prisma.Sql {
  const list = Prisma.join(values);
  return getConfig().dialect === 'postgresql' ? Prisma.sql`json_build_array(${list})` : Prisma.sql`json_array(${list})`;
}

/**
 * The JSON array of `row` over the rows `from` selects (a `FROM … WHERE …` clause), as a JSON value that nests in
 * another: NULL on PostgreSQL when there are none (json_agg), `[]` on SQLite. (SQLite's subtype, which makes
 * json_array embed a text as JSON, does not survive a subquery: json() gives it back.)
 */
export function jsonRows(row: Prisma.Sql, from: Prisma.Sql): Prisma.Sql {
  return getConfig().dialect === 'postgresql' ? Prisma.sql`(SELECT json_agg(${row}) ${from})` : Prisma.sql`json((SELECT json_group_array(${row}) ${from}))`;
}

/**
 * The same array as text, what a statement's text column reads: NULL on PostgreSQL when there are none. Without
 * SQLite's json(), which would parse and write the text again (a report page's 30 KB).
 */
export function jsonRowsText(row: Prisma.Sql, from: Prisma.Sql): Prisma.Sql {
  return getConfig().dialect === 'postgresql' ? Prisma.sql`(SELECT CAST(json_agg(${row}) AS TEXT) ${from})` : Prisma.sql`(SELECT json_group_array(${row}) ${from})`;
}

/** A JSON value as text, what a statement's text column reads (SQLite's JSON already is). */
export function jsonText(value: Prisma.Sql): Prisma.Sql {
  return getConfig().dialect === 'postgresql' ? Prisma.sql`CAST(${value} AS TEXT)` : value;
}
