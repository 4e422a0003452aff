// Reads the registered contact e-mail of a TPP (spec 4.4 TPP dialogue: GET /v1/tpp-contacts).
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { assessContactEmail, type TppContact } from './contact-email.ts';

/** The registered contact of a TPP (contactEmail null when none is registered). */
export async function getContact({ db, tppId }: { db: Db; tppId: string }): Promise<TppContact> {
  const tpp = await db.tpp.findUnique({ where: { id: tppId } });
  if (!tpp) throw new Xs2aError('RESOURCE_UNKNOWN', 'The TPP is not registered');
  const warnings = tpp.contactEmail ? assessContactEmail(tpp.contactEmail) : [];
  return {
    organizationIdentifier: tpp.organizationIdentifier,
    name: tpp.name,
    contactEmail: tpp.contactEmail,
    updatedAt: tpp.updatedAt.toISOString(),
    ...(warnings.length ? { tppMessages: warnings as TppContact['tppMessages'] } : {}),
  };
}
