// Sign-up: a portal user and its TPP organisation (the Tpp row the signed API resolves by organizationIdentifier).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { PortalError } from './errors.ts';
import { hashPassword } from './password.ts';
import type { SignUp } from './schemas.ts';

/** Options of registerAccount. */
export interface RegisterAccountOptions {
  db: Db;
  /** The sign-up, validated with signUpSchema. */
  input: SignUp;
}

/** Creates the user and links it to the organisation's Tpp row (created when the TPP has never called the API). */
export async function registerAccount({ db, input }: RegisterAccountOptions): Promise<{ userId: string; tppId: string }> {
  const data = input;
  if (await db.portalUser.findUnique({ where: { email: data.email }, select: { id: true } })) {
    throw new PortalError('EMAIL_TAKEN', 'An account with this e-mail already exists; sign in instead', 'email');
  }
  const passwordHash = await hashPassword(data.password);
  return atomically(db, async (tx) => {
    const tpp = await tx.tpp.upsert({
      where: { organizationIdentifier: data.organizationIdentifier },
      create: { id: randomUUID(), organizationIdentifier: data.organizationIdentifier, name: data.organizationName },
      update: {},
      select: { id: true },
    });
    const owners = await tx.portalUser.count({ where: { tppId: tpp.id } });
    if (owners > 0) {
      throw new PortalError(
        'ORGANISATION_TAKEN',
        `Organisation ${data.organizationIdentifier} is already registered in the portal by another developer account`,
        'organizationIdentifier',
      );
    }
    await tx.tpp.update({ where: { id: tpp.id }, data: { name: data.organizationName } });
    await tx.portalOrganisation.upsert({
      where: { tppId: tpp.id },
      create: { tppId: tpp.id, roles: data.roles.join(',') },
      update: { roles: data.roles.join(',') },
    });
    const userId = randomUUID();
    await tx.portalUser.create({ data: { id: userId, email: data.email, name: data.name, passwordHash, tppId: tpp.id } });
    return { userId, tppId: tpp.id };
  });
}
