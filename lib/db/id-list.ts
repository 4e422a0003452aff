// A list of ids as ONE bound parameter, for `"id" IN ${idList(ids)}`: a JSON array the database expands (SQLite
// json_each, PostgreSQL json_array_elements_text). With one parameter per id, PostgreSQL parses and plans a statement
// of 1,000 parameters for every page of the payment batch (docs/decisions/0021-payment-batch.md), and Prisma builds a descriptor per parameter; SQLite still looks each id up by primary key.
import { Prisma } from './generated/sqlite/client.ts';
import { getConfig } from '../config.ts';

/** `(SELECT … FROM <the ids>)`: the right-hand side of an IN. */
export function idList(ids: readonly string[]): Prisma.Sql {
  const json = JSON.stringify(ids);
  return getConfig().dialect === 'postgresql' ? Prisma.sql`(SELECT json_array_elements_text(${json}::json))` : Prisma.sql`(SELECT value FROM json_each(${json}))`;
}
