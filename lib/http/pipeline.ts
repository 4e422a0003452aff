// The one request pipeline of every /v1 operation: Accept (JSON only) → raw body → signature, digest, date, certificate → role →
// TPP → replay and revocation (one statement) → JSON decoding → validation (path parameters, headers, query, body) → handler → JSON response
// with X-Request-ID. It takes nothing but a declaration (lib/http/operation.ts). With `replayCarried` the handler's
// first statement carries the replay step (lib/http/steps/check-replay.ts), and the pipeline checks after it when not.
import 'server-only';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';
import type { Psd2Role } from '../crypto/certificate.ts';
import { verifySignedRequest } from '../crypto/verify-request.ts';
import { Xs2aError, isXs2aError } from '../errors.ts';
import { carrying, routeParams, type RouteContext, type RouteHandler, type Xs2aOperation } from './operation.ts';
import { Reply, errorResponse, jsonResponse, withPrefix } from './respond.ts';
import { getRequestContext } from '../server/request-context.ts';
import { runOperation } from './run-operation.ts';
import { readRawBody } from './steps/read-body.ts';
import { parseJsonBody } from './steps/parse-json.ts';
import { getTrustAnchors } from './steps/trust-anchors.ts';
import { resolveTpp } from './steps/resolve-tpp.ts';
import { checkRole } from './steps/check-role.ts';
import { RequestReplayCheck, replayCanBeCarried } from './steps/check-replay.ts';
import { checkAccept } from './steps/check-accept.ts';
import { logger } from '../log.ts';
import { observeCall, startTrace, type RequestTrace } from './steps/observe.ts';

/** The route handler of a signed operation. */
export function withXs2a(operation: Xs2aOperation): RouteHandler<Xs2aOperation> {
  return carrying(operation, async (request, route) => {
    const requestId = request.headers.get('x-request-id');
    const started = performance.now();
    const trace = startTrace();
    let response: Response;
    let error: unknown;
    try {
      response = await run(operation, request, route, trace);
    } catch (e) {
      error = e;
      response = toErrorResponse(e, requestId, request);
    }
    observeCall(operation, request, response, trace, error);
    logger.info({ method: request.method, path: new URL(request.url).pathname, status: response.status, ms: Math.round(performance.now() - started), requestId }, 'xs2a');
    return response;
  });
}

async function run(operation: Xs2aOperation, request: Request, route: RouteContext | undefined, trace: RequestTrace): Promise<Response> {
  const config = getConfig();
  if (operation.sandbox && config.mode !== 'sandbox') {
    throw new Xs2aError('RESOURCE_UNKNOWN', 'Sandbox mock-data operations are not available in production');
  }
  // JSON only (spec 1.4): an Accept that excludes it is 406 before any work is done.
  checkAccept(request.headers.get('accept'));
  const url = new URL(request.url);
  const context = getRequestContext();
  const now = new Date();
  const rawBody = (trace.rawBody = await readRawBody(request));
  const header = (name: string) => request.headers.get(name);
  const anchors = await getTrustAnchors();
  const { certificate } = verifySignedRequest({
    method: request.method,
    // The target exactly as received on the wire (the server's request context), never a re-encoded URL.
    target: context?.rawTarget ?? url.pathname + url.search,
    header,
    rawBody,
    now,
    maxSkewSeconds: config.maxClockSkewSeconds,
    anchors,
  });
  trace.verifiedOrganization = certificate.organizationIdentifier ?? undefined;
  checkRole(certificate, operation.role === undefined ? undefined : ([] as Psd2Role[]).concat(operation.role));
  const db = await getDb();
  const tpp = await resolveTpp(db, certificate);
  const requestId = header('x-request-id')!;
  const replay = new RequestReplayCheck(db, { tppId: tpp.id, requestId, certificate, windowSeconds: config.maxClockSkewSeconds, now });
  // Before anything else, unless the handler's first statement carries it (replayCarried, on a dialect that can): then
  // after validation or the handler, when nothing carried it — a replay or a revoked certificate is still the answer,
  // nothing read returned.
  if (!operation.replayCarried || !replayCanBeCarried()) await replay.check();

  let result: unknown;
  try {
    // Decoding is about the bytes (media type, UTF-8, JSON, storable characters) and comes before validation.
    const json = parseJsonBody(rawBody, header('content-type'));
    result = await runOperation(operation, {
      db, tpp, now, url, requestId, header, json, params: await routeParams(route), query: Object.fromEntries(url.searchParams), replay,
    });
  } catch (e) {
    await replay.check();
    throw e;
  }
  await replay.check();
  if (result instanceof Response) {
    result.headers.set('X-Request-ID', requestId);
    return result;
  }
  const prefix = context?.prefix ?? '';
  if (result instanceof Reply) {
    const location = result.headers.Location;
    const headers = location?.startsWith('/v1/') ? { ...result.headers, Location: prefix + location } : result.headers;
    return jsonResponse(withPrefix(result.body, prefix), result.status, requestId, headers);
  }
  return jsonResponse(withPrefix(result ?? null, prefix), operation.status ?? 200, requestId);
}

/** Maps any thrown value to a response; only unexpected errors become 500, and they are logged. */
export function toErrorResponse(e: unknown, requestId: string | null, request?: Request): Response {
  if (isXs2aError(e)) return errorResponse(e, requestId);
  logger.error({ err: e, method: request?.method, url: request?.url, requestId }, 'unhandled error');
  return errorResponse(new Xs2aError('INTERNAL_ERROR', 'Internal server error; the incident was logged with your X-Request-ID, which the request log of the developer portal (/request-log) also lists'), requestId);
}
