// Loads an SCA flow that can still go on; an expired one is failed and answered with a failure redirect.
import type { Db } from '../db/client.ts';
import { failureRedirect } from './redirect-url.ts';
import { SCA_FAILURES, ScaPageError } from './sca-flow-errors.ts';

type Flow = NonNullable<Awaited<ReturnType<Db['scaFlow']['findUnique']>>>;

/** The flow, or the redirect that ends it. Unknown or finished flows are a page error. */
export async function loadOpenFlow(db: Db, flowId: string, now: Date): Promise<{ flow: Flow } | { redirect: string }> {
  const flow = await db.scaFlow.findUnique({ where: { id: flowId } });
  if (!flow) throw new ScaPageError('This authentication link is not valid');
  if (flow.status === 'finalised' || flow.status === 'failed') throw new ScaPageError('This authentication has already ended');
  if (flow.expiresAt.getTime() < now.getTime()) {
    await db.scaFlow.update({ where: { id: flow.id }, data: { status: 'failed', completedAt: now } });
    return { redirect: failureRedirect(flow.redirectUri, SCA_FAILURES.expired) };
  }
  return { flow };
}
