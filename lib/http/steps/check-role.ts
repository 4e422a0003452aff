// Step: the certificate must carry the PSD2 role the operation needs (AIS: PSP_AI; PIS and baskets: PSP_PI).
import type { ParsedCertificate, Psd2Role } from '../../crypto/certificate.ts';
import { Xs2aError } from '../../errors.ts';

/** Throws ROLE_INVALID unless the certificate carries one of `roles`. */
export function checkRole(cert: ParsedCertificate, roles: readonly Psd2Role[] | undefined): void {
  if (!roles || roles.length === 0) return;
  if (roles.some((r) => cert.roles.includes(r))) return;
  const has = cert.roles.length ? cert.roles.join(', ') : 'no PSD2 roles';
  throw new Xs2aError('ROLE_INVALID', `This operation needs the PSD2 role ${roles.join(' or ')}; the certificate carries ${has}`);
}
