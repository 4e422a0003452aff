// The AIS gate: a request reads account data only with a PSU-ID, a live bank-offered consent and a fresh enough SCA.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { resolvePsu } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { scaRequired } from '../sca/start-sca-flow.ts';
import { availableAccounts } from '../accounts/available-accounts.ts';
import type { AisAccess } from '../accounts/account-access.ts';
import { readConsentContext } from './grant-consent.ts';

/** An SCA inside a TPP-Session-ID lasts one hour (spec 3). */
export const SESSION_SCA_MS = 60 * 60 * 1000;
/** SCA validity for renewal, also the limit for unattended access (spec 5.9, 8). */
export const SCA_RENEWAL_MS = 180 * 24 * 60 * 60 * 1000;

/** Declared with the accounts it opens (lib/accounts/account-access.ts); re-exported for the AIS handlers. */
export type { AisAccess };

export interface RequireAisAccessOptions {
  db: Db;
  tppId: string;
  /** The TPP's world (worldOf). */
  worldId: string;
  header(name: string): string | null;
  now: Date;
}

/** Checks PSU-ID, consent, context and SCA age; answers 401 with an scaRedirect where a new SCA is needed. */
export async function requireAisAccess(opts: RequireAisAccessOptions): Promise<AisAccess> {
  const { db, tppId, worldId, header, now } = opts;
  const psuPresent = Boolean(header('psu-ip-address')?.trim());
  const sessionId = header('tpp-session-id')?.trim() || null;
  const needSca = async (reason: string, code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED' = 'CONSENT_INVALID') => {
    const sca = readScaRequest(header);
    return scaRequired({ db, tppId, purpose: 'CONSENT', sca, now, reason, code });
  };

  const psu = await resolvePsu({ db, tppId, worldId, psuId: header('psu-id'), psuCorporateId: header('psu-corporate-id') });
  if (!psu) {
    throw await needSca(header('psu-id') ? 'PSU-ID is not known for this TPP; the PSU must complete SCA' : 'No PSU-ID: the PSU must complete SCA; follow _links.scaRedirect');
  }
  const context = psu.corporate ? 'CORPORATE' : 'PRIVATE';
  const consents = (
    await db.consent.findMany({
      where: { tppId, customerId: psu.customer.id },
      orderBy: { scaAt: 'desc' },
      take: 20,
    })
  ).map((c) => ({ ...c, context: readConsentContext(c.context) }));
  const live = consents.filter((c) => !c.revokedAt);
  const consent = live.find((c) => c.context === context && (context === 'PRIVATE' || c.agreementId === psu.corporate?.agreementId));
  if (!consent) {
    const revoked = consents.find((c) => c.revokedAt && c.context === context && (context === 'PRIVATE' || c.agreementId === psu.corporate?.agreementId));
    if (revoked && !psuPresent) {
      throw new Xs2aError('CONSENT_UNKNOWN', 'The PSU has revoked the consent for this TPP', { status: 403 });
    }
    if (context === 'PRIVATE' && live.length > 0 && live.every((c) => c.context === 'CORPORATE')) {
      throw new Xs2aError('FORMAT_ERROR', 'The PSU consented in a corporate context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)', { path: 'PSU-Corporate-ID' });
    }
    throw await needSca(context === 'CORPORATE' ? 'No consent for this corporate agreement yet: the PSU must complete SCA' : 'No consent of this PSU for this TPP: the PSU must complete SCA');
  }
  const age = now.getTime() - consent.scaAt.getTime();
  if (age > SCA_RENEWAL_MS) throw await needSca('The SCA is older than 180 days and must be renewed', 'CONSENT_EXPIRED');
  if (psuPresent) {
    if (sessionId && consent.tppSessionId && sessionId !== consent.tppSessionId) {
      throw await needSca(`TPP-Session-ID ${sessionId.slice(0, 60)} has no SCA: a new session needs a new SCA`, 'CONSENT_EXPIRED');
    }
    if (age > SESSION_SCA_MS) throw await needSca('The SCA of this TPP session is older than 1 hour: the PSU must authenticate again', 'CONSENT_EXPIRED');
  }
  const accounts = await availableAccounts({
    db,
    worldId,
    customerId: psu.customer.id,
    customerNumber: psu.customer.customerNumber,
    context,
    agreementId: consent.agreementId,
  });
  return { psu, consentId: consent.id, context, psuPresent, ...accounts };
}
