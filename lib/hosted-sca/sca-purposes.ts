// The table of SCA purposes: for each ScaFlow.purpose, the module that says what the hosted SCA page shows for it and
// what approval and cancel do (lib/sca/sca-purpose.ts). The page-level functions of this folder dispatch through it;
// it sits above the domains, which never import it. tests/unit/sca-purposes.test.ts checks it covers every purpose.
import type { ScaPurpose, ScaPurposeStrategy } from '../sca/sca-purpose.ts';
import { consentScaPurpose } from '../consent/consent-sca-purpose.ts';
import { userScaPurpose } from '../users/user-sca-purpose.ts';
import { paymentScaPurpose } from '../payments/payment-sca-purpose.ts';
import { basketScaPurpose } from '../baskets/basket-sca-purpose.ts';

export const SCA_PURPOSE_TABLE: { readonly [P in ScaPurpose]: ScaPurposeStrategy<P> } = {
  CONSENT: consentScaPurpose,
  USER: userScaPurpose,
  PAYMENT: paymentScaPurpose,
  BASKET: basketScaPurpose,
};

/** The strategy of a flow's purpose. */
export function scaPurposeOf(purpose: ScaPurpose): ScaPurposeStrategy {
  return SCA_PURPOSE_TABLE[purpose];
}
