// Loads an SCA flow that can still go on; an expired one is failed and answered with a failure redirect.
import type { Db } from '../db/client.ts';
import { failureRedirect } from './redirect-url.ts';
import { SCA_FAILURES, ScaPageError } from './sca-flow-errors.ts';
import { failScaFlow, findScaFlow, type ScaFlowRecord } from './sca-flow.ts';

/** The flow, or the redirect that ends it. Unknown or finished flows are a page error. */
export async function loadOpenFlow(db: Db, flowId: string, now: Date): Promise<{ flow: ScaFlowRecord } | { redirect: string }> {
  const flow = await findScaFlow(db, flowId);
  if (!flow) throw new ScaPageError('This authentication link is not valid');
  if (flow.status === 'finalised' || flow.status === 'failed') throw new ScaPageError('This authentication has already ended');
  if (flow.expiresAt.getTime() < now.getTime()) {
    await failScaFlow(db, flow.id, now);
    return { redirect: failureRedirect(flow.redirectUri, SCA_FAILURES.expired) };
  }
  return { flow };
}
