// The tags operations are grouped by in /openapi.json and the portal docs, in display order, each named once.

export const TAG = {
  service: 'Service',
  tpp: 'TPP dialogue',
  consent: 'Consent and SCA',
  accounts: 'Account information',
  payments: 'Payment initiation',
  baskets: 'Signing baskets',
  sandbox: 'Sandbox mock data',
  portal: 'Developer portal',
} as const;

export type Tag = (typeof TAG)[keyof typeof TAG];

/** Tags in display order, with their descriptions. */
export const TAGS: readonly { name: Tag; description: string }[] = [
  { name: TAG.service, description: 'Unsigned service endpoints.' },
  { name: TAG.tpp, description: 'Register and update the contact e-mail of your organisation (spec 4.4).' },
  { name: TAG.consent, description: 'Bank-offered consents, PSU-ID and the hosted SCA redirect (spec 2.6, 5.9-5.13).' },
  { name: TAG.accounts, description: 'Accounts, balances, transactions, card accounts and agreements of the consented PSU (spec 2.5, 8).' },
  { name: TAG.payments, description: 'Single, periodic and bulk payments and their authorisation (SCA redirect).' },
  { name: TAG.baskets, description: 'Up to 10 payments authorised with one SCA (spec 1.10, 2.1, 2.2).' },
  { name: TAG.sandbox, description: 'Sandbox only: customers, mock accounts, card accounts, transactions and agreements (spec 1.7, 4.2, 4.3).' },
  { name: TAG.portal, description: 'Routes of the portal UI itself (session cookie).' },
];
