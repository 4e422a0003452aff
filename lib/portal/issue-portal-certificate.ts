// Issues a sandbox test certificate for the signed-in organisation with the same code as the CLI: only the roles the
// organisation holds (chosen at sign-up of a sandbox organisation, or those of the certificate that proved control),
// with the organisation's attested name (or, for a sandbox organisation, the name it was created with).
import { randomUUID } from 'node:crypto';
import { getConfig } from '../config.ts';
import { parseCertificate } from '../crypto/certificate.ts';
import { issueTppCertificate } from '../crypto/issue-certificate.ts';
import { formatKeyId } from '../crypto/key-id.ts';
import type { Psd2Role } from '../crypto/qc-statement.ts';
import { loadOrCreateSandboxCa } from '../crypto/sandbox-ca.ts';
import type { Db } from '../db/client.ts';
import { PortalError } from './errors.ts';
import type { IssueCertificate, IssuedCertificate } from './schemas.ts';
import type { PortalPrincipal } from './sessions.ts';

/** Options of issuePortalCertificate. */
export interface IssuePortalCertificateOptions {
  db: Db;
  principal: PortalPrincipal;
  /** The options, validated with issueCertificateSchema (defaults applied). */
  input: IssueCertificate;
}

/** Creates an RSA key and a sandbox-CA certificate for the organisation; records the certificate, not the key. */
export async function issuePortalCertificate({ db, principal, input: options }: IssuePortalCertificateOptions): Promise<IssuedCertificate> {
  const config = getConfig();
  if (config.mode !== 'sandbox') {
    throw new PortalError('SANDBOX_ONLY', 'Sandbox test certificates are only issued in sandbox mode; production needs an eIDAS QSealC');
  }
  const org = await db.portalOrganisation.findUnique({ where: { tppId: principal.tppId }, select: { roles: true } });
  const held = (org?.roles.split(',').filter(Boolean) ?? []) as Psd2Role[];
  const roles = options.roles ?? held;
  const missing = roles.filter((r) => !held.includes(r));
  if (missing.length || roles.length === 0) {
    throw new PortalError('ROLE_NOT_HELD', `Your organisation holds the roles ${held.join(', ') || '(none)'}; a certificate cannot carry ${missing.join(', ') || 'no role'}`, 'roles');
  }
  const ca = await loadOrCreateSandboxCa(config.dataDir);
  const { keyPem, certPem } = await issueTppCertificate({
    ca,
    organizationName: principal.organizationName,
    organizationIdentifier: principal.organizationIdentifier,
    roles,
    validityDays: options.validityDays,
  });
  const cert = parseCertificate(certPem);
  const id = randomUUID();
  await db.portalCertificate.create({
    data: {
      id, tppId: principal.tppId, userId: principal.userId, serialHex: cert.serialHex, subjectDn: cert.subjectDn, issuerDn: cert.issuerDn,
      roles: cert.roles.join(','), notAfter: cert.notAfter, certPem,
    },
  });
  return {
    id, serialHex: cert.serialHex, subjectDn: cert.subjectDn, issuerDn: cert.issuerDn, keyId: formatKeyId(cert), roles: cert.roles,
    notAfter: cert.notAfter.toISOString(), certPem, keyPem,
  };
}
