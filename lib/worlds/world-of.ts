// Which world a TPP works in — decided here and nowhere else. Sandbox mode: every TPP has its own world, whose id is
// the TPP's id; production mode: one world, the bank's.
import { getConfig } from '../config.ts';

/** The id of the bank's own world: the one world of production mode (migration 0006 creates it). */
export const BANK_WORLD = 'bank';

/** The world of a TPP: its sandbox world (sandbox mode) or the bank's (production). */
export function worldOf(tppId: string): string {
  return getConfig().mode === 'sandbox' ? tppId : BANK_WORLD;
}

/** The TPP whose sandbox world this is, or null for the bank's world. */
export function tppOfWorld(worldId: string): string | null {
  return worldId === BANK_WORLD ? null : worldId;
}
