// POST /v1/sandbox/initialize — reset the sandbox to its fixed known state (lib/sandbox/initialize-sandbox.ts).
import { defineOperation } from '../../http/operation.ts';
import { initializeSandbox } from '../initialize-sandbox.ts';
import { initializeSandboxResultSchema } from '../schemas.ts';
import { sandbox } from './docs.ts';

export const initializeSandboxOperation = defineOperation({
  ...sandbox,
  method: 'POST',
  path: '/v1/sandbox/initialize',
  summary: 'Reset the sandbox to its known state',
  description:
    'Deletes every sandbox customer with accounts, card accounts, transactions and agreements (also those created through the other ' +
    'mock-data operations) and creates two private customers (13039319955, 12085592767) with 2 accounts and a card account each and two ' +
    'corporate customers (18129215603, 20079518612) with 2 accounts and an agreement each; 13039319955 resp. 12085592767 has VIEW and ' +
    'REGISTER on the corporate accounts. Accounts have booked transactions from the last 90 days. The ids of the seeded resources are ' +
    'the same after every reset.',
  responses: { 200: { description: 'The seeded customers and counts.', schema: initializeSandboxResultSchema } },
  handler: ({ db }) => initializeSandbox({ db }),
});
