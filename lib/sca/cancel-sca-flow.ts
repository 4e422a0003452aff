// Hosted SCA: the PSU cancels; the TPP gets the failure parameters and earlier consents stay valid.
import type { Db } from '../db/client.ts';
import { failureRedirect } from './redirect-url.ts';
import { SCA_FAILURES } from './sca-flow-errors.ts';
import { loadOpenFlow } from './load-open-flow.ts';

/** Ends the flow as cancelled and returns the TPP redirect. */
export async function cancelScaFlow(opts: { db: Db; flowId: string; now?: Date }): Promise<{ redirect: string }> {
  const now = opts.now ?? new Date();
  const loaded = await loadOpenFlow(opts.db, opts.flowId, now);
  if ('redirect' in loaded) return loaded;
  await opts.db.scaFlow.update({ where: { id: loaded.flow.id }, data: { status: 'failed', completedAt: now } });
  return { redirect: failureRedirect(loaded.flow.redirectUri, SCA_FAILURES.cancelled) };
}
