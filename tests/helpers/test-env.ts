// Test environment: a fresh DATA_DIR (and, with TEST_DATABASE_URL, a fresh PostgreSQL database) per test file.
// Import this module before anything that reads the configuration.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

(process.env as Record<string, string | undefined>).NODE_ENV ??= 'test';
process.env.LOG_LEVEL ??= 'silent';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'openbank-test-'));
delete process.env.DATABASE_URL;

/** Creates an empty PostgreSQL database for this test file when TEST_DATABASE_URL is set. */
export async function prepareDatabase(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `openbank_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DB_POOL_SIZE = '4';
}

await prepareDatabase();
