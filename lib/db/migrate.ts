// Applies the SQL migrations of prisma/migrations/<dialect>/ in name order, once each, recorded in _migrations.
import 'server-only';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../config.ts';

interface Migration {
  name: string;
  sql: string;
}

/** The migration files of one dialect, in the order they apply. */
export function loadMigrations(dialect: AppConfig['dialect'], root = process.cwd()): Migration[] {
  const dir = join(/*turbopackIgnore: true*/ root, 'prisma', 'migrations', dialect);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Brings the configured database up to date; safe when several instances start at once. */
export async function runMigrations(config: Pick<AppConfig, 'dialect' | 'databaseUrl'>): Promise<string[]> {
  const migrations = loadMigrations(config.dialect);
  return config.dialect === 'postgresql'
    ? migratePostgres(config.databaseUrl, migrations)
    : migrateSqlite(config.databaseUrl.replace(/^file:(\/\/)?/, ''), migrations);
}

function migrateSqlite(file: string, migrations: Migration[]): string[] {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 10_000 });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE IF NOT EXISTS "_migrations" ("name" TEXT PRIMARY KEY, "appliedAt" TEXT NOT NULL)');
    const applied: string[] = [];
    // BEGIN IMMEDIATE takes the write lock first, so a second process waits and then sees the rows.
    const apply = db.transaction(() => {
      const done = new Set(db.prepare('SELECT name FROM "_migrations"').pluck().all() as string[]);
      for (const m of migrations) {
        if (done.has(m.name)) continue;
        db.exec(m.sql);
        db.prepare('INSERT INTO "_migrations" (name, "appliedAt") VALUES (?, ?)').run(m.name, new Date().toISOString());
        applied.push(m.name);
      }
    });
    apply.immediate();
    return applied;
  } finally {
    db.close();
  }
}

async function migratePostgres(url: string, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One instance migrates at a time; the others wait on the advisory lock and then find nothing to do.
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query('CREATE TABLE IF NOT EXISTS "_migrations" ("name" TEXT PRIMARY KEY, "appliedAt" TIMESTAMPTZ NOT NULL DEFAULT now())');
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM "_migrations"')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO "_migrations" (name) VALUES ($1)', [m.name]);
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(e as Error).message}`);
      }
      applied.push(m.name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
}
