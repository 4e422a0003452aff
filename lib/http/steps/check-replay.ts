// Step: an X-Request-ID may be used once per TPP while its Date is inside the accepted window; the certificate
// revocation lookup rides along in the same statement.
import type { ParsedCertificate } from '../../crypto/certificate.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { deleteInChunks } from '../../db/delete-in-chunks.ts';
import { Prisma } from '../../db/generated/sqlite/client.ts';
import { certificateBlocked, checkRevocation } from './check-revocation.ts';
import { Xs2aError } from '../../errors.ts';
import { logger } from '../../log.ts';
import { queryRaw } from '../../db/raw.ts';

let lastSweep = 0;

/**
 * Records the request id — a second use by the same TPP inside the window is rejected — and, in the same statement,
 * asks whether the signing certificate was revoked in the portal (check-revocation.ts): one database round trip for
 * both on every signed request (issue 13; SQLite and PostgreSQL both allow a scalar subquery in RETURNING). A revoked
 * certificate wins over a replay, as when the two were separate steps.
 */
export async function checkReplay(db: Db, opts: { tppId: string; requestId: string; certificate: ParsedCertificate; windowSeconds: number; now: Date }): Promise<void> {
  const { tppId, requestId, certificate, windowSeconds, now } = opts;
  let revokedAt: Date | string | null | undefined;
  try {
    const rows = await queryRaw<{ revokedAt: Date | string | null }[]>(db, Prisma.sql`
      INSERT INTO "SeenRequest" ("tppId", "requestId", "seenAt") VALUES (${tppId}, ${requestId.toLowerCase()}, ${now})
      RETURNING (SELECT "revokedAt" FROM "PortalCertificate"
                 WHERE "serialHex" = ${certificate.serialHex} AND "issuerDn" = ${certificate.issuerDn} AND "revokedAt" IS NOT NULL LIMIT 1) AS "revokedAt"`);
    revokedAt = rows[0]?.revokedAt;
  } catch (e) {
    if (isUniqueViolation(e)) {
      await checkRevocation(db, certificate);
      throw new Xs2aError('FORMAT_ERROR', `X-Request-ID ${requestId} was already used; every request needs a new X-Request-ID`);
    }
    throw e;
  }
  if (revokedAt) throw certificateBlocked(certificate, new Date(revokedAt));
  // Requests older than twice the window can no longer pass the Date check, so their ids can go. Off the critical
  // path (issue 13): the request that triggers the minutely sweep does not wait for it, and the sweep deletes in
  // chunks (lib/db/delete-in-chunks.ts) so that SQLite's one connection is not held for all of it; a failed sweep is
  // retried by the next one.
  if (now.getTime() - lastSweep > 60_000) {
    lastSweep = now.getTime();
    deleteInChunks(db, 'SeenRequest', ['tppId', 'requestId'], Prisma.sql`"seenAt" < ${new Date(now.getTime() - 2 * windowSeconds * 1000)}`).catch((e: unknown) => {
      lastSweep = 0;
      logger.warn({ err: e }, 'sweeping old X-Request-IDs failed');
    });
  }
}
