// The gate of every account-information read: the PSU's consented access (requireAisAccess), checked before the
// read itself, and the x-accept-fix changes in force for the request.
import type { Xs2aContext } from '../http/operation.ts';
import { acceptFixes, type AcceptFix } from '../http/accept-fix.ts';
import { requireAisAccess, type AisAccess } from './require-ais-access.ts';
import type { GateCarry } from '../accounts/account-access.ts';

/** The consented access and the x-accept-fix set of an AIS request; throws the consent errors (401/403/429). */
export async function checkAisRequest(
  ctx: Pick<Xs2aContext<unknown, unknown, unknown>, 'db' | 'tpp' | 'header' | 'now' | 'replay'>,
  carry?: GateCarry,
): Promise<{ access: AisAccess; fixes: Set<AcceptFix> }> {
  const access = await requireAisAccess({ db: ctx.db, tppId: ctx.tpp.id, worldId: ctx.tpp.worldId, header: ctx.header, now: ctx.now, replay: ctx.replay, carry });
  return { access, fixes: requestFixes(ctx) };
}

/** The x-accept-fix changes in force for the request (known before its gate: a read carried by the gate may depend on them). */
export function requestFixes(ctx: Pick<Xs2aContext<unknown, unknown, unknown>, 'header' | 'now'>): Set<AcceptFix> {
  return acceptFixes(ctx.header('x-accept-fix'), ctx.now);
}
