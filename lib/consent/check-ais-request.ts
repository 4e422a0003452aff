// The gate of every account-information read: the PSU's consented access (requireAisAccess), checked before the
// read itself, and the x-accept-fix changes in force for the request.
import type { Xs2aContext } from '../http/operation.ts';
import { acceptFixes, type AcceptFix } from '../http/accept-fix.ts';
import { requireAisAccess, type AisAccess } from './require-ais-access.ts';

/** The consented access and the x-accept-fix set of an AIS request; throws the consent errors (401/403/429). */
export async function checkAisRequest(ctx: Pick<Xs2aContext<unknown, unknown, unknown>, 'db' | 'tpp' | 'header' | 'now' | 'replay'>): Promise<{ access: AisAccess; fixes: Set<AcceptFix> }> {
  const access = await requireAisAccess({ db: ctx.db, tppId: ctx.tpp.id, worldId: ctx.tpp.worldId, header: ctx.header, now: ctx.now, replay: ctx.replay });
  return { access, fixes: acceptFixes(ctx.header('x-accept-fix'), ctx.now) };
}
