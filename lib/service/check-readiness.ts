// GET /ready: whether this process should receive traffic — the database answers, every migration in the repository
// is applied, the trust anchors are loaded, and the process is not shutting down (lib/server/lifecycle.ts).
import 'server-only';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';
import { loadMigrations } from '../db/migrate.ts';
import { getTrustAnchors } from '../http/steps/trust-anchors.ts';
import { isShuttingDown } from '../server/lifecycle.ts';

export interface Readiness {
  ready: boolean;
  checks: { database: 'up' | 'down'; migrations: 'applied' | 'pending' | 'unknown'; trustAnchors: 'loaded' | 'missing'; shutdown: 'no' | 'in progress' };
}

/** Runs the checks; never throws (a failing check is reported as such). */
export async function checkReadiness(): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: 'down', migrations: 'unknown', trustAnchors: 'missing', shutdown: isShuttingDown() ? 'in progress' : 'no' };
  try {
    const db = await getDb();
    const rows = await db.$queryRawUnsafe<{ name: string }[]>('SELECT name FROM "_migrations"');
    checks.database = 'up';
    const applied = new Set(rows.map((r) => r.name));
    checks.migrations = loadMigrations(getConfig().dialect).every((m) => applied.has(m.name)) ? 'applied' : 'pending';
  } catch {
    // database stays 'down'
  }
  try {
    if ((await getTrustAnchors()).length > 0) checks.trustAnchors = 'loaded';
  } catch {
    // trustAnchors stays 'missing'
  }
  const ready = checks.database === 'up' && checks.migrations === 'applied' && checks.trustAnchors === 'loaded' && checks.shutdown === 'no';
  return { ready, checks };
}
