// Step: the TPP behind a verified certificate, identified by its organizationIdentifier (created on first use).
import type { Db } from '../../db/client.ts';
import type { ParsedCertificate } from '../../crypto/certificate.ts';
import { Xs2aError } from '../../errors.ts';

export interface TppIdentity {
  id: string;
  organizationIdentifier: string;
  name: string;
}

const known = new Map<string, TppIdentity>();

/** Finds or registers the TPP of a certificate; cached so the hot path does no write. */
export async function resolveTpp(db: Db, cert: ParsedCertificate): Promise<TppIdentity> {
  const orgId = cert.organizationIdentifier;
  if (!orgId) {
    throw new Xs2aError('CERTIFICATE_INVALID', 'The certificate subject has no organizationIdentifier (2.5.4.97), e.g. PSDNO-FSA-123456');
  }
  const cached = known.get(orgId);
  if (cached) return cached;
  const name = cert.organizationName ?? cert.commonName ?? orgId;
  const tpp = await db.tpp.upsert({
    where: { organizationIdentifier: orgId },
    create: { id: crypto.randomUUID(), organizationIdentifier: orgId, name },
    update: {},
    select: { id: true, organizationIdentifier: true, name: true },
  });
  known.set(orgId, tpp);
  return tpp;
}

