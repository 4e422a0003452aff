// The route handler of the portal's own JSON operations (/api/portal/...): same-origin check for writes, session
// check (auth 'session': a member of an organisation; 'account': any signed-in developer), JSON decoding, the validation step of the request pipeline (path parameters, headers, query, body) and
// Berlin Group-shaped error bodies the UI shows as they are. It takes nothing but a declaration.
import { getConfig } from '../config.ts';
import { readRawBody } from '../http/steps/read-body.ts';
import { assertStorable } from '../http/steps/parse-json.ts';
import 'server-only';
import { getDb } from '../db/client.ts';
import { isXs2aError, Xs2aError } from '../errors.ts';
import { carrying, routeParams, type PortalOperation, type RouteContext, type RouteHandler } from '../http/operation.ts';
import { Reply } from '../http/respond.ts';
import { validateInput } from '../http/steps/validate.ts';
import { logger } from '../log.ts';
import { accountOfRequest } from './current-user.ts';
import { isPortalError, PortalError } from './errors.ts';
import { isMember } from './sessions.ts';

function toResponse(e: unknown, request: Request): Response {
  if (isXs2aError(e)) return Response.json(e.toBody(), { status: e.status });
  if (isPortalError(e)) return Response.json(e.toBody(), { status: e.status, headers: e.headers() });
  logger.error({ err: e, method: request.method, url: request.url }, 'portal route failed');
  const internal = new PortalError('INTERNAL_ERROR', 'Internal server error; the incident was logged');
  return Response.json(internal.toBody(), { status: internal.status });
}

function checkSameOrigin(request: Request): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) return;
  // `Origin: null` (sandboxed frames, file: pages, some redirects) or any non-URL value is a cross-site writer too.
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== host) throw new PortalError('ORIGIN_INVALID', 'Cross-site requests to the portal API are not allowed');
}

async function readJson(request: Request): Promise<unknown> {
  const raw = await readRawBody(request, { maxBytes: getConfig().maxPortalBodyBytes });
  const text = new TextDecoder().decode(raw);
  if (!text.trim()) return undefined;
  // A JSON content type makes cross-site form posts impossible (they would need a CORS preflight).
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new PortalError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', 'The request body is not valid JSON');
  }
  assertStorable(value, '', { text: false });
  return value;
}

/** A handler result as a portal response: a Response as is, a Reply with its status, nothing as 204, else JSON. */
export function portalResponse(result: unknown, status: number): Response {
  if (result instanceof Response) return result;
  if (result instanceof Reply) return portalResponse(result.body, result.status);
  if (result === undefined || result === null) return new Response(null, { status: 204 });
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

async function run(operation: PortalOperation, request: Request, route?: RouteContext): Promise<Response> {
  checkSameOrigin(request);
  const principal = await accountOfRequest(request);
  if (operation.auth !== 'none' && !principal) throw new PortalError('UNAUTHENTICATED', 'Sign in to the developer portal first');
  if (operation.auth === 'session' && !isMember(principal)) {
    throw new PortalError('ORGANISATION_REQUIRED', 'Join your organisation first (prove control with its certificate, or accept an invitation), or create a sandbox organisation');
  }
  const url = new URL(request.url);
  const json = operation.body ? await readJson(request) : undefined;
  const input = validateInput(operation, {
    params: await routeParams(route), header: (name) => request.headers.get(name), query: Object.fromEntries(url.searchParams), json,
  });
  const result = await operation.handler({ request, db: await getDb(), principal, ...input });
  return portalResponse(result, operation.status ?? 200);
}

/** The route handler of a portal operation. */
export function withPortal(operation: PortalOperation): RouteHandler<PortalOperation> {
  return carrying(operation, async (request, route) => {
    try {
      return await run(operation, request, route);
    } catch (e) {
      return toResponse(e, request);
    }
  });
}
