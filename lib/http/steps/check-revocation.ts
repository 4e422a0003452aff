// A certificate revoked in the developer portal is refused at once (issue 12). Looked up on every signed request inside
// the replay step's INSERT (check-replay.ts; indexed by serial number, no cache, so a revocation holds on every
// instance from the next request); checkRevocation is the same lookup for a replayed request, whose INSERT fails. Code
// CERTIFICATE_BLOCKED (401): the bank refuses the certificate. Not CERTIFICATE_REVOKED: the IG spells it so, the 1.3.8
// yaml enum CERTIFICATE_REVOKE (reference/berlin-group-message-codes.md note 1), so clients validating against the
// yaml would reject either; CERTIFICATE_BLOCKED is in both.
import type { ParsedCertificate } from '../../crypto/certificate.ts';
import type { Db } from '../../db/client.ts';
import { Xs2aError } from '../../errors.ts';

/** The error for a certificate revoked at `revokedAt`. */
export function certificateBlocked(cert: ParsedCertificate, revokedAt: Date): Xs2aError {
  return new Xs2aError(
    'CERTIFICATE_BLOCKED',
    `This certificate (serial ${cert.serialHex}) was revoked in the developer portal on ${revokedAt.toISOString()}. ` +
      'Issue a new certificate on the portal\'s Organisation page and sign with its key.',
  );
}

/** Throws CERTIFICATE_BLOCKED when the certificate (serial and issuer) was revoked in the portal. */
export async function checkRevocation(db: Db, cert: ParsedCertificate): Promise<void> {
  const revoked = await db.portalCertificate.findFirst({
    where: { serialHex: cert.serialHex, issuerDn: cert.issuerDn, revokedAt: { not: null } },
    select: { revokedAt: true },
  });
  if (revoked?.revokedAt) throw certificateBlocked(cert, revoked.revokedAt);
}
