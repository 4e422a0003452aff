// Authorisation sub-resources of payments and signing baskets: each is one run of the hosted SCA page (ScaFlow), whose
// id is the authorisationId.
import type { Db, Tx } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { link } from '../schemas/common.ts';
import type { ScaRequest } from '../sca/sca-request.ts';
import { startScaFlow } from '../sca/start-sca-flow.ts';
import type { ScaStatus, StartAuthorisationResponse } from './schemas.ts';

type Purpose = 'PAYMENT' | 'BASKET';

/**
 * The Berlin Group scaStatus of a flow. Decision: a flow the TPP has just received the scaRedirect of ("received")
 * is reported as "started" — the redirect SCA routine has started from the TPP's point of view, and the platform's
 * recorded 201 says "started" —; "psuIdentified" once the PSU identified on the page; "finalised" when authorised;
 * "failed" when aborted, failed, or expired unfinished.
 */
export function scaStatusOf(flow: { status: string; expiresAt: Date }, now: Date): ScaStatus {
  if (flow.status === 'finalised') return 'finalised';
  if (flow.status === 'failed') return 'failed';
  if (flow.expiresAt.getTime() < now.getTime()) return 'failed';
  if (flow.status === 'psuIdentified') return 'psuIdentified';
  return 'started';
}

export interface StartAuthorisationOptions {
  db: Db | Tx;
  tppId: string;
  purpose: Purpose;
  resourceId: string;
  sca: ScaRequest;
  now: Date;
  /** Path of the new authorisation sub-resource. */
  scaStatusPath: (authorisationId: string) => string;
}

/** Creates the authorisation: 201 {scaStatus "started", authorisationId, _links {scaRedirect, scaStatus}}. */
export async function startAuthorisation(opts: StartAuthorisationOptions): Promise<StartAuthorisationResponse> {
  const flow = await startScaFlow({ db: opts.db, tppId: opts.tppId, purpose: opts.purpose, resourceId: opts.resourceId, sca: opts.sca, now: opts.now });
  return {
    scaStatus: 'started',
    authorisationId: flow.flowId,
    _links: { scaRedirect: flow.scaRedirect, scaStatus: link(opts.scaStatusPath(flow.flowId), 'GET') },
  };
}

export interface AuthorisationQuery {
  db: Db | Tx;
  tppId: string;
  purpose: Purpose;
  resourceId: string;
}

/** {authorisationIds}: the authorisations of the resource, oldest first. */
export async function listAuthorisations(opts: AuthorisationQuery): Promise<{ authorisationIds: string[] }> {
  const flows = await opts.db.scaFlow.findMany({
    where: { tppId: opts.tppId, purpose: opts.purpose, resourceId: opts.resourceId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return { authorisationIds: flows.map((f) => f.id) };
}

/** {scaStatus} of one authorisation of the resource; 403 RESOURCE_UNKNOWN for an id that is not one of them. */
export async function getAuthorisationStatus(opts: AuthorisationQuery & { authorisationId: string; now: Date }): Promise<{ scaStatus: ScaStatus }> {
  const flow = await opts.db.scaFlow.findUnique({ where: { id: opts.authorisationId }, select: { tppId: true, purpose: true, resourceId: true, status: true, expiresAt: true } });
  if (!flow || flow.tppId !== opts.tppId || flow.purpose !== opts.purpose || flow.resourceId !== opts.resourceId) {
    throw new Xs2aError('RESOURCE_UNKNOWN', `No authorisation ${opts.authorisationId.slice(0, 80)} exists for this resource`, { where: 'path' });
  }
  return { scaStatus: scaStatusOf(flow, opts.now) };
}
