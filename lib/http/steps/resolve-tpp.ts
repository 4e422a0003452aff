// Step: the TPP behind a verified certificate, identified by its organizationIdentifier (created on first use), and
// the world it works in (lib/worlds: its own sandbox world, created in the known state on its first request).
import type { Db } from '../../db/client.ts';
import type { ParsedCertificate } from '../../crypto/certificate.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { Xs2aError } from '../../errors.ts';
import { openWorld } from '../../worlds/open-world.ts';
import { worldOf } from '../../worlds/world-of.ts';

export interface TppIdentity {
  id: string;
  organizationIdentifier: string;
  name: string;
  /** The world whose data the TPP sees and changes (worldOf: its sandbox world, or the bank's in production). */
  worldId: string;
}

const known = new Map<string, TppIdentity>();

/** Finds or registers the TPP of a certificate and opens its world; both cached, so the hot path does no write. */
export async function resolveTpp(db: Db, cert: ParsedCertificate): Promise<TppIdentity> {
  const orgId = cert.organizationIdentifier;
  if (!orgId) {
    throw new Xs2aError('CERTIFICATE_INVALID', 'The certificate subject has no organizationIdentifier (2.5.4.97), e.g. PSDNO-FSA-123456');
  }
  let tpp = known.get(orgId);
  if (!tpp) {
    const name = cert.organizationName ?? cert.commonName ?? orgId;
    const select = { id: true, organizationIdentifier: true, name: true } as const;
    const row = await db.tpp
      .upsert({ where: { organizationIdentifier: orgId }, create: { id: crypto.randomUUID(), organizationIdentifier: orgId, name }, update: {}, select })
      // Prisma's upsert reads, then inserts: a first request of the TPP in another process or instance can win in
      // between (PostgreSQL: unique violation on organizationIdentifier). Then the TPP exists: read it.
      .catch(async (e: unknown) => {
        if (!isUniqueViolation(e)) throw e;
        return db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: orgId }, select });
      });
    tpp = { ...row, worldId: worldOf(row.id) };
    known.set(orgId, tpp);
  }
  await openWorld(db, tpp.worldId);
  return tpp;
}
