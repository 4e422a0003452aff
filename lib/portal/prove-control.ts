// Joining an existing organisation by proof of control: the server hands out a challenge (single use, bound to the
// signed-in user, 10 minutes); the user signs it with the private key of a certificate of the organisation — in the
// browser (WebCrypto) or with openssl — and sends certificate and signature back. A valid proof makes them an owner:
// they hold the key the API accepts as that TPP. The organisation's roles and attested name become the certificate's.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { verifyProofOfControl } from '../crypto/verify-proof-of-control.ts';
import type { PortalAccount } from '../http/operation.ts';
import { getTrustAnchors } from '../http/steps/trust-anchors.ts';
import { PortalError } from './errors.ts';
import { CHALLENGE_TTL_SECONDS, LIMITS, MAX_RSA_KEY_BITS } from './limits.ts';
import { joinAs } from './membership.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { PORTAL_ROLES, type Challenge, type Proof } from './schemas.ts';

/** The openssl command that signs `text` with tpp.key.pem and prints the base64 signature. */
export const opensslCommand = (text: string): string => `printf '%s' '${text}' | openssl dgst -sha256 -sign tpp.key.pem | openssl base64 -A`;

/** Issues a challenge for the account to sign with a certificate of `organizationIdentifier`. */
export async function createChallenge({ db, account, organizationIdentifier, now = new Date() }: { db: Db; account: PortalAccount; organizationIdentifier: string; now?: Date }): Promise<Challenge> {
  await enforceRateLimit({ db, rule: LIMITS.proofPerUser, subject: account.userId, what: 'proof-of-control attempts', now });
  const id = randomUUID();
  // Only URL-safe characters: the text goes through a shell command line unquoted-safe inside single quotes.
  const text = `openbank-portal-proof-of-control:${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000);
  await db.portalChallenge.create({ data: { id, userId: account.userId, organizationIdentifier, text, createdAt: now, expiresAt } });
  await db.portalChallenge.deleteMany({ where: { userId: account.userId, expiresAt: { lt: now } } }); // this user's old ones
  return { id, organizationIdentifier, text, expiresAt: expiresAt.toISOString(), command: opensslCommand(text) };
}

/** Checks the signed challenge and makes the account an owner of the organisation; returns its organizationIdentifier. */
export async function proveControl({ db, account, proof, now = new Date() }: { db: Db; account: PortalAccount; proof: Proof; now?: Date }): Promise<{ tppId: string; organizationIdentifier: string }> {
  await enforceRateLimit({ db, rule: LIMITS.proofPerUser, subject: account.userId, what: 'proof-of-control attempts', now });
  const challenge = await db.portalChallenge.findUnique({ where: { id: proof.challengeId } });
  // Used up by this attempt whatever its outcome: one signature check per challenge.
  const consumed = challenge && challenge.userId === account.userId
    ? await db.portalChallenge.updateMany({ where: { id: challenge.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
    : { count: 0 };
  if (!challenge || consumed.count !== 1) {
    throw new PortalError('CHALLENGE_INVALID', 'This challenge is unknown, already used or expired (they last 10 minutes); request a new one', 'challengeId');
  }
  const result = verifyProofOfControl({
    certificate: proof.certificate, signature: proof.signature, text: challenge.text, organizationIdentifier: challenge.organizationIdentifier,
    anchors: await getTrustAnchors(), now, maxKeyBits: MAX_RSA_KEY_BITS,
  });
  if (!result.ok) throw new PortalError('PROOF_INVALID', `${result.reason}. Request a new challenge and try again`);
  const cert = result.certificate;
  // A certificate revoked in the portal proves nothing any more (issue 12), as the API refuses it.
  if (await db.portalCertificate.count({ where: { serialHex: cert.serialHex, issuerDn: cert.issuerDn, revokedAt: { not: null } } })) {
    throw new PortalError('PROOF_INVALID', 'This certificate was revoked in the developer portal. Prove control with a valid certificate of the organisation');
  }
  const organizationIdentifier = challenge.organizationIdentifier;
  const attestedName = cert.organizationName ?? cert.commonName ?? organizationIdentifier;
  const roles = PORTAL_ROLES.filter((r) => cert.roles.includes(r)).join(',');
  return atomically(db, async (tx) => {
    // A TPP never seen on the API is registered with the name its certificate attests; a known one keeps its row.
    const tpp = await tx.tpp.upsert({
      where: { organizationIdentifier },
      create: { id: randomUUID(), organizationIdentifier, name: attestedName },
      update: {},
      select: { id: true },
    });
    await tx.portalOrganisation.upsert({
      where: { tppId: tpp.id },
      create: { tppId: tpp.id, roles, attestedName, provenAt: now },
      update: { roles, attestedName, provenAt: now },
    });
    await joinAs(tx, { userId: account.userId, tppId: tpp.id, role: 'owner' });
    return { tppId: tpp.id, organizationIdentifier };
  });
}
