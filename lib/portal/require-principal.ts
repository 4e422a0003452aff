// For portal pages: the signed-in account, or a redirect to the sign-in page that comes back here.
import { redirect } from 'next/navigation';
import { getPortalPrincipal } from './current-user.ts';
import { isMember, type PortalAccount, type PortalPrincipal } from './sessions.ts';

/** The account; redirects to /signin?callbackUrl=<path> when nobody is signed in. */
export async function requirePrincipal(path: string): Promise<PortalAccount> {
  const account = await getPortalPrincipal();
  if (!account) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  return account;
}

/** A member of an organisation; an account without one goes to /organisation (join or create one). */
export async function requireMember(path: string): Promise<PortalPrincipal> {
  const account = await requirePrincipal(path);
  if (!isMember(account)) redirect('/organisation');
  return account;
}
