// The organisation page data: the TPP row, its portal roles, contact e-mail and issued certificates.
import type { Db } from '../db/client.ts';
import { PortalError } from './errors.ts';
import type { Organisation } from './schemas.ts';

/** Reads the organisation a portal user belongs to. */
export async function getOrganisation({ db, tppId }: { db: Db; tppId: string }): Promise<Organisation> {
  const [tpp, org, certificates] = await Promise.all([
    db.tpp.findUnique({ where: { id: tppId } }),
    db.portalOrganisation.findUnique({ where: { tppId } }),
    db.portalCertificate.findMany({ where: { tppId }, orderBy: { createdAt: 'desc' }, take: 20 }),
  ]);
  if (!tpp) throw new PortalError('RESOURCE_UNKNOWN', 'The organisation of this account no longer exists');
  return {
    tppId,
    name: tpp.name,
    organizationIdentifier: tpp.organizationIdentifier,
    roles: org?.roles.split(',').filter(Boolean) ?? [],
    contactEmail: tpp.contactEmail,
    certificates: certificates.map((c) => ({
      id: c.id, serialHex: c.serialHex, subjectDn: c.subjectDn, roles: c.roles.split(',').filter(Boolean),
      notAfter: c.notAfter.toISOString(), createdAt: c.createdAt.toISOString(),
    })),
  };
}
