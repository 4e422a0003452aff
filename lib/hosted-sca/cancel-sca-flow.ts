// Hosted SCA: the PSU cancels; the TPP gets the failure parameters and earlier consents stay valid.
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { failureRedirect } from '../sca/redirect-url.ts';
import { SCA_FAILURES } from '../sca/sca-flow-errors.ts';
import { failScaFlow } from '../sca/sca-flow.ts';
import { loadOpenFlow } from '../sca/load-open-flow.ts';
import { scaPurposeOf } from './sca-purposes.ts';

/** Ends the flow as cancelled (with what its purpose does on cancel) and returns the TPP redirect. */
export async function cancelScaFlow(opts: { db: Db; flowId: string; now?: Date }): Promise<{ redirect: string }> {
  const now = opts.now ?? new Date();
  const loaded = await loadOpenFlow(opts.db, opts.flowId, now);
  if ('redirect' in loaded) return loaded;
  const { flow } = loaded;
  await atomically(opts.db, async (tx) => {
    await scaPurposeOf(flow.purpose).cancel(tx, { flow, now });
    await failScaFlow(tx, flow.id, now);
  });
  return { redirect: failureRedirect(flow.redirectUri, SCA_FAILURES.cancelled) };
}
