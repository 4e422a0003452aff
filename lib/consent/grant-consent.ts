// The PSU approved a bank-offered consent on the hosted SCA page: the consent the TPP gets for the chosen context.
import type { Tx } from '../db/client.ts';
import { enumColumn } from '../db/rows.ts';
import { PSU_CONTEXTS, type ScaApproval } from '../sca/sca-purpose.ts';

/** Consent.context: PRIVATE (the PSU's own accounts) or CORPORATE (the accounts of Consent.agreementId). */
export const readConsentContext = enumColumn('Consent.context', PSU_CONTEXTS);

/**
 * Records the consent (all accounts available in the context, spec 5.9) of the flow's TPP session. A completed new
 * SCA replaces the consent of the old TPP session (spec 3): the TPP's live consents for the same customer, context and
 * agreement are revoked first. An aborted SCA never gets here, so it changes nothing.
 */
export async function grantConsent(tx: Tx, approval: ScaApproval): Promise<void> {
  const { flow, customerId, context, agreementId, now } = approval;
  await tx.consent.updateMany({
    where: { tppId: flow.tppId, customerId, context, agreementId, revokedAt: null },
    data: { revokedAt: now },
  });
  await tx.consent.create({
    data: { id: crypto.randomUUID(), tppId: flow.tppId, customerId, context, agreementId, tppSessionId: flow.tppSessionId, scaAt: now },
  });
}
