// VACUUM ANALYZE of a PostgreSQL database after the bench's data is loaded (`npm run bench -- --vacuum`,
// bench/probe/request-cpu.ts with ANALYZE=1).
import pg from 'pg';

/**
 * What autovacuum does on a server that runs it (after 100,000 inserts into a table it analyzes it and sets its
 * visibility map within a minute). The development machine's cluster runs with autovacuum off, so without it the runs
 * measure tables that have never been analyzed (planner estimates of one row for a 100,000-entry range, heap fetches in index-only scans), as all the results in
 * bench/README.md do; with it, the state of a server some minutes after a load (in alternating runs no consistent
 * difference but for the payment: docs/decisions/0014-postgresql-plans-and-statistics.md). Returns the seconds it took.
 */
export async function vacuumAnalyze(databaseUrl: string): Promise<number> {
  const t0 = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  return (performance.now() - t0) / 1000;
}
