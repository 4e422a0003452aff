// The PSU revokes consent (spec 5.9): every live consent the TPP holds for the customer ends; the TPP is not notified.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';

/** Revokes the TPP's consents for a customer of its world (another world's: 404); returns how many ended. */
export async function revokeConsents(opts: { db: Db; tppId: string; worldId: string; customerId: string; now: Date }): Promise<number> {
  const customer = await opts.db.customer.findFirst({ where: { id: opts.customerId, worldId: opts.worldId }, select: { id: true } });
  if (!customer) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox customer with id ${opts.customerId.slice(0, 60)}`);
  const { count } = await opts.db.consent.updateMany({ where: { tppId: opts.tppId, customerId: customer.id, revokedAt: null }, data: { revokedAt: opts.now } });
  return count;
}
