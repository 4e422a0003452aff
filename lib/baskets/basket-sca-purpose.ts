// The hosted SCA page for a signing basket's authorisation (POST /v1/signing-baskets/{basketId}/authorisations): the
// PSU sees every payment of the basket and approves them with one SCA.
import { StoredValueError } from '../db/rows.ts';
import type { PurposeFlow, ScaPurposeStrategy } from '../sca/sca-purpose.ts';
import { completeBasketAuthorisation, describeBasketForSca } from './complete-basket-authorisation.ts';

const basketIdOf = (flow: PurposeFlow): string => {
  if (!flow.resourceId) throw new StoredValueError('ScaFlow.resourceId', `BASKET flow ${flow.id} names no basket`);
  return flow.resourceId;
};

export const basketScaPurpose: ScaPurposeStrategy<'BASKET'> = {
  purpose: 'BASKET',
  asks: 'initiate payments',
  role: 'REGISTER',
  consentsAccounts: false,
  describe: async (db, flow) => (flow.resourceId ? describeBasketForSca({ db, tppId: flow.tppId, basketId: flow.resourceId }) : null),
  approve: (tx, { flow, worldId, customerId, context, agreementId, now }) =>
    completeBasketAuthorisation({ db: tx, tppId: flow.tppId, worldId, basketId: basketIdOf(flow), customerId, context, agreementId, now }),
  cancel: async () => {}, // the basket stays RCVD: the TPP may start another authorisation or delete it
};
