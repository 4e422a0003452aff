// lib/db/ordered-id.ts: UUID v7 — version and variant bits, the millisecond timestamp, and ids that sort in the order
// they were made (also more than 4,096 in one millisecond), all distinct.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newOrderedId } from '../../lib/db/ordered-id.ts';
import { UUID_PATTERN } from '../../lib/schemas/common.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a UUID of version 7 whose first 48 bits are the time in milliseconds', () => {
  const at = Date.UTC(2026, 10, 26, 12, 0, 0, 123);
  const id = newOrderedId(at + 10_000); // later than any id made before in this process
  assert.match(id, V7);
  assert.match(id, UUID_PATTERN);
  assert.equal(parseInt(id.slice(0, 8) + id.slice(9, 13), 16), at + 10_000);
});

test('ids sort in creation order and are distinct, also beyond 4,096 in one millisecond', () => {
  const fixed = Date.now() + 60_000;
  const ids = Array.from({ length: 10_000 }, () => newOrderedId(fixed));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, V7);
  // A clock that goes back does not break the order either.
  const after = newOrderedId(fixed - 5_000);
  assert.ok(after > ids[ids.length - 1]!);
});
