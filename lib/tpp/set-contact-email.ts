// Registers or updates the contact e-mail of a TPP (spec 4.4 TPP dialogue operations, and the portal's contact form).
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { assessContactEmail, type ContactEmail, type TppContact } from './contact-email.ts';

/** How a write treats an existing address: register needs none, update needs one, save accepts both. */
export type ContactWriteMode = 'register' | 'update' | 'save';

/** Options of setContactEmail. */
export interface SetContactEmailOptions {
  db: Db;
  tppId: string;
  /** The body, validated with contactEmailBodySchema (trimmed). */
  body: ContactEmail;
  mode: ContactWriteMode;
}

/** Stores the contact e-mail; the result carries a WARNING when the address looks personal. */
export async function setContactEmail({ db, tppId, body, mode }: SetContactEmailOptions): Promise<TppContact> {
  const { contactEmail } = body;
  const tpp = await db.tpp.findUnique({ where: { id: tppId }, select: { contactEmail: true } });
  if (!tpp) throw new Xs2aError('RESOURCE_UNKNOWN', 'The TPP is not registered');
  if (mode === 'register' && tpp.contactEmail) {
    throw new Xs2aError('STATUS_INVALID', `A contact e-mail is already registered (${tpp.contactEmail}); change it with PUT /v1/tpp-contacts`);
  }
  if (mode === 'update' && !tpp.contactEmail) {
    throw new Xs2aError('RESOURCE_UNKNOWN', 'No contact e-mail is registered yet; register one with POST /v1/tpp-contacts');
  }
  const saved = await db.tpp.update({ where: { id: tppId }, data: { contactEmail } });
  const warnings = assessContactEmail(contactEmail);
  return {
    organizationIdentifier: saved.organizationIdentifier,
    name: saved.name,
    contactEmail: saved.contactEmail,
    updatedAt: saved.updatedAt.toISOString(),
    ...(warnings.length ? { tppMessages: warnings as TppContact['tppMessages'] } : {}),
  };
}
