// Fresh sandbox organisations: a generated organizationIdentifier nobody has used (PSDNO-SANDBOX-<12 random base32
// characters, 60 bits>), so a sign-up never lands in an organisation someone else already uses.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import type { PortalRole } from './schemas.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'; // Crockford base32 without I, L, O, U

/** A new random sandbox organizationIdentifier (not checked; see createSandboxOrganisation). */
export function newSandboxOrganizationIdentifier(): string {
  const bytes = randomBytes(12);
  return `PSDNO-SANDBOX-${Array.from(bytes, (b) => ALPHABET[b & 31]).join('')}`;
}

/** Creates the Tpp row and the portal facts of a new sandbox organisation with an unused identifier. */
export async function createSandboxOrganisation(tx: Tx, { name, roles }: { name: string; roles: readonly PortalRole[] }): Promise<{ tppId: string; organizationIdentifier: string }> {
  for (;;) {
    const organizationIdentifier = newSandboxOrganizationIdentifier();
    if (await tx.tpp.findUnique({ where: { organizationIdentifier }, select: { id: true } })) continue; // 2^-60: never, but checked
    const tppId = randomUUID();
    // Tpp.name is what the API knows the TPP by; the typed name is the portal's display name only. Certificates the
    // portal issues carry it as organizationName (attested by the sandbox CA), which the SCA page shows.
    await tx.tpp.create({ data: { id: tppId, organizationIdentifier, name: organizationIdentifier } });
    await tx.portalOrganisation.create({ data: { tppId, roles: roles.join(','), name } });
    return { tppId, organizationIdentifier };
  }
}
