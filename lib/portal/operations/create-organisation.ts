// POST /api/portal/organisation — a fresh sandbox organisation for a signed-in developer without one (sandbox mode, 201).
import { z } from 'zod';
import { definePortalOperation } from '../../http/operation.ts';
import { createOrganisation } from '../create-organisation.ts';
import { createOrganisationSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const createOrganisationOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/organisation',
  summary: 'Create a sandbox organisation (generated organizationIdentifier)',
  auth: 'account',
  body: createOrganisationSchema,
  status: 201,
  responses: { 201: { description: 'Created; you are its owner.', schema: z.object({ tppId: z.string(), organizationIdentifier: z.string() }) } },
  handler: ({ db, principal, body }) => createOrganisation({ db, account: principal, input: body }),
});
