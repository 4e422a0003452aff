// The signed-in portal principal for pages and route handlers (null when nobody is signed in).
import { getServerSession } from 'next-auth';
import { getAuthOptions } from './auth-options.ts';
import type { PortalPrincipal } from './sessions.ts';

/** The principal of the current request's portal session, checked against the database. */
export async function getPortalPrincipal(): Promise<PortalPrincipal | null> {
  const session = (await getServerSession(await getAuthOptions())) as { portal?: PortalPrincipal } | null;
  return session?.portal ?? null;
}
