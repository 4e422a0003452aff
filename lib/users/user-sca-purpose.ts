// The hosted SCA page for GET /v1/user(s) and GET /v1/agreements: the PSU only identifies, so that the TPP gets a
// PSU-ID (e.g. a PISP-only TPP); no account access is consented.
import type { ScaPurposeStrategy } from '../sca/sca-purpose.ts';

export const userScaPurpose: ScaPurposeStrategy<'USER'> = {
  purpose: 'USER',
  asks: 'identify you',
  role: 'REGISTER', // as for payments: the corporate contexts list the accounts the PSU may pay from
  consentsAccounts: false,
  describe: async () => null,
  approve: async () => {}, // the psu-id (and psu-corporate-id) the page establishes for every purpose is all there is
  cancel: async () => {},
};
