// Wraps an account-information handler: the consent gate runs first, x-accept-fix is resolved once.
import type { Xs2aContext } from '../http/pipeline.ts';
import { acceptFixes, type AcceptFix } from '../http/accept-fix.ts';
import { requireAisAccess, type AisAccess } from './require-ais-access.ts';

/** A handler that gets the PSU's consented access and the x-accept-fix set. */
export function aisHandler<B, Q>(fn: (ctx: Xs2aContext<B, Q>, access: AisAccess, fixes: Set<AcceptFix>) => Promise<unknown>) {
  return async (ctx: Xs2aContext<B, Q>): Promise<unknown> => {
    const access = await requireAisAccess({ db: ctx.db, tppId: ctx.tpp.id, header: ctx.header, now: ctx.now });
    return fn(ctx, access, acceptFixes(ctx.header('x-accept-fix'), ctx.now));
  };
}
