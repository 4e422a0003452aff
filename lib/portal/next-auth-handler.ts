// next-auth's route handler, fed from the Request itself (next-auth's API-route mode, not next/headers), so the same
// code runs under Next.js and in the in-process route tests; credentials sign-ins pass the sign-in throttle (sign-in-throttle.ts) first.
import 'server-only';
import * as nextAuthModule from 'next-auth/next';
import { getDb } from '../db/client.ts';
import type { RouteContext } from '../http/operation.ts';
import { getAuthOptions } from './auth-options.ts';
import { clientAddress } from './client-address.ts';
import { requestCookies } from './current-user.ts';
import { countSignInAttempt } from './sign-in-throttle.ts';

type NextAuthFn = (req: unknown, res: unknown, options: unknown) => Promise<unknown>;
// CommonJS: a bundler gives the default export, plain Node ESM the module object.
const NextAuth = (typeof nextAuthModule.default === 'function' ? nextAuthModule.default : (nextAuthModule.default as unknown as { default: unknown }).default) as NextAuthFn;

/** The response object of next-auth's API-route mode, collected into a fetch Response. */
class CollectedResponse {
  statusCode = 200;
  readonly headers = new Headers();
  body: string | null = null;

  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string | string[]): this {
    this.headers.delete(name);
    for (const v of ([] as string[]).concat(value)) this.headers.append(name, v);
    return this;
  }
  getHeader(name: string): string | string[] | undefined {
    return name.toLowerCase() === 'set-cookie' ? this.headers.getSetCookie() : (this.headers.get(name) ?? undefined);
  }
  json(value: unknown): void {
    this.headers.set('Content-Type', 'application/json');
    this.body = JSON.stringify(value);
  }
  send(value: unknown): void {
    if (typeof value === 'string' || value === undefined || value === null) this.body = value ?? null;
    else this.json(value);
  }
  end(): void {}
  toResponse(): Response {
    return new Response(this.statusCode === 204 || this.statusCode === 302 ? null : this.body, { status: this.statusCode, headers: this.headers });
  }
}

async function readBody(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as Record<string, string>;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Handles /api/auth/{...nextauth} like next-auth's App Router handler does. */
export async function handleNextAuth(request: Request, route?: RouteContext): Promise<Response> {
  const options = { ...(await getAuthOptions()) };
  const url = new URL(request.url);
  const raw = (await route?.params)?.nextauth;
  const segments = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const [action, providerId] = segments;
  const query = Object.fromEntries(url.searchParams);
  const body = await readBody(request);

  let attempt: Awaited<ReturnType<typeof countSignInAttempt>> | null = null;
  if (request.method === 'POST' && action === 'callback' && providerId === 'credentials') {
    attempt = await countSignInAttempt({ db: await getDb(), email: String(body?.email ?? ''), address: clientAddress(request) });
    if ('toBody' in attempt) {
      // next-auth's client reads { url } and takes the error from its query (signIn() → { error: 'RATE_LIMITED' }).
      const signin = new URL('/signin', url);
      signin.searchParams.set('error', attempt.code);
      return Response.json({ url: signin.toString(), ...attempt.toBody() }, { status: attempt.status, headers: attempt.headers() });
    }
  }

  // next-auth derives its URL from Host and X-Forwarded-Proto, which the Next.js server always sets; like it, fill
  // them in from the request URL when absent.
  const headers: Record<string, string> = { host: url.host, 'x-forwarded-proto': url.protocol.slice(0, -1), ...Object.fromEntries(request.headers) };
  const res = new CollectedResponse();
  await NextAuth({ method: request.method, query: { ...query, nextauth: segments }, body, cookies: Object.fromEntries(requestCookies(request)), headers }, res, options);
  const signedIn = res.headers.getSetCookie().some((c) => /^(__Secure-)?next-auth\.session-token=[^;]/.test(c));
  if (attempt && !('toBody' in attempt) && signedIn) await attempt.success();
  return res.toResponse();
}
