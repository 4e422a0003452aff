// Membership of portal users in organisations: one organisation per user, owners and members. An organisation with
// members keeps at least one owner: its last owner cannot leave, be demoted or be removed while others remain.
import type { Tx } from '../db/client.ts';
import type { PortalMemberRole } from '../http/operation.ts';
import { PortalError } from './errors.ts';

const lastOwner = () =>
  new PortalError('LAST_OWNER', 'You are the last owner of this organisation: make another member owner first, or remove the other members');

/** Throws LAST_OWNER when `userId` leaving (or losing the owner role in) `tppId` would leave members without an owner. */
export async function assertOwnerRemains(tx: Tx, { tppId, userId }: { tppId: string; userId: string }): Promise<void> {
  const member = await tx.portalMember.findUnique({ where: { userId } });
  if (!member || member.tppId !== tppId || member.role !== 'owner') return;
  const [owners, others] = await Promise.all([
    tx.portalMember.count({ where: { tppId, role: 'owner' } }),
    tx.portalMember.count({ where: { tppId, userId: { not: userId } } }),
  ]);
  if (owners <= 1 && others > 0) throw lastOwner();
}

/** Puts `userId` into `tppId` with `role` (never lowering a role it already has there), leaving its current organisation. */
export async function joinAs(tx: Tx, { userId, tppId, role }: { userId: string; tppId: string; role: PortalMemberRole }): Promise<void> {
  const current = await tx.portalMember.findUnique({ where: { userId } });
  if (current?.tppId === tppId) {
    if (role === 'owner' && current.role !== 'owner') await tx.portalMember.update({ where: { userId }, data: { role } });
    return;
  }
  if (current) {
    await assertOwnerRemains(tx, { tppId: current.tppId, userId });
    await tx.portalMember.delete({ where: { userId } });
  }
  await tx.portalMember.create({ data: { userId, tppId, role } });
}

/** The membership of `userId`, which must be in `tppId` (RESOURCE_UNKNOWN otherwise: other organisations' users look unknown). */
export async function memberOf(tx: Tx, { tppId, userId }: { tppId: string; userId: string }): Promise<{ userId: string; role: PortalMemberRole }> {
  const member = await tx.portalMember.findUnique({ where: { userId } });
  if (!member || member.tppId !== tppId) throw new PortalError('RESOURCE_UNKNOWN', 'No member with this id in your organisation');
  return { userId, role: member.role === 'owner' ? 'owner' : 'member' };
}

/** Throws OWNER_REQUIRED unless the principal is an owner. */
export function requireOwner(principal: { role: PortalMemberRole }, what: string): void {
  if (principal.role !== 'owner') throw new PortalError('OWNER_REQUIRED', `Only owners of the organisation can ${what}`);
}
