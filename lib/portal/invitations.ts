// Invitations: an owner invites an e-mail address; the token is shown to the owner once, to pass on (there is no mail
// server). Only its SHA-256 is stored; it is used once, expires after 7 days, and only an account with the invited
// e-mail can accept it (as a member).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { atomically } from '../db/transaction.ts';
import type { PortalAccount } from '../http/operation.ts';
import { PortalError } from './errors.ts';
import { INVITATION_TTL_SECONDS, LIMITS } from './limits.ts';
import { joinAs, requireOwner } from './membership.ts';
import { enforceRateLimit } from './rate-limit.ts';
import type { CreatedInvitation } from './schemas.ts';
import type { PortalPrincipal } from './sessions.ts';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates an invitation (owners); replaces an open one for the same address. */
export async function createInvitation({ db, principal, email, now = new Date() }: { db: Db; principal: PortalPrincipal; email: string; now?: Date }): Promise<CreatedInvitation> {
  requireOwner(principal, 'invite members');
  await enforceRateLimit({ db, rule: LIMITS.invitationsPerOrganisation, subject: principal.tppId, what: 'invitations from this organisation', now });
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  await atomically(db, async (tx) => {
    await tx.portalInvitation.deleteMany({ where: { tppId: principal.tppId, email, acceptedAt: null } });
    await tx.portalInvitation.create({ data: { id, tppId: principal.tppId, email, tokenHash: hashToken(token), invitedBy: principal.userId, createdAt: now, expiresAt } });
  });
  // The token travels in the fragment: browsers do not send it to the server, so it stays out of access logs.
  return { id, email, expiresAt: expiresAt.toISOString(), token, link: `${getConfig().publicUrl}/invitations#${token}` };
}

/** Withdraws an open invitation of the organisation (owners). */
export async function revokeInvitation({ db, principal, invitationId }: { db: Db; principal: PortalPrincipal; invitationId: string }): Promise<void> {
  requireOwner(principal, 'withdraw invitations');
  const { count } = await db.portalInvitation.deleteMany({ where: { id: invitationId, tppId: principal.tppId, acceptedAt: null } });
  if (count === 0) throw new PortalError('RESOURCE_UNKNOWN', 'No open invitation with this id in your organisation');
}

/** Accepts an invitation: the account joins the organisation as a member (it leaves its current one). */
export async function acceptInvitation({ db, account, token, now = new Date() }: { db: Db; account: PortalAccount; token: string; now?: Date }): Promise<{ tppId: string }> {
  await enforceRateLimit({ db, rule: LIMITS.invitationAcceptPerUser, subject: account.userId, what: 'invitation attempts', now });
  return atomically(db, async (tx) => {
    const invitation = await tx.portalInvitation.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) {
      throw new PortalError('INVITATION_INVALID', 'This invitation is unknown, already used or expired; ask an owner of the organisation for a new one', 'token');
    }
    if (invitation.email !== account.email.toLowerCase()) {
      throw new PortalError('INVITATION_FOR_OTHER_EMAIL', 'This invitation is for another e-mail address: sign in (or sign up) with the address it was made for', 'token');
    }
    const { count } = await tx.portalInvitation.updateMany({ where: { id: invitation.id, acceptedAt: null }, data: { acceptedAt: now, acceptedBy: account.userId } });
    if (count !== 1) throw new PortalError('INVITATION_INVALID', 'This invitation was used a moment ago', 'token');
    await joinAs(tx, { userId: account.userId, tppId: invitation.tppId, role: 'member' });
    return { tppId: invitation.tppId };
  });
}
