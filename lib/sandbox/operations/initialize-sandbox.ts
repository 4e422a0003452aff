// POST /v1/sandbox/initialize — reset the caller's sandbox world to its fixed known state (lib/sandbox/initialize-sandbox.ts).
import { defineOperation } from '../../http/operation.ts';
import { initializeSandbox } from '../initialize-sandbox.ts';
import { initializeSandboxResultSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const initializeSandboxOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/initialize',
  summary: 'Reset your sandbox world to its known state',
  description:
    'Every TPP has a sandbox world of its own, created in this known state on first use; other TPPs never see or change it. ' +
    'Deletes every customer of your world with accounts, card accounts, transactions and agreements (also those created through the other ' +
    'mock-data operations) and creates two private customers (13039319955, 12085592767) with 2 accounts and a card account each and two ' +
    'corporate customers (18129215603, 20079518612) with 2 accounts and an agreement each; 13039319955 resp. 12085592767 has VIEW and ' +
    'REGISTER on the corporate accounts. Accounts have booked transactions from the last 90 days. The ids of the seeded resources are ' +
    'the same after every reset, so PSU-IDs, consents and payments for them stay valid. Other TPPs\' worlds are not touched.',
  responses: { 200: { description: 'The seeded customers and counts.', schema: initializeSandboxResultSchema } },
  handler: ({ db, tpp }) => initializeSandbox({ db, worldId: tpp.worldId }),
});
