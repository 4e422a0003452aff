// Queries by a list of primary keys that also check other columns (the TPP, a status): the checks are wrapped in
// NOT (NOT …), which means the same but which SQLite's planner cannot serve from an index. Without it SQLite (which
// has no statistics here) reads through the index of the checked column — every payment of the TPP, or of the status —
// instead of looking the few ids up by primary key, a cost growing with the table
// (docs/decisions/0027-query-shapes-for-the-planners.md). PostgreSQL folds NOT (NOT …) away, so raw statements use a CASE instead (byIdGuardSql),
// which neither planner serves from an index.
import { Prisma } from './generated/sqlite/client.ts';

/** `{ NOT: { NOT: conditions } }`: spread into a `where` next to `id: { in: ids }`. */
export function byIdGuard<T extends object>(conditions: T): { NOT: { NOT: T } } {
  return { NOT: { NOT: conditions } };
}

/**
 * The same guard in a raw statement, ANDed next to `"id" IN (…)`, as `CASE WHEN condition THEN 1 ELSE 0 END = 1`:
 * neither planner serves a CASE from an index, and PostgreSQL folds NOT (NOT …) away — with statistics from before a
 * burst of new payments it then planned a signing basket's claim as a BitmapAnd of the status and TPP indexes (every
 * RCVD payment of the TPP) instead of three primary-key lookups (docs/decisions/0014-postgresql-plans-and-statistics.md). True exactly where the condition is true (NULL counts as not true, as in
 * a WHERE).
 */
export function byIdGuardSql(condition: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${condition} THEN 1 ELSE 0 END = 1`;
}
