// The hosted SCA page for a payment's authorisation (POST …/{paymentId}/authorisations): the PSU sees the payment and
// the accounts it may pay from, and approves.
import { StoredValueError } from '../db/rows.ts';
import type { PurposeFlow, ScaPurposeStrategy } from '../sca/sca-purpose.ts';
import { completePaymentAuthorisation, describePaymentForSca } from './complete-payment-authorisation.ts';

const paymentIdOf = (flow: PurposeFlow): string => {
  if (!flow.resourceId) throw new StoredValueError('ScaFlow.resourceId', `PAYMENT flow ${flow.id} names no payment`);
  return flow.resourceId;
};

export const paymentScaPurpose: ScaPurposeStrategy<'PAYMENT'> = {
  purpose: 'PAYMENT',
  asks: 'initiate a payment',
  role: 'REGISTER',
  consentsAccounts: false,
  describe: async (db, flow) => (flow.resourceId ? describePaymentForSca({ db, tppId: flow.tppId, paymentId: flow.resourceId }) : null),
  approve: (tx, { flow, worldId, customerId, context, agreementId, now }) =>
    completePaymentAuthorisation({ db: tx, tppId: flow.tppId, worldId, paymentId: paymentIdOf(flow), customerId, context, agreementId, now }),
  cancel: async () => {}, // the payment stays RCVD: the TPP may start another authorisation or cancel it
};
