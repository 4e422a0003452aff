// Starts a run of the hosted SCA page and returns its scaRedirect link.
import type { Db, Tx } from '../db/client.ts';
import { getConfig } from '../config.ts';
import { Xs2aError } from '../errors.ts';
import { link, type Link } from '../schemas/common.ts';
import type { ScaRequest } from './sca-request.ts';
import type { ScaFlowStatus } from './sca-flow.ts';
import { SCA_PURPOSE_SERVICE, type ScaPurpose } from './sca-purpose.ts';
import { count, scaFlows } from '../metrics/registry.ts';

/** How long a PSU has to finish the hosted SCA page. */
export const SCA_FLOW_TTL_MS = 15 * 60 * 1000;

export interface StartScaFlowOptions {
  db: Db | Tx;
  tppId: string;
  purpose: ScaPurpose;
  resourceId?: string | null;
  sca: ScaRequest;
  now?: Date;
}

export interface StartedScaFlow {
  flowId: string;
  scaRedirect: Link;
}

/** The hosted SCA page URL of a flow. */
export function scaRedirectLink(flowId: string, purpose: ScaPurpose = 'CONSENT'): Link {
  const base = getConfig().publicUrl;
  return link(`${base}/sca/${flowId}?flow=psd2&context=${SCA_PURPOSE_SERVICE[purpose]}`, 'GET');
}

/** Records a new SCA flow for the TPP and returns where to send the PSU. */
export async function startScaFlow(opts: StartScaFlowOptions): Promise<StartedScaFlow> {
  const now = opts.now ?? new Date();
  const id = crypto.randomUUID();
  await opts.db.scaFlow.create({
    data: {
      id,
      tppId: opts.tppId,
      purpose: opts.purpose,
      resourceId: opts.resourceId ?? null,
      redirectUri: opts.sca.redirectUri,
      tppSessionId: opts.sca.tppSessionId,
      psuIdHint: opts.sca.psuId,
      corporateIdHint: opts.sca.psuCorporateId,
      identityHint: opts.sca.psuIdentity,
      // TPP-Redirect-Preferred: false (spec 5.12) asks for app/biometric authentication: the page preselects it
      // (and says so) unless X-PSU-AuthMethod-Preferred names a method.
      methodPreferred: opts.sca.methodPreferred ?? (opts.sca.redirectPreferred ? null : 'ENGANGSKODEAPP_BIOMETRI'),
      tppName: opts.sca.tppName,
      tppRoles: opts.sca.tppRoles.join(','),
      status: 'received' satisfies ScaFlowStatus,
      expiresAt: new Date(now.getTime() + SCA_FLOW_TTL_MS),
      createdAt: now,
    },
  });
  count(() => scaFlows.inc({ event: 'started' }));
  return { flowId: id, scaRedirect: scaRedirectLink(id, opts.purpose) };
}

/** The 401 a request gets when it needs SCA first: the body carries the scaRedirect link (spec 5.9). */
export async function scaRequired(opts: StartScaFlowOptions & { reason: string; code?: 'CONSENT_INVALID' | 'CONSENT_EXPIRED' }): Promise<Xs2aError> {
  const flow = await startScaFlow(opts);
  return new Xs2aError(opts.code ?? 'CONSENT_INVALID', opts.reason, { extra: { _links: { scaRedirect: flow.scaRedirect } } });
}
