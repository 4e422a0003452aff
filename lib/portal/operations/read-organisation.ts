// GET /api/portal/organisation — the signed-in developer's organisation: roles, contact e-mail, members, invitations
// (owners) and certificates.
import { definePortalOperation } from '../../http/operation.ts';
import { getOrganisation } from '../get-organisation.ts';
import { organisationSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const readOrganisationOperation = definePortalOperation({
  ...portal,
  method: 'GET',
  path: '/api/portal/organisation',
  summary: 'The organisation of the signed-in developer',
  auth: 'session',
  responses: { 200: { description: 'Organisation.', schema: organisationSchema } },
  handler: ({ db, principal }) => getOrganisation({ db, principal }),
});
