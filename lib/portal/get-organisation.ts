// The organisation page data: the TPP row, its portal roles and names, contact e-mail, members, open invitations
// (owners) and issued certificates.
import type { Db } from '../db/client.ts';
import { PortalError } from './errors.ts';
import type { Organisation } from './schemas.ts';
import type { PortalPrincipal } from './sessions.ts';

/** Reads the organisation the principal belongs to. */
export async function getOrganisation({ db, principal, now = new Date() }: { db: Db; principal: PortalPrincipal; now?: Date }): Promise<Organisation> {
  const { tppId } = principal;
  const [tpp, org, certificates, members, invitations] = await Promise.all([
    db.tpp.findUnique({ where: { id: tppId } }),
    db.portalOrganisation.findUnique({ where: { tppId } }),
    db.portalCertificate.findMany({ where: { tppId }, orderBy: { createdAt: 'desc' }, take: 20 }),
    db.portalMember.findMany({ where: { tppId }, orderBy: { createdAt: 'asc' }, include: { user: { select: { name: true, email: true } } } }),
    principal.role === 'owner'
      ? db.portalInvitation.findMany({ where: { tppId, acceptedAt: null, expiresAt: { gt: now } }, orderBy: { createdAt: 'desc' } })
      : Promise.resolve([]),
  ]);
  if (!tpp) throw new PortalError('RESOURCE_UNKNOWN', 'The organisation of this account no longer exists');
  return {
    tppId,
    name: principal.organizationName,
    organizationIdentifier: tpp.organizationIdentifier,
    sandbox: tpp.organizationIdentifier.startsWith('PSDNO-SANDBOX-') && !org?.provenAt,
    attestedName: org?.attestedName ?? null,
    provenAt: org?.provenAt?.toISOString() ?? null,
    roles: org?.roles.split(',').filter(Boolean) ?? [],
    role: principal.role,
    contactEmail: tpp.contactEmail,
    certificates: certificates.map((c) => ({
      id: c.id, serialHex: c.serialHex, subjectDn: c.subjectDn, roles: c.roles.split(',').filter(Boolean),
      notAfter: c.notAfter.toISOString(), createdAt: c.createdAt.toISOString(), revokedAt: c.revokedAt?.toISOString() ?? null, downloadable: c.certPem !== null,
    })),
    members: members.map((m) => ({ userId: m.userId, name: m.user.name, email: m.user.email, role: m.role === 'owner' ? 'owner' : 'member', since: m.createdAt.toISOString() })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() })),
  };
}
