// POST /api/portal/organisation/join — join an organisation by proof of control: the challenge signed with the key
// of a certificate of the organisation (you become an owner).
import { z } from 'zod';
import { definePortalOperation } from '../../http/operation.ts';
import { proveControl } from '../prove-control.ts';
import { proofSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const proveControlOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/organisation/join',
  summary: 'Join an organisation by proof of control',
  auth: 'account',
  body: proofSchema,
  responses: { 200: { description: 'Joined as owner.', schema: z.object({ tppId: z.string(), organizationIdentifier: z.string() }) } },
  handler: ({ db, principal, body }) => proveControl({ db, account: principal, proof: body }),
});
