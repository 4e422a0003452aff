// Time-ordered ids (UUID version 7, RFC 9562 §5.7) for the rows written in bulk: booked and pending transactions,
// sandbox transactions. A random UUID (v4) lands anywhere in the unique index on `id`, so every insert of a page of
// 1,000 dirties ~1,000 different index pages, each written to the WAL at commit; ids that grow with time are appended
// at the index's right edge. Measured: docs/decisions/0023-time-ordered-ids.md.
import { randomFillSync } from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** Random bytes drawn 4 KiB at a time (one system call per 512 ids, as node:crypto's randomUUID does). */
const pool = new Uint8Array(4096);
let poolAt = pool.length;
let lastMs = 0;
/** 12-bit sequence within a millisecond (rand_a, RFC 9562 method 1): ids of one process sort in creation order. */
let sequence = 0;

/** A new UUID v7: 48-bit Unix time in ms, version, 12-bit sequence, variant, 62 random bits. */
export function newOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1; // more than 4,096 ids in one millisecond: borrow the next one (the RFC allows it)
    sequence = 0;
  }
  if (poolAt + 8 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const ms = lastMs;
  const hi = Math.floor(ms / 0x1000000); // top 24 bits of the 48
  const lo = ms % 0x1000000;
  const r = pool;
  const i = poolAt;
  poolAt += 8;
  return (
    HEX[(hi >>> 16) & 0xff]! + HEX[(hi >>> 8) & 0xff]! + HEX[hi & 0xff]! + HEX[(lo >>> 16) & 0xff]! + '-' +
    HEX[(lo >>> 8) & 0xff]! + HEX[lo & 0xff]! + '-' +
    HEX[0x70 | (sequence >>> 8)]! + HEX[sequence & 0xff]! + '-' +
    HEX[0x80 | (r[i]! & 0x3f)]! + HEX[r[i + 1]!]! + '-' +
    HEX[r[i + 2]!]! + HEX[r[i + 3]!]! + HEX[r[i + 4]!]! + HEX[r[i + 5]!]! + HEX[r[i + 6]!]! + HEX[r[i + 7]!]!
  );
}
