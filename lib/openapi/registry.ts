// The registry of every route's operations: one declarative file per domain under lib/openapi/operations/.
// To document a new route, add an entry to its domain's file (or a new file imported here);
// tests/unit/openapi-coverage.test.ts fails while a route in app/ has no entry or an entry has no route.
import { portalOperations } from './operations/portal.ts';
import { systemOperations } from './operations/system.ts';
import { tppOperations } from './operations/tpp.ts';
import { sandboxOperations } from './operations/sandbox.ts';
import { aisOperations } from './operations/ais.ts';
import { paymentOperations } from './operations/payments.ts';
import type { OperationSpec } from './types.ts';

export type { OperationSpec } from './types.ts';

/** Tags in display order, with their descriptions. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Service', description: 'Unsigned service endpoints.' },
  { name: 'TPP dialogue', description: 'Register and update the contact e-mail of your organisation (spec 4.4).' },
  { name: 'Consent and SCA', description: 'Bank-offered consents, PSU-ID and the hosted SCA redirect (spec 2.6, 5.9-5.13).' },
  { name: 'Account information', description: 'Accounts, balances, transactions, card accounts and agreements of the consented PSU (spec 2.5, 8).' },
  { name: 'Payment initiation', description: 'Single, periodic and bulk payments and their authorisation (SCA redirect).' },
  { name: 'Signing baskets', description: 'Up to 10 payments authorised with one SCA (spec 1.10, 2.1, 2.2).' },
  { name: 'Sandbox mock data', description: 'Sandbox only: customers, mock accounts, card accounts, transactions and agreements (spec 1.7, 4.2, 4.3).' },
  { name: 'Developer portal', description: 'Routes of the portal UI itself (session cookie).' },
];

/** All operations. */
export const operations: OperationSpec[] = [...systemOperations, ...tppOperations, ...aisOperations, ...paymentOperations, ...sandboxOperations, ...portalOperations];
