// The hosted SCA page for a bank-offered consent (POST /v1/bank-offered-consents, deprecated /v1/consents, and the
// 401 scaRedirect of account reads): the PSU sees every account that will be consented and approves.
import type { ScaPurposeStrategy } from '../sca/sca-purpose.ts';

export const consentScaPurpose: ScaPurposeStrategy<'CONSENT'> = {
  purpose: 'CONSENT',
  asks: 'read your account information',
  role: 'VIEW',
  consentsAccounts: true,
  describe: async () => null,
  approve: async () => {}, // the consent itself is gathered by every SCA of an AIS TPP (gathersConsent, lib/hosted-sca)
  cancel: async () => {}, // an aborted SCA changes nothing: earlier consents stay valid (spec 3)
};
