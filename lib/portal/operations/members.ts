// DELETE /api/portal/members/{userId} — remove a member (owners) or leave (yourself), 204;
// PATCH /api/portal/members/{userId} — make a member owner or member (owners).
import { definePortalOperation } from '../../http/operation.ts';
import { changeMemberRole, removeMember } from '../members.ts';
import { memberParams, memberRoleChangeSchema, memberRoleSchema } from '../schemas.ts';
import { z } from 'zod';
import { portal } from './docs.ts';

export const removeMemberOperation = definePortalOperation({
  ...portal,
  method: 'DELETE',
  path: '/api/portal/members/{userId}',
  summary: 'Remove a member, or leave the organisation',
  auth: 'session',
  params: memberParams,
  responses: { 204: { description: 'Removed.' } },
  handler: async ({ db, principal, params }) => removeMember({ db, principal, userId: params.userId }),
});

export const changeMemberRoleOperation = definePortalOperation({
  ...portal,
  method: 'PATCH',
  path: '/api/portal/members/{userId}',
  summary: 'Change the role of a member',
  auth: 'session',
  params: memberParams,
  body: memberRoleChangeSchema,
  responses: { 200: { description: 'The new role.', schema: z.object({ userId: z.string(), role: memberRoleSchema }) } },
  handler: ({ db, principal, params, body }) => changeMemberRole({ db, principal, userId: params.userId, role: body.role }),
});
