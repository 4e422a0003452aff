// The sandbox world of a test TPP: every TPP works in its own world (lib/worlds), created on its first signed request.
import assert from 'node:assert/strict';
import type { Db } from '../../lib/db/client.ts';
import { worldOf } from '../../lib/worlds/world-of.ts';
import type { TppClient } from './tpp-client.ts';

export interface TppWorld {
  tppId: string;
  worldId: string;
}

/** The TPP row of a client (created by its first signed request) and its world. */
export async function tppWorld(db: Db, client: TppClient): Promise<TppWorld> {
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: client.organizationIdentifier } });
  return { tppId: tpp.id, worldId: worldOf(tpp.id) };
}

/** Resets the client's world to the known state with POST /v1/sandbox/initialize (creating TPP and world first when new). */
export async function initializeWorld(db: Db, client: TppClient): Promise<TppWorld> {
  const r = await client.send('POST', '/v1/sandbox/initialize');
  assert.equal(r.status, 200, r.text);
  return tppWorld(db, client);
}
