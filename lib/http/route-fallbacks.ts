// Berlin Group answers where no operation is declared (issue 8 #13). Next.js answers a method a route does not export
// with an empty 405 and an unknown path with its HTML 404 page; a TPP client expects the JSON error body everywhere
// under /v1. A method a /v1 route does not serve → 405 SERVICE_INVALID with `Allow` (BG message codes:
// SERVICE_INVALID is "405 if HTTP method"); a path under /v1 that no route serves → 404 (app/v1/[[...path]]).
import { Xs2aError } from '../errors.ts';
import { errorResponse } from './respond.ts';
import { UUID_PATTERN } from '../schemas/common.ts';

/** The methods a route can export; Next.js derives HEAD from GET. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof METHODS)[number];

/** A route handler answering for what is not declared; `fallback` marks it (tests tell it from an operation). */
export type FallbackHandler = ((request: Request) => Promise<Response>) & { readonly fallback: 'method' | 'path' };

const UUID = UUID_PATTERN;
/** The request's X-Request-ID, echoed when it is one (nothing else of the request is read). */
const requestId = (request: Request): string | null => {
  const id = request.headers.get('x-request-id');
  return id && UUID.test(id) ? id.toLowerCase() : null;
};

const marked = (kind: FallbackHandler['fallback'], fn: (request: Request) => Promise<Response>): FallbackHandler =>
  Object.defineProperty(fn, 'fallback', { value: kind, enumerable: false }) as FallbackHandler;

/**
 * Handlers for every method a route does not serve, and OPTIONS: the route file destructures the ones it lacks,
 * `export const { PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PUT')`.
 */
export function otherMethods(...served: RouteMethod[]): Record<RouteMethod | 'OPTIONS', FallbackHandler> {
  const allowed = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
  const allow = allowed.join(', ');
  const notAllowed = marked('method', async (request) => {
    const error = new Xs2aError('SERVICE_INVALID', `Method ${request.method} is not supported for this resource; use ${served.join(', ')}`, { status: 405 });
    const response = errorResponse(error, requestId(request));
    response.headers.set('Allow', allow);
    return response;
  });
  const options = marked('method', async () => new Response(null, { status: 204, headers: { Allow: allow } }));
  const out = { OPTIONS: options } as Record<RouteMethod | 'OPTIONS', FallbackHandler>;
  for (const m of METHODS) if (!served.includes(m)) out[m] = notAllowed;
  return out;
}

/** Handlers for a path under /v1 that no route serves: 404 RESOURCE_UNKNOWN for every method. */
export function unknownPath(): Record<RouteMethod, FallbackHandler> {
  const notFound = marked('path', async (request) => {
    const path = new URL(request.url).pathname;
    const error = new Xs2aError('RESOURCE_UNKNOWN', `No operation is served at ${path.slice(0, 200)}; see /docs for the paths of this API`, { status: 404 });
    return errorResponse(error, requestId(request));
  });
  return { GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound };
}
