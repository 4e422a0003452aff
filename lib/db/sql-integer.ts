// An integer written into the SQL text rather than bound as a parameter, for the LIMIT of a subquery on a hot path:
// SQLite ran such statements markedly slower with the LIMIT bound (docs/decisions/0027-query-shapes-for-the-planners.md). Only
// for integers the code controls or has validated (a bounded set of values: each distinct text is a prepared
// statement of its own, lib/db/sqlite-gate.ts keeps 500).
import { Prisma } from './generated/sqlite/client.ts';

export function sqlInteger(n: number): Prisma.Sql {
  if (!Number.isSafeInteger(n)) throw new TypeError(`sqlInteger: ${n} is not an integer`);
  return Prisma.raw(String(n));
}
