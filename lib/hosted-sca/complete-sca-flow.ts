// Hosted SCA final step: the PSU approves; the flow's purpose records what the SCA authorises (a consent, a payment or
// basket authorisation, only the PSU-ID) and the PSU goes back to the TPP.
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { isXs2aError } from '../errors.ts';
import { corporateIdFor, psuIdFor } from '../psu/resolve-psu.ts';
import { agreementsOfPsu } from '../accounts/available-accounts.ts';
import { failureRedirect, successRedirect } from '../sca/redirect-url.ts';
import { ScaPageError } from '../sca/sca-flow-errors.ts';
import { failScaFlow, type ScaFlowStatus } from '../sca/sca-flow.ts';
import { SCA_PURPOSE_SERVICE, type PsuContextKind } from '../sca/sca-purpose.ts';
import { loadOpenFlow } from '../sca/load-open-flow.ts';
import { worldOf } from '../worlds/world-of.ts';
import { scaPurposeOf } from './sca-purposes.ts';

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
  const customer = await opts.db.customer.findFirst({ where: { id: flow.customerId, worldId }, select: { id: true, customerNumber: true } });
  if (!customer) throw new ScaPageError('Identify yourself first');

  let agreementId: string | null = null;
  if (opts.context === 'CORPORATE') {
    const agreements = await agreementsOfPsu(opts.db, worldId, customer.customerNumber);
    const fixed = flow.corporateIdHint
      ? (await opts.db.corporateIdentity.findUnique({ where: { id: flow.corporateIdHint.toLowerCase() } }))?.agreementId ?? null
      : null;
    agreementId = fixed ?? opts.agreementId;
    if (!agreementId || !agreements.some((a) => a.id === agreementId)) throw new ScaPageError('Choose one of your corporate agreements');
  }

  const purpose = scaPurposeOf(flow.purpose);
  try {
    const success = await atomically(opts.db, async (tx) => {
      const psuId = await psuIdFor(tx, flow.tppId, customer.id);
      const psuCorporateId = agreementId ? await corporateIdFor(tx, flow.tppId, agreementId) : null;
      await purpose.approve(tx, { flow, worldId, customerId: customer.id, context: opts.context, agreementId, now });
      await tx.scaFlow.update({ where: { id: flow.id }, data: { status: 'finalised' satisfies ScaFlowStatus, context: opts.context, agreementId, completedAt: now } });
      return { psuId, psuCorporateId, tppSessionId: flow.tppSessionId, context: opts.context };
    });
    return { redirect: successRedirect(flow.redirectUri, success) };
  } catch (e) {
    if (!isXs2aError(e)) throw e;
    await failScaFlow(opts.db, flow.id, now);
    return { redirect: failureRedirect(flow.redirectUri, { system: SCA_PURPOSE_SERVICE[flow.purpose], status: e.status, code: e.code, message: e.message }) };
  }
}
