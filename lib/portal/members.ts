// Members of an organisation: owners remove members and change roles; anyone can leave. The last owner of an
// organisation with other members can neither leave nor be demoted (membership.ts).
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import type { PortalMemberRole } from '../http/operation.ts';
import { assertOwnerRemains, memberOf, requireOwner } from './membership.ts';
import type { PortalPrincipal } from './sessions.ts';

/** Removes a member (owners), or the principal itself (leaving). */
export async function removeMember({ db, principal, userId }: { db: Db; principal: PortalPrincipal; userId: string }): Promise<void> {
  if (userId !== principal.userId) requireOwner(principal, 'remove members');
  await atomically(db, async (tx) => {
    await memberOf(tx, { tppId: principal.tppId, userId });
    await assertOwnerRemains(tx, { tppId: principal.tppId, userId });
    await tx.portalMember.delete({ where: { userId } });
  });
}

/** Changes a member's role (owners). */
export async function changeMemberRole({ db, principal, userId, role }: { db: Db; principal: PortalPrincipal; userId: string; role: PortalMemberRole }): Promise<{ userId: string; role: PortalMemberRole }> {
  requireOwner(principal, 'change roles');
  return atomically(db, async (tx) => {
    await memberOf(tx, { tppId: principal.tppId, userId });
    if (role === 'member') await assertOwnerRemains(tx, { tppId: principal.tppId, userId });
    await tx.portalMember.update({ where: { userId }, data: { role } });
    return { userId, role };
  });
}
