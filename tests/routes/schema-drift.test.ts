// The migrated database (SQLite, or PostgreSQL with TEST_DATABASE_URL) must match prisma/schema.prisma exactly: tables,
// columns and their types, keys, indexes (a partial index's predicate too) and foreign keys.
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import pg from 'pg';
import { getConfig } from '../../lib/config.ts';
import { runMigrations } from '../../lib/db/migrate.ts';
import { readSchemaModel, type ModelColumn } from '../../lib/db/schema-model.ts';

interface DbColumn { name: string; type: string; nullable: boolean; hasDefault: boolean }
interface DbTable { columns: DbColumn[]; primaryKey: string[]; indexes: { columns: string[]; unique: boolean; where?: string }[]; foreignKeys: { columns: string[]; references: string; onDelete: string }[] }

const SQLITE_TYPES: Record<ModelColumn['type'], string> = { String: 'TEXT', Int: 'INTEGER', BigInt: 'BIGINT', Boolean: 'BOOLEAN', DateTime: 'DATETIME', Float: 'REAL', Decimal: 'DECIMAL', Json: 'JSONB' };
const PG_TYPES: Record<ModelColumn['type'], string> = { String: 'text', Int: 'integer', BigInt: 'bigint', Boolean: 'boolean', DateTime: 'timestamp without time zone', Float: 'double precision', Decimal: 'numeric', Json: 'jsonb' };
const ON_DELETE: Record<string, string> = { Cascade: 'CASCADE', SetNull: 'SET NULL', Restrict: 'RESTRICT', NoAction: 'NO ACTION' };

async function introspect(): Promise<Map<string, DbTable>> {
  const config = getConfig();
  await runMigrations(config);
  const out = new Map<string, DbTable>();
  if (config.dialect === 'sqlite') {
    const db = new Database(config.databaseUrl.replace(/^file:/, ''), { readonly: true });
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name <> '_migrations'`).pluck().all() as string[];
    for (const t of tables) {
      const cols = db.prepare(`PRAGMA table_info("${t}")`).all() as { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[];
      const indexes = (db.prepare(`PRAGMA index_list("${t}")`).all() as { name: string; unique: number; origin: string; partial: number }[])
        .filter((i) => i.origin !== 'pk')
        .map((i) => ({
          unique: i.unique === 1,
          columns: (db.prepare(`PRAGMA index_info("${i.name}")`).all() as { name: string }[]).map((c) => c.name),
          ...(i.partial ? { where: /\sWHERE\s([\s\S]*)$/i.exec(db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).pluck().get(i.name) as string)?.[1] } : {}),
        }));
      const fks = db.prepare(`PRAGMA foreign_key_list("${t}")`).all() as { id: number; table: string; from: string; on_delete: string }[];
      out.set(t, {
        columns: cols.map((c) => ({ name: c.name, type: c.type, nullable: c.notnull === 0 && c.pk === 0, hasDefault: c.dflt_value !== null || (c.pk === 1 && c.type === 'INTEGER') })),
        primaryKey: cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
        indexes,
        foreignKeys: fks.map((f) => ({ columns: [f.from], references: f.table, onDelete: f.on_delete })),
      });
    }
    db.close();
    return out;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const tables = (await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema='public' AND table_name <> '_migrations'`)).rows.map((r) => r.table_name);
    for (const t of tables) {
      const cols = (await client.query(`SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema='public' AND table_name=$1`, [t])).rows;
      const pk = (await client.query(`SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid=i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid=$1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`, [`"${t}"`])).rows.map((r) => r.attname as string);
      const idx = (await client.query(`SELECT i.indisunique AS unique, array(SELECT a.attname::text FROM unnest(i.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid=i.indrelid AND a.attnum=k.n ORDER BY k.o) AS columns, pg_get_expr(i.indpred, i.indrelid) AS where FROM pg_index i WHERE i.indrelid=$1::regclass AND NOT i.indisprimary`, [`"${t}"`])).rows;
      const fks = (await client.query(`SELECT array(SELECT a.attname::text FROM unnest(c.conkey) k(n) JOIN pg_attribute a ON a.attrelid=c.conrelid AND a.attnum=k.n) AS columns, c.confrelid::regclass::text AS references, c.confdeltype AS del FROM pg_constraint c WHERE c.conrelid=$1::regclass AND c.contype='f'`, [`"${t}"`])).rows;
      const del: Record<string, string> = { c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT', a: 'NO ACTION' };
      out.set(t, {
        columns: cols.map((c) => ({ name: c.column_name, type: c.data_type, nullable: c.is_nullable === 'YES', hasDefault: c.column_default !== null })),
        primaryKey: pk,
        indexes: idx.map((i) => ({ unique: i.unique, columns: i.columns, ...(i.where ? { where: i.where as string } : {}) })),
        foreignKeys: fks.map((f) => ({ columns: f.columns, references: String(f.references).replace(/"/g, ''), onDelete: del[f.del] ?? f.del })),
      });
    }
  } finally {
    await client.end();
  }
  return out;
}

/** A partial index's predicate without the quoting and parentheses each database adds when it prints it back. */
const predicate = (where: string | undefined) => (where ? ` WHERE ${where.replace(/["()]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()}` : '');
const key = (i: { columns: string[]; unique: boolean; where?: string }) => `${i.unique ? 'UNIQUE ' : ''}(${i.columns.join(',')})${predicate(i.where)}`;

test('the migrated database matches prisma/schema.prisma', async () => {
  const model = readSchemaModel();
  const db = await introspect();
  const types = getConfig().dialect === 'sqlite' ? SQLITE_TYPES : PG_TYPES;
  assert.deepEqual([...db.keys()].sort(), model.map((m) => m.name).sort(), 'tables');
  for (const table of model) {
    const actual = db.get(table.name)!;
    assert.deepEqual(actual.columns.map((c) => c.name).sort(), table.columns.map((c) => c.name).sort(), `${table.name} columns`);
    for (const col of table.columns) {
      const a = actual.columns.find((c) => c.name === col.name)!;
      assert.equal(a.type, types[col.type], `${table.name}.${col.name} type`);
      assert.equal(a.nullable, col.optional, `${table.name}.${col.name} nullability`);
      if (col.hasDefault && !table.primaryKey.includes(col.name)) assert.ok(a.hasDefault, `${table.name}.${col.name} default`);
    }
    assert.deepEqual(actual.primaryKey, table.primaryKey, `${table.name} primary key`);
    assert.deepEqual(actual.indexes.map(key).sort(), table.indexes.map(key).sort(), `${table.name} indexes`);
    assert.deepEqual(
      actual.foreignKeys.map((f) => `${f.columns.join(',')}->${f.references} ${f.onDelete}`).sort(),
      table.foreignKeys.map((f) => `${f.columns.join(',')}->${f.references} ${ON_DELETE[f.onDelete]}`).sort(),
      `${table.name} foreign keys`,
    );
  }
});

test('running the migrations again changes nothing', async () => {
  assert.deepEqual(await runMigrations(getConfig()), []);
});

after(() => undefined);
