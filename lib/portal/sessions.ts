// Portal sign-in sessions: created at sign-in, checked on every request, deleted at sign-out (revocable).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import type { PortalAccount, PortalMemberRole, PortalPrincipal } from '../http/operation.ts';
import { signInSchema } from './schemas.ts';

export type { PortalAccount, PortalMemberRole, PortalPrincipal };

/** True when the signed-in developer belongs to an organisation. */
export const isMember = (account: PortalAccount | null): account is PortalPrincipal => account?.tppId != null;

/** How long a portal session lasts without activity, seconds. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
const TOUCH_EVERY_MS = 5 * 60_000;


/** Checks e-mail and password; null when they do not match an account (same timing either way). */
export async function authenticateUser({ db, email, password }: { db: Db; email: unknown; password: unknown }): Promise<{ id: string } | null> {
  const parsed = signInSchema.safeParse({ email, password });
  if (!parsed.success) return null;
  const user = await db.portalUser.findUnique({ where: { email: parsed.data.email }, select: { id: true, passwordHash: true } });
  const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && ok ? { id: user.id } : null;
}

/** Starts a session for a user; returns its id (what the session cookie carries). */
export async function createPortalSession({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.portalSession.create({ data: { id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } });
  return id;
}

/** The account of a live session (with its organisation, if any), or null when it is unknown, expired or was signed
 * out; slides the expiry. */
export async function checkPortalSession({ db, sessionId, now = new Date() }: { db: Db; sessionId: string; now?: Date }): Promise<PortalAccount | null> {
  const row = await db.portalSession.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, lastSeenAt: true, user: { select: { id: true, email: true, name: true, membership: { select: { tppId: true, role: true } } } } },
  });
  if (!row || row.expiresAt <= now) {
    if (row) await db.portalSession.deleteMany({ where: { id: sessionId } });
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.portalSession.updateMany({
      where: { id: sessionId },
      data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) },
    });
  }
  const account: PortalAccount = {
    sessionId, userId: row.user.id, email: row.user.email, name: row.user.name, tppId: null, organizationIdentifier: null, organizationName: null, role: null,
  };
  const membership = row.user.membership;
  if (!membership) return account;
  const [tpp, org] = await Promise.all([
    db.tpp.findUnique({ where: { id: membership.tppId }, select: { organizationIdentifier: true, name: true } }),
    db.portalOrganisation.findUnique({ where: { tppId: membership.tppId }, select: { name: true, attestedName: true } }),
  ]);
  if (!tpp) return account;
  return {
    ...account,
    tppId: membership.tppId,
    organizationIdentifier: tpp.organizationIdentifier,
    // The name certificates attest (proof of control), else the sandbox organisation's own name, else the API's.
    organizationName: org?.attestedName ?? org?.name ?? tpp.name,
    role: membership.role === 'owner' ? 'owner' : 'member',
  };
}

/** Ends a session (sign-out); ending an unknown session is not an error. */
export async function revokePortalSession({ db, sessionId }: { db: Db; sessionId: string }): Promise<void> {
  await db.portalSession.deleteMany({ where: { id: sessionId } });
}
