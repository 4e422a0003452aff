// /api/auth/* — next-auth (portal sign-in, sign-out, session, CSRF token).
import NextAuth from 'next-auth';
import { getAuthOptions } from '@/lib/portal/auth-options.ts';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ nextauth: string[] }> };

/** next-auth, configured per request (the secret may come from DATA_DIR). */
async function handler(request: Request, ctx: Ctx): Promise<Response> {
  const auth = NextAuth(await getAuthOptions()) as unknown as (r: Request, c: Ctx) => Promise<Response>;
  return auth(request, ctx);
}

export { handler as GET, handler as POST };
