// Hosted SCA final step: the PSU approves in a context; the flow's purpose records what the SCA authorises (a payment or
// basket authorisation, only the PSU-ID), the SCA gathers the bank-offered consent when the TPP has the AIS role (one
// SCA across roles, spec 5.9; gathersConsent), and the PSU goes back to the TPP with the parameters of spec 2.6.
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { isXs2aError } from '../errors.ts';
import { corporateIdFor, psuIdFor } from '../psu/resolve-psu.ts';
import { grantConsent } from '../consent/grant-consent.ts';
import { failureRedirect, successRedirect } from '../sca/redirect-url.ts';
import { ScaPageError } from '../sca/sca-flow-errors.ts';
import { failScaFlow, gathersConsent, type ScaFlowStatus } from '../sca/sca-flow.ts';
import { SCA_PURPOSE_SERVICE, type PsuContextKind } from '../sca/sca-purpose.ts';
import { loadOpenFlow } from '../sca/load-open-flow.ts';
import { worldOf } from '../worlds/world-of.ts';
import { scaPurposeOf } from './sca-purposes.ts';
import { chosenContext, contextsOfPsu } from './psu-contexts.ts';
import { count, scaFlows } from '../metrics/registry.ts';

export interface CompleteScaFlowOptions {
  db: Db;
  flowId: string;
  context: PsuContextKind;
  agreementId: string | null;
  now?: Date;
}

/** Approves the flow and returns the TPP redirect (success, or failure when its purpose refuses, e.g. a payment that cannot be authorised). */
export async function completeScaFlow(opts: CompleteScaFlowOptions): Promise<{ redirect: string }> {
  const now = opts.now ?? new Date();
  const loaded = await loadOpenFlow(opts.db, opts.flowId, now);
  if ('redirect' in loaded) return loaded;
  const flow = loaded.flow;
  if (flow.status !== 'psuIdentified' || !flow.customerId) throw new ScaPageError('Identify yourself first');
  const worldId = worldOf(flow.tppId);
  const customer = await opts.db.customer.findFirst({ where: { id: flow.customerId, worldId }, select: { id: true, name: true, customerNumber: true, type: true } });
  if (!customer) throw new ScaPageError('Identify yourself first');

  // The context must be one the page offers this PSU (a corporate customer has no private one; spec 5.10).
  const options = await contextsOfPsu({ db: opts.db, worldId, customer, corporateIdHint: flow.corporateIdHint, role: 'VIEW' });
  const chosen = chosenContext(options, opts.context, opts.agreementId);
  if (!chosen) throw new ScaPageError(options.some((o) => o.context === 'CORPORATE') ? 'Choose one of your corporate agreements' : 'Choose one of the contexts shown');
  const agreementId = chosen.agreementId;

  const purpose = scaPurposeOf(flow.purpose);
  try {
    const success = await atomically(opts.db, async (tx) => {
      const psuId = await psuIdFor(tx, flow.tppId, customer.id);
      const psuCorporateId = agreementId ? await corporateIdFor(tx, flow.tppId, agreementId) : null;
      const approval = { flow, worldId, customerId: customer.id, context: opts.context, agreementId, now };
      await purpose.approve(tx, approval);
      if (gathersConsent(flow)) await grantConsent(tx, approval);
      await tx.scaFlow.update({ where: { id: flow.id }, data: { status: 'finalised' satisfies ScaFlowStatus, context: opts.context, agreementId, completedAt: now } });
      return { psuId, psuCorporateId, tppSessionId: flow.tppSessionId, context: opts.context };
    });
    count(() => scaFlows.inc({ event: 'completed' }));
    return { redirect: successRedirect(flow.redirectUri, success) };
  } catch (e) {
    if (!isXs2aError(e)) throw e;
    await failScaFlow(opts.db, flow.id, now);
    return { redirect: failureRedirect(flow.redirectUri, { system: SCA_PURPOSE_SERVICE[flow.purpose], status: e.status, code: e.code, message: e.message }) };
  }
}
