// The AIS gate: a request reads account data only with a PSU-ID, a live bank-offered consent and a fresh enough SCA.
// Sessions (spec 3, 5.9; the portal's consent-and-sca guide): the PSU's latest completed SCA with the TPP, of any
// purpose, is the current TPP session; with the PSU present, a request must come in that session, within its hour, and
// in its context.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { psuIdToRead, requireCorporateIdOfCorporateUser, resolvePsu, type ResolvedPsu } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { scaRequired } from '../sca/start-sca-flow.ts';
import { availableAccounts } from '../accounts/available-accounts.ts';
import type { AisAccess, GateCarry } from '../accounts/account-access.ts';
import { readConsentContext } from './grant-consent.ts';
import { readPrivateGate, type PrivateGateRead } from './read-private-gate.ts';
import type { ReplayCheck } from '../http/steps/check-replay.ts';

/**
 * The PRIVATE-context read in one statement, when the request has a well-formed PSU-ID and no PSU-Corporate-ID;
 * null otherwise (resolvePsu then answers, including its FORMAT_ERRORs). A PSU-ID unknown to the TPP gives a null psu.
 */
async function readPrivate(opts: RequireAisAccessOptions): Promise<{ psu: ResolvedPsu | null; read: PrivateGateRead } | null> {
  const psuId = psuIdToRead(opts.header('psu-id'));
  if (!psuId || opts.header('psu-corporate-id')) return null;
  const read = await readPrivateGate(opts.db, { tppId: opts.tppId, worldId: opts.worldId, psuId, replay: opts.replay, carry: opts.carry });
  return { psu: read.customer && { psuId, customer: read.customer, corporate: null }, read };
}

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
  /** The request's replay check: carried by the PRIVATE read's statement, else checked before anything is read or written. */
  replay?: ReplayCheck;
  /**
   * A read about one account the handler makes once access is granted, for the PRIVATE read's statement to carry
   * (read-private-gate.ts GateCarry); its value comes back as AisAccess.carried when it was carried.
   */
  carry?: GateCarry;
}

/** Whether the PSU takes part in the request (PSU-IP-Address given): else it is unattended, with daily limits (spec 8). */
export function isPsuPresent(header: (name: string) => string | null): boolean {
  return Boolean(header('psu-ip-address')?.trim());
}

/** Checks PSU-ID, consent, context and SCA age; answers 401 with an scaRedirect where a new SCA is needed. */
export async function requireAisAccess(opts: RequireAisAccessOptions): Promise<AisAccess> {
  const { db, tppId, worldId, header, now } = opts;
  const psuPresent = isPsuPresent(header);
  const sessionId = header('tpp-session-id')?.trim() || null;
  const needSca = async (reason: string, code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED' = 'CONSENT_INVALID') => {
    const sca = readScaRequest(header);
    return scaRequired({ db, tppId, purpose: 'CONSENT', sca, now, reason, code });
  };

  // PRIVATE context (no PSU-Corporate-ID): PSU, consents and accounts in one round trip (read-private-gate.ts).
  const fast = await readPrivate(opts);
  if (!fast) await opts.replay?.check();
  const psu = fast ? fast.psu : await resolvePsu({ db, tppId, worldId, psuId: header('psu-id'), psuCorporateId: header('psu-corporate-id') });
  if (!psu) {
    throw await needSca(header('psu-id')
      ? 'PSU-ID is not known for this TPP; the PSU must complete SCA: open _links.scaRedirect, then send the psu-id your TPP-Redirect-URI receives'
      : 'No PSU-ID: the PSU must complete SCA: open _links.scaRedirect, then send the psu-id your TPP-Redirect-URI receives as PSU-ID');
  }
  requireCorporateIdOfCorporateUser(psu);
  const context = psu.corporate ? 'CORPORATE' : 'PRIVATE';
  const consents = (
    fast
      ? fast.read.consents
      : await db.consent.findMany({
          where: { tppId, customerId: psu.customer.id },
          orderBy: { scaAt: 'desc' },
          take: 20,
        })
  ).map((c) => ({ ...c, context: readConsentContext(c.context) }));
  const inContext = (c: { context: string; agreementId: string | null }) => c.context === context && (context === 'PRIVATE' || c.agreementId === psu.corporate?.agreementId);
  // The PSU's latest SCA with this TPP, whatever its purpose (each gathers a consent): the current TPP session.
  const session = consents[0] ?? null;
  const live = consents.filter((c) => !c.revokedAt);
  const consent = live.find(inContext);
  if (!consent) {
    const revoked = consents.find((c) => c.revokedAt && inContext(c));
    if (revoked && !psuPresent) {
      throw new Xs2aError('CONSENT_UNKNOWN', 'The PSU has revoked the consent for this TPP', { status: 403 });
    }
    // A corporate user without PSU-Corporate-ID is a 400 (spec 7): the PSU has only ever authenticated for a company.
    const neverPrivate = !consents.some((c) => c.context === 'PRIVATE');
    if (context === 'PRIVATE' && neverPrivate && (live.length > 0 ? live.every((c) => c.context === 'CORPORATE') : session?.context === 'CORPORATE')) {
      throw new Xs2aError('FORMAT_ERROR', 'The PSU consented in a corporate context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)', { path: 'PSU-Corporate-ID' });
    }
    throw await needSca(context === 'CORPORATE' ? 'No consent for this corporate agreement yet: the PSU must complete SCA' : 'No consent of this PSU for this TPP: the PSU must complete SCA');
  }
  const age = now.getTime() - consent.scaAt.getTime();
  if (age > SCA_RENEWAL_MS) throw await needSca('The SCA is older than 180 days and must be renewed', 'CONSENT_EXPIRED');
  if (psuPresent && session) {
    // Spec 3 and 5.9: one SCA per TPP session, across roles; a completed SCA in a new session ends the old one.
    if (sessionId && session.tppSessionId && sessionId !== session.tppSessionId) {
      throw await needSca(`TPP-Session-ID ${sessionId.slice(0, 60)} has no SCA: a new session needs a new SCA`, 'CONSENT_EXPIRED');
    }
    if (now.getTime() - session.scaAt.getTime() > SESSION_SCA_MS) throw await needSca('The SCA of this TPP session is older than 1 hour: the PSU must authenticate again', 'CONSENT_EXPIRED');
    if (!inContext(session)) {
      if (context === 'PRIVATE') {
        throw new Xs2aError(
          'FORMAT_ERROR',
          'The SCA of this TPP session was given in a corporate context: send PSU-Corporate-ID (psu-corporate-id from its SCA redirect); for the PSU\'s private accounts, the PSU must complete an SCA in the private context',
          { path: 'PSU-Corporate-ID' },
        );
      }
      throw await needSca('The SCA of this TPP session was given in another context: access to this corporate agreement needs an SCA in it');
    }
  }
  const accounts = fast ? { accountIds: fast.read.accountIds, cardAccountIds: fast.read.cardAccountIds, accountRefs: fast.read.accountRefs } : await availableAccounts({
    db,
    worldId,
    customerId: psu.customer.id,
    customerNumber: psu.customer.customerNumber,
    context,
    agreementId: consent.agreementId,
  });
  return { psu, consentId: consent.id, context, psuPresent, ...accounts, ...(fast?.read.carried ? { carried: fast.read.carried } : {}) };
}
