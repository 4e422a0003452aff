// Hosted SCA step 1: the PSU identifies (sandbox: the customer number, the mocked national identity number).
import type { Db } from '../db/client.ts';
import { isAuthMethod } from '../sca/sca-request.ts';
import { MAX_IDENTIFY_ATTEMPTS, SCA_FAILURES, ScaPageError } from '../sca/sca-flow-errors.ts';
import { failScaFlow, type ScaFlowStatus } from '../sca/sca-flow.ts';
import { failureRedirect } from '../sca/redirect-url.ts';
import { loadOpenFlow } from '../sca/load-open-flow.ts';
import { worldOf } from '../worlds/world-of.ts';

export interface IdentifyPsuOptions {
  db: Db;
  flowId: string;
  customerNumber: string;
  method: string | null;
  now?: Date;
}

/** Identifies the PSU; returns a failure redirect when the flow ends, or null to go on to the consent step. */
export async function identifyPsu(opts: IdentifyPsuOptions): Promise<{ redirect: string | null }> {
  const now = opts.now ?? new Date();
  const loaded = await loadOpenFlow(opts.db, opts.flowId, now);
  if ('redirect' in loaded) return loaded;
  const flow = loaded.flow;
  const method = (flow.methodPreferred ?? opts.method ?? '').toUpperCase();
  if (!isAuthMethod(method)) throw new ScaPageError('Choose an authentication method');
  const number = opts.customerNumber.replace(/\s+/g, '');
  if (!/^\d{8,11}$/.test(number)) throw new ScaPageError('Type the national identity number: 11 digits (sandbox: the customer number)');
  if (flow.identityHint && flow.identityHint !== number) throw new ScaPageError('This authentication was started for another person');
  // The customer number is looked up in the world of the TPP that started the flow: another TPP's customer is no one here.
  const customer = await opts.db.customer.findUnique({ where: { worldId_customerNumber: { worldId: worldOf(flow.tppId), customerNumber: number } }, select: { id: true } });
  if (!customer) {
    const updated = await opts.db.scaFlow.update({ where: { id: flow.id }, data: { failedAttempts: { increment: 1 } } });
    if (updated.failedAttempts >= MAX_IDENTIFY_ATTEMPTS) {
      await failScaFlow(opts.db, flow.id, now);
      return { redirect: failureRedirect(flow.redirectUri, SCA_FAILURES.attempts) };
    }
    throw new ScaPageError(`No customer with that number. ${MAX_IDENTIFY_ATTEMPTS - updated.failedAttempts} attempt(s) left.`);
  }
  await opts.db.scaFlow.update({
    where: { id: flow.id },
    data: { customerId: customer.id, methodPreferred: method, status: 'psuIdentified' satisfies ScaFlowStatus },
  });
  return { redirect: null };
}
