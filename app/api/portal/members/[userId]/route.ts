import { withPortal } from '@/lib/portal/with-portal.ts';
import { changeMemberRoleOperation, removeMemberOperation } from '@/lib/portal/operations/members.ts';

export const dynamic = 'force-dynamic';

// DELETE /api/portal/members/{userId} — remove a member, or leave the organisation
export const DELETE = withPortal(removeMemberOperation);

// PATCH /api/portal/members/{userId} — change the role of a member
export const PATCH = withPortal(changeMemberRoleOperation);
