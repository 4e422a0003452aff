// POST /api/portal/invitations — invite an e-mail address (owners, 201; the token is shown once);
// DELETE /api/portal/invitations/{invitationId} — withdraw an open invitation (owners, 204);
// POST /api/portal/invitations/accept — accept an invitation made for your e-mail address (you join as a member).
import { z } from 'zod';
import { definePortalOperation } from '../../http/operation.ts';
import { acceptInvitation, createInvitation, revokeInvitation } from '../invitations.ts';
import { acceptInvitationSchema, createdInvitationSchema, invitationParams, invitationRequestSchema } from '../schemas.ts';
import { portal } from './docs.ts';

export const createInvitationOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/invitations',
  summary: 'Invite a colleague to the organisation',
  auth: 'session',
  body: invitationRequestSchema,
  status: 201,
  responses: { 201: { description: 'Invitation with its token and link, shown once: pass them on.', schema: createdInvitationSchema } },
  handler: ({ db, principal, body }) => createInvitation({ db, principal, email: body.email }),
});

export const revokeInvitationOperation = definePortalOperation({
  ...portal,
  method: 'DELETE',
  path: '/api/portal/invitations/{invitationId}',
  summary: 'Withdraw an open invitation',
  auth: 'session',
  params: invitationParams,
  responses: { 204: { description: 'Withdrawn.' } },
  handler: async ({ db, principal, params }) => revokeInvitation({ db, principal, invitationId: params.invitationId }),
});

export const acceptInvitationOperation = definePortalOperation({
  ...portal,
  method: 'POST',
  path: '/api/portal/invitations/accept',
  summary: 'Accept an invitation',
  auth: 'account',
  body: acceptInvitationSchema,
  responses: { 200: { description: 'Joined as a member.', schema: z.object({ tppId: z.string() }) } },
  handler: ({ db, principal, body }) => acceptInvitation({ db, account: principal, token: body.token }),
});
