// The organisation's sandbox certificates after issuing (issue 12): re-download one (the certificate is public; the
// key was never stored) and revoke one — the request pipeline refuses a revoked certificate from the next request
// (lib/http/steps/check-revocation.ts). Any member may do both; certificates of other organisations are unknown.
import type { Db } from '../db/client.ts';
import { PortalError } from './errors.ts';
import type { PortalCertificatePem, RevokedCertificate } from './schemas.ts';
import type { PortalPrincipal } from './sessions.ts';

interface Options {
  db: Db;
  principal: PortalPrincipal;
  certificateId: string;
}

const unknown = (id: string) => new PortalError('RESOURCE_UNKNOWN', `Your organisation has no certificate ${id}`);

/** The certificate PEM of one of the organisation's certificates. */
export async function readCertificatePem({ db, principal, certificateId }: Options): Promise<PortalCertificatePem> {
  const row = await db.portalCertificate.findFirst({ where: { id: certificateId, tppId: principal.tppId }, select: { id: true, serialHex: true, certPem: true } });
  if (!row) throw unknown(certificateId);
  if (!row.certPem) throw new PortalError('RESOURCE_UNKNOWN', 'This certificate was issued before the portal kept certificates for download; issue a new one');
  return { id: row.id, serialHex: row.serialHex, certPem: row.certPem };
}

/** Revokes one of the organisation's certificates (idempotent: the first revocation time stays). */
export async function revokePortalCertificate({ db, principal, certificateId, now = new Date() }: Options & { now?: Date }): Promise<RevokedCertificate> {
  await db.portalCertificate.updateMany({ where: { id: certificateId, tppId: principal.tppId, revokedAt: null }, data: { revokedAt: now } });
  const row = await db.portalCertificate.findFirst({ where: { id: certificateId, tppId: principal.tppId }, select: { id: true, serialHex: true, revokedAt: true } });
  if (!row?.revokedAt) throw unknown(certificateId);
  return { id: row.id, serialHex: row.serialHex, revokedAt: row.revokedAt.toISOString() };
}
