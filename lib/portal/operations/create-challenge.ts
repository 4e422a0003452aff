// POST /api/portal/organisation/challenges — a proof-of-control challenge for an organizationIdentifier (201).
import { definePortalOperation } from '../../http/operation.ts';
import { createChallenge } from '../prove-control.ts';
import { challengeRequestSchema, challengeSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const createChallengeOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/organisation/challenges',
  summary: 'Get a challenge to sign with a certificate of the organisation',
  auth: 'account',
  body: challengeRequestSchema,
  status: 201,
  responses: { 201: { description: 'Single-use challenge, valid 10 minutes.', schema: challengeSchema } },
  handler: ({ db, principal, body }) => createChallenge({ db, account: principal, organizationIdentifier: body.organizationIdentifier }),
});
