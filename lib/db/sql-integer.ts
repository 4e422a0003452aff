// An integer written into the SQL text rather than bound as a parameter, for the LIMIT of a subquery on a hot path:
// SQLite ran such statements markedly slower with the LIMIT bound — the report page 62 against 44 µs of CPU, the
// offset lookup's k-th-entry statement 46 against 26 µs (bench/probe/marks-sql.ts), its count 38 against 6 µs. Only
// for integers the code controls or has validated (a bounded set of values: each distinct text is a prepared
// statement of its own, lib/db/sqlite-gate.ts keeps 500).
import { Prisma } from './generated/sqlite/client.ts';

export function sqlInteger(n: number): Prisma.Sql {
  if (!Number.isSafeInteger(n)) throw new TypeError(`sqlInteger: ${n} is not an integer`);
  return Prisma.raw(String(n));
}
