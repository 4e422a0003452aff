// For portal pages: the signed-in principal, or a redirect to the sign-in page that comes back here.
import { redirect } from 'next/navigation';
import { getPortalPrincipal } from './current-user.ts';
import type { PortalPrincipal } from './sessions.ts';

/** The principal; redirects to /signin?callbackUrl=<path> when nobody is signed in. */
export async function requirePrincipal(path: string): Promise<PortalPrincipal> {
  const principal = await getPortalPrincipal();
  if (!principal) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  return principal;
}
