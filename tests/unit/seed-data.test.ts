// The seeded rows of a world (lib/worlds/seed-data.ts) are dated before the moment of seeding, in listing order: a
// customer created right after POST /v1/sandbox/initialize must list after every seeded one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSeedRows } from '../../lib/worlds/seed-data.ts';

test('seeded rows are dated before the seeding, distinct and increasing in listing order', () => {
  const now = new Date('2026-11-26T20:00:00.000Z');
  const rows = buildSeedRows('world-1', now);
  for (const table of [rows.customers, rows.accounts, rows.cardAccounts, rows.agreements]) {
    const times = table.map((r) => r.createdAt.getTime());
    assert.ok(times.length > 0);
    assert.ok(times.every((t) => t < now.getTime()), 'before the seeding');
    assert.ok(times.every((t, i) => i === 0 || t > times[i - 1]!), 'distinct and increasing');
  }
});
