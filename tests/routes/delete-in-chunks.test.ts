// Clean-ups delete in chunks on SQLite, in one statement on PostgreSQL (lib/db/delete-in-chunks.ts): every matching
// row goes — across several chunks and a composite key — and no other row; the minutely X-Request-ID sweep and the
// request log use it.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { CHUNK_ROWS, deleteInChunks } from '../../lib/db/delete-in-chunks.ts';
import { insertRows } from '../../lib/db/insert-rows.ts';
import { Prisma } from '../../lib/db/generated/sqlite/client.ts';

let db: Db;
before(async () => {
  db = await getDb();
});
after(closeDb);

test('deletes every row meeting the condition over several chunks, by a composite key, and nothing else', async () => {
  const old = new Date('2026-01-01T00:00:00Z');
  const recent = new Date('2026-06-01T00:00:00Z');
  const n = 2 * CHUNK_ROWS + 17;
  const rows = [
    ...Array.from({ length: n }, (_, i) => ({ tppId: `tpp-${i % 3}`, requestId: `old-${i}`, seenAt: old })),
    // The same request ids under another TPP, recent: the composite key must not delete these.
    ...Array.from({ length: 25 }, (_, i) => ({ tppId: 'tpp-keep', requestId: `old-${i}`, seenAt: recent })),
  ];
  await insertRows(db, 'SeenRequest', ['tppId', 'requestId', 'seenAt'], rows);
  const deleted = await deleteInChunks(db, 'SeenRequest', ['tppId', 'requestId'], Prisma.sql`"seenAt" < ${new Date('2026-03-01T00:00:00Z')}`);
  assert.equal(deleted, n);
  const left = await db.seenRequest.findMany({ where: { requestId: { startsWith: 'old-' } }, select: { tppId: true } });
  assert.equal(left.length, 25);
  assert.ok(left.every((r) => r.tppId === 'tpp-keep'));
});

test('a single-column key, and a condition no row meets', async () => {
  const base = { organizationIdentifier: 'PSDNO-FSA-CHUNKS', method: 'GET', path: '/v1/accounts', status: 200, durationMs: 1, signature: 'valid' };
  const rows = Array.from({ length: CHUNK_ROWS + 1 }, (_, i) => ({ ...base, id: `chunk-${String(i).padStart(5, '0')}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }));
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  await insertRows(db, 'RequestLogEntry', columns, rows);
  const where = (org: string) => Prisma.sql`"organizationIdentifier" = ${org}`;
  assert.equal(await deleteInChunks(db, 'RequestLogEntry', ['id'], where('PSDNO-FSA-NOBODY')), 0);
  assert.equal(await deleteInChunks(db, 'RequestLogEntry', ['id'], where('PSDNO-FSA-CHUNKS')), CHUNK_ROWS + 1);
  assert.equal(await db.requestLogEntry.count({ where: { organizationIdentifier: 'PSDNO-FSA-CHUNKS' } }), 0);
});

test('a chunk size of the caller\'s (the request log prunes 250 at a time): every row meeting the condition goes, the rest stays', async () => {
  const base = { method: 'GET', path: '/v1/accounts', status: 200, durationMs: 1, signature: 'valid' };
  const rows = Array.from({ length: 600 }, (_, i) => ({ ...base, organizationIdentifier: i % 4 === 0 ? 'PSDNO-FSA-KEEP' : 'PSDNO-FSA-SMALL', id: `small-${String(i).padStart(5, '0')}`, createdAt: new Date(Date.UTC(2026, 0, 2, 0, 0, i)) }));
  const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
  await insertRows(db, 'RequestLogEntry', columns, rows);
  assert.equal(await deleteInChunks(db, 'RequestLogEntry', ['id'], Prisma.sql`"organizationIdentifier" = ${'PSDNO-FSA-SMALL'}`, 100), 450);
  assert.equal(await db.requestLogEntry.count({ where: { organizationIdentifier: 'PSDNO-FSA-SMALL' } }), 0);
  assert.equal(await db.requestLogEntry.count({ where: { organizationIdentifier: 'PSDNO-FSA-KEEP' } }), 150);
});
