// Ids of seeded resources and of child rows (balances, engagements).
import { createHash } from 'node:crypto';

/**
 * A stable UUID-formatted id of a seeded resource of a world (name-based, SHA-256 of world, kind and key): customers,
 * accounts, card accounts and agreements keep their ids across resets of their world, so psu-ids, corporate ids,
 * consents and account ids a TPP stored stay valid; the same seeded customer has another id in every world.
 * Manually created resources get random UUIDs and cannot collide.
 */
export function seedId(worldId: string, kind: string, key: string): string {
  const h = createHash('sha256').update(`openbank-sandbox-seed:${worldId}:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The id of the index-th balance or engagement of a parent: sorts in input order. */
export function childId(parentId: string, index: number): string {
  return `${parentId}:${String(index).padStart(3, '0')}`;
}
