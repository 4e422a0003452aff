// The wrapper of the portal's own JSON route handlers (/api/portal/...): session check, same-origin check for
// writes, zod validation of body and query, and Berlin Group-shaped error bodies the UI shows as they are.
import type { ZodType } from 'zod';
import { ZodError } from 'zod';
import { getDb, type Db } from '../db/client.ts';
import { isXs2aError, Xs2aError } from '../errors.ts';
import { validate } from '../http/steps/validate.ts';
import { logger } from '../log.ts';
import { getPortalPrincipal } from './current-user.ts';
import { isPortalError, PortalError } from './errors.ts';
import type { PortalPrincipal } from './sessions.ts';

/** What a portal handler gets. */
export interface PortalContext<B, Q, P extends PortalPrincipal | null> {
  request: Request;
  db: Db;
  principal: P;
  params: Record<string, string>;
  body: B;
  query: Q;
}

/** Options of a portal route. */
export interface PortalRouteOptions<B, Q> {
  /** Whether a signed-in user is required (default true). */
  auth?: boolean;
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** Status of a successful result (default 200). */
  status?: number;
}

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };

/** A Berlin Group-shaped error body. */
export function portalErrorBody(code: string, text: string, path?: string): { tppMessages: { category: 'ERROR'; code: string; text: string; path?: string }[] } {
  return { tppMessages: [{ category: 'ERROR', code, text, ...(path ? { path } : {}) }] };
}

function toResponse(e: unknown, request: Request): Response {
  if (isXs2aError(e)) return Response.json(e.toBody(), { status: e.status });
  if (isPortalError(e)) return Response.json(portalErrorBody(e.code, e.message, e.path), { status: e.status });
  if (e instanceof ZodError) {
    const issue = e.issues[0];
    const path = issue?.path.join('.') ?? '';
    return Response.json(portalErrorBody('FORMAT_ERROR', `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid input'}`, path || undefined), { status: 400 });
  }
  logger.error({ err: e, method: request.method, url: request.url }, 'portal route failed');
  return Response.json(portalErrorBody('INTERNAL_ERROR', 'Internal server error; the incident was logged'), { status: 500 });
}

function checkSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin && host && new URL(origin).host !== host) {
    throw new PortalError('ORIGIN_INVALID', 403, 'Cross-site requests to the portal API are not allowed');
  }
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  // A JSON content type makes cross-site form posts impossible (they would need a CORS preflight).
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new PortalError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the request body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', 'The request body is not valid JSON');
  }
}

/** Wraps a portal handler; its result is sent as JSON (a Response is passed through). */
export function withPortal<B = undefined, Q = Record<string, string>, P extends PortalPrincipal | null = PortalPrincipal>(
  handler: (ctx: PortalContext<B, Q, P>) => Promise<unknown>,
  options: PortalRouteOptions<B, Q> = {},
): (request: Request, route?: RouteContext) => Promise<Response> {
  return async (request, route) => {
    try {
      checkSameOrigin(request);
      const principal = await getPortalPrincipal();
      if (options.auth !== false && !principal) {
        return Response.json(portalErrorBody('UNAUTHENTICATED', 'Sign in to the developer portal first'), { status: 401 });
      }
      const url = new URL(request.url);
      const body = options.body ? validate(options.body, await readJson(request), 'body') : (undefined as B);
      const query = options.query ? validate(options.query, Object.fromEntries(url.searchParams), 'query') : (Object.fromEntries(url.searchParams) as Q);
      const raw = (route ? await route.params : undefined) ?? {};
      const params = Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join('/') : v]])));
      const result = await handler({ request, db: await getDb(), principal: principal as P, params, body, query });
      if (result instanceof Response) return result;
      if (result === undefined || result === null) return new Response(null, { status: 204 });
      return Response.json(result, { status: options.status ?? 200, headers: { 'Cache-Control': 'no-store' } });
    } catch (e) {
      return toResponse(e, request);
    }
  };
}
