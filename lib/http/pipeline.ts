// The one request pipeline of every /v1 operation: raw body → signature, digest, date, certificate → role →
// TPP → replay → JSON body and query validation → handler → JSON response with X-Request-ID.
import type { ZodType } from 'zod';
import { getConfig } from '../config.ts';
import { getDb, type Db } from '../db/client.ts';
import type { ParsedCertificate, Psd2Role } from '../crypto/certificate.ts';
import { verifySignedRequest } from '../crypto/verify-request.ts';
import { Xs2aError, isXs2aError } from '../errors.ts';
import { Reply, errorResponse, jsonResponse } from './respond.ts';
import { readRawBody } from './steps/read-body.ts';
import { parseJsonBody } from './steps/parse-json.ts';
import { validate } from './steps/validate.ts';
import { getTrustAnchors } from './steps/trust-anchors.ts';
import { resolveTpp, type TppIdentity } from './steps/resolve-tpp.ts';
import { checkRole } from './steps/check-role.ts';
import { checkReplay } from './steps/check-replay.ts';
import { logger } from '../log.ts';

export interface Xs2aContext<B, Q> {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** A request header, or null. */
  header(name: string): string | null;
  requestId: string;
  tpp: TppIdentity;
  certificate: ParsedCertificate;
  body: B;
  query: Q;
  db: Db;
  now: Date;
}

export interface RouteOptions<B, Q> {
  /** The PSD2 role(s) the operation needs; any one suffices. */
  role?: Psd2Role | Psd2Role[];
  /** Schema of the JSON body; without it a body is ignored (it is still covered by the Digest). */
  body?: ZodType<B>;
  /** Schema of the query parameters (an object of strings). */
  query?: ZodType<Q>;
  /** Status of a plain (non-Reply) result; 200 by default. */
  status?: number;
  /** Sandbox mock-data operation: 404 in production mode. */
  sandbox?: boolean;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type Xs2aHandler<B, Q> = (ctx: Xs2aContext<B, Q>) => Promise<unknown>;

/** Wraps an operation handler in the signed-request pipeline. */
export function withXs2a<B = undefined, Q = Record<string, string>>(
  handler: Xs2aHandler<B, Q>,
  options: RouteOptions<B, Q> = {},
): (request: Request, route?: RouteContext) => Promise<Response> {
  return async (request, route) => {
    const requestId = request.headers.get('x-request-id');
    const started = performance.now();
    let response: Response;
    try {
      response = await run(handler, options, request, route);
    } catch (e) {
      response = toErrorResponse(e, requestId, request);
    }
    logger.info({ method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started), requestId }, 'xs2a');
    return response;
  };
}

async function run<B, Q>(handler: Xs2aHandler<B, Q>, options: RouteOptions<B, Q>, request: Request, route?: RouteContext): Promise<Response> {
  const config = getConfig();
  if (options.sandbox && config.mode !== 'sandbox') {
    throw new Xs2aError('RESOURCE_UNKNOWN', 'Sandbox mock-data operations are not available in production');
  }
  const url = new URL(request.url);
  const now = new Date();
  const rawBody = await readRawBody(request);
  const header = (name: string) => request.headers.get(name);
  const anchors = await getTrustAnchors();
  const { certificate } = verifySignedRequest({
    method: request.method,
    target: url.pathname + url.search,
    header,
    rawBody,
    now,
    maxSkewSeconds: config.maxClockSkewSeconds,
    anchors,
  });
  checkRole(certificate, options.role === undefined ? undefined : ([] as Psd2Role[]).concat(options.role));
  const db = await getDb();
  const tpp = await resolveTpp(db, certificate);
  const requestId = header('x-request-id')!;
  await checkReplay(db, tpp.id, requestId, config.maxClockSkewSeconds, now);

  const json = parseJsonBody(rawBody, header('content-type'));
  const body = options.body ? validate(options.body, json, 'body') : (undefined as B);
  const query = options.query ? validate(options.query, Object.fromEntries(url.searchParams), 'query') : (Object.fromEntries(url.searchParams) as Q);
  const params = normaliseParams((route?.params ? await route.params : undefined) ?? {});

  const result = await handler({ request, url, params, header, requestId, tpp, certificate, body, query, db, now });
  if (result instanceof Response) {
    result.headers.set('X-Request-ID', requestId);
    return result;
  }
  if (result instanceof Reply) return jsonResponse(result.body, result.status, requestId, result.headers);
  return jsonResponse(result ?? null, options.status ?? 200, requestId);
}

function normaliseParams(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join('/') : v;
  return out;
}

/** Maps any thrown value to a response; only unexpected errors become 500, and they are logged. */
export function toErrorResponse(e: unknown, requestId: string | null, request?: Request): Response {
  if (isXs2aError(e)) return errorResponse(e, requestId);
  logger.error({ err: e, method: request?.method, url: request?.url, requestId }, 'unhandled error');
  return errorResponse(new Xs2aError('INTERNAL_ERROR', 'Internal server error; the incident was logged with your X-Request-ID'), requestId);
}
