// The signed-in portal account, read from the next-auth session cookie: the cookie holds an encrypted JWT whose only
// claim is a session id, checked against PortalSession on every request (sessions.ts). Pages read the cookie through
// next/headers; the portal's route handlers read it from the Request itself.
import 'server-only';
import * as jwt from 'next-auth/jwt';
import { getDb } from '../db/client.ts';
import { getAuthSecret } from './auth-secret.ts';
import { checkPortalSession, type PortalAccount } from './sessions.ts';

// The module is CommonJS: a bundler gives named exports, plain Node ESM may only give the default.
const decode: typeof jwt.decode = jwt.decode ?? (jwt as unknown as { default: typeof jwt }).default.decode;

/** next-auth's session cookie: __Secure- prefixed on https. */
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

type CookieGetter = (name: string) => string | undefined;

async function accountFromCookies(get: CookieGetter): Promise<PortalAccount | null> {
  for (const name of SESSION_COOKIES) {
    const token = get(name);
    if (!token) continue;
    const payload = await decode({ token, secret: await getAuthSecret() }).catch(() => null);
    const sid = payload?.sid;
    if (typeof sid === 'string') return checkPortalSession({ db: await getDb(), sessionId: sid });
  }
  return null;
}

/** The cookies of a request's Cookie header. */
export function requestCookies(request: Request): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!out.has(name)) {
      try {
        out.set(name, decodeURIComponent(part.slice(i + 1).trim()));
      } catch {
        /* not a cookie we set */
      }
    }
  }
  return out;
}

/** The account of the request's session cookie (route handlers). */
export function accountOfRequest(request: Request): Promise<PortalAccount | null> {
  const cookies = requestCookies(request);
  return accountFromCookies((name) => cookies.get(name));
}

/** The account of the current request's portal session (pages), checked against the database. */
export async function getPortalPrincipal(): Promise<PortalAccount | null> {
  const { cookies } = await import('next/headers');
  const jar = await cookies();
  return accountFromCookies((name) => jar.get(name)?.value);
}
