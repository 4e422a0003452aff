// GET|POST /api/auth/{...nextauth} — next-auth (portal sign-in, sign-out, session, CSRF token).
import NextAuth from 'next-auth';
import { definePlainOperation, type RouteContext } from '../../http/operation.ts';
import { getAuthOptions } from '../auth-options.ts';
import { portal } from './docs.ts';

/** next-auth, configured per request (the secret may come from DATA_DIR). */
async function nextAuth(request: Request, route?: RouteContext): Promise<Response> {
  const auth = NextAuth(await getAuthOptions()) as unknown as (r: Request, c?: RouteContext) => Promise<Response>;
  return auth(request, route);
}

const declare = (method: 'GET' | 'POST') =>
  definePlainOperation({
    ...portal,
    method,
    path: '/api/auth/{...nextauth}',
    summary: `next-auth (${method})`,
    responses: { 200: { description: 'next-auth' } },
    handler: nextAuth,
  });

export const nextAuthOperations = { GET: declare('GET'), POST: declare('POST') };
