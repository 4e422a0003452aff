// Step: an X-Request-ID may be used once per TPP while its Date is inside the accepted window.
import type { Db } from '../../db/client.ts';
import { Xs2aError } from '../../errors.ts';

let lastSweep = 0;

/** Records the request id; a second use by the same TPP inside the window is rejected. */
export async function checkReplay(db: Db, tppId: string, requestId: string, windowSeconds: number, now: Date): Promise<void> {
  try {
    await db.seenRequest.create({ data: { tppId, requestId: requestId.toLowerCase(), seenAt: now } });
  } catch (e) {
    if ((e as { code?: string }).code === 'P2002') {
      throw new Xs2aError('FORMAT_ERROR', `X-Request-ID ${requestId} was already used; every request needs a new X-Request-ID`);
    }
    throw e;
  }
  // Requests older than twice the window can no longer pass the Date check, so their ids can go.
  if (now.getTime() - lastSweep > 60_000) {
    lastSweep = now.getTime();
    await db.seenRequest.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - 2 * windowSeconds * 1000) } } });
  }
}
