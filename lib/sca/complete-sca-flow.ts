// Hosted SCA final step: the PSU approves; consent or payment authorisation is recorded and the PSU goes back to the TPP.
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import { isXs2aError } from '../errors.ts';
import { corporateIdFor, psuIdFor } from '../psu/resolve-psu.ts';
import { agreementsOfPsu } from '../accounts/available-accounts.ts';
import { completePaymentAuthorisation } from '../payments/complete-payment-authorisation.ts';
import { completeBasketAuthorisation } from '../baskets/complete-basket-authorisation.ts';
import { failureRedirect, successRedirect } from './redirect-url.ts';
import { ScaPageError } from './sca-flow-errors.ts';
import { loadOpenFlow } from './load-open-flow.ts';

export interface CompleteScaFlowOptions {
  db: Db;
  flowId: string;
  context: 'PRIVATE' | 'CORPORATE';
  agreementId: string | null;
  now?: Date;
}

/** Approves the flow and returns the TPP redirect (success, or failure when a payment cannot be authorised). */
export async function completeScaFlow(opts: CompleteScaFlowOptions): Promise<{ redirect: string }> {
  const now = opts.now ?? new Date();
  const loaded = await loadOpenFlow(opts.db, opts.flowId, now);
  if ('redirect' in loaded) return loaded;
  const flow = loaded.flow;
  if (flow.status !== 'psuIdentified' || !flow.customerId) throw new ScaPageError('Identify yourself first');
  const customer = await opts.db.customer.findUniqueOrThrow({ where: { id: flow.customerId }, select: { id: true, customerNumber: true } });

  let agreementId: string | null = null;
  if (opts.context === 'CORPORATE') {
    const agreements = await agreementsOfPsu(opts.db, customer.customerNumber);
    const fixed = flow.corporateIdHint
      ? (await opts.db.corporateIdentity.findUnique({ where: { id: flow.corporateIdHint.toLowerCase() } }))?.agreementId ?? null
      : null;
    agreementId = fixed ?? opts.agreementId;
    if (!agreementId || !agreements.some((a) => a.id === agreementId)) throw new ScaPageError('Choose one of your corporate agreements');
  }

  try {
    const success = await atomically(opts.db, async (tx) => {
      const psuId = await psuIdFor(tx, flow.tppId, customer.id);
      const psuCorporateId = agreementId ? await corporateIdFor(tx, flow.tppId, agreementId) : null;
      if (flow.purpose === 'CONSENT') {
        // A completed new SCA replaces the consent of the old TPP session (spec 3); an aborted one changes nothing.
        await tx.consent.updateMany({
          where: { tppId: flow.tppId, customerId: customer.id, context: opts.context, agreementId, revokedAt: null },
          data: { revokedAt: now },
        });
        await tx.consent.create({
          data: { id: crypto.randomUUID(), tppId: flow.tppId, customerId: customer.id, context: opts.context, agreementId, tppSessionId: flow.tppSessionId, scaAt: now },
        });
      } else if (flow.purpose === 'USER') {
        // Only the PSU-ID is established (e.g. for a PISP-only TPP); no account access is consented.
      } else if (flow.purpose === 'PAYMENT') {
        await completePaymentAuthorisation({ db: tx, tppId: flow.tppId, paymentId: flow.resourceId!, customerId: customer.id, context: opts.context, agreementId, now });
      } else {
        await completeBasketAuthorisation({ db: tx, tppId: flow.tppId, basketId: flow.resourceId!, customerId: customer.id, context: opts.context, agreementId, now });
      }
      await tx.scaFlow.update({ where: { id: flow.id }, data: { status: 'finalised', context: opts.context, agreementId, completedAt: now } });
      return { psuId, psuCorporateId, tppSessionId: flow.tppSessionId, context: opts.context };
    });
    return { redirect: successRedirect(flow.redirectUri, success) };
  } catch (e) {
    if (!isXs2aError(e)) throw e;
    await opts.db.scaFlow.update({ where: { id: flow.id }, data: { status: 'failed', completedAt: now } });
    return { redirect: failureRedirect(flow.redirectUri, { system: 'PIS', status: e.status, code: e.code, message: e.message }) };
  }
}
