// What the HTTP server decides before Next.js sees a request (issue 8 and issue 11 #1): which methods exist, the
// platform's path prefixes, body limits by announced Content-Length, the client address and X-Forwarded-* trust,
// and the Berlin Group error bodies of the answers it gives itself. Plain functions, no server state.
import { STATUS_CODES } from 'node:http';

/** The methods the app serves; anything else answers 405 (TRACE would echo headers, CONNECT would tunnel). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');

/** The platform's prefix of each mode: clients call {host}/api-sandbox/v1/... (sandbox) or {host}/api/v1/... */
export const MODE_PREFIX = { sandbox: '/api-sandbox', production: '/api' };

/** Forwarding headers a client could forge; dropped unless TRUST_PROXY says a proxy sets them. */
const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'x-forwarded-port', 'forwarded'];

/** A Berlin Group error body, `{"tppMessages":[{"category":"ERROR","code":...,"text":...}]}`. */
export function errorBody(code, text) {
  return JSON.stringify({ tppMessages: [{ category: 'ERROR', code, text }] });
}

/** The path of a request target (the query removed). */
export function pathOf(target) {
  const q = target.indexOf('?');
  return q < 0 ? target : target.slice(0, q);
}

/** `/v1` itself or below it. */
const underV1 = (path) => path === '/v1' || path.startsWith('/v1/');

/**
 * Where a request target goes: `target` is what Next.js gets (the platform prefix of this mode removed), `prefix` the
 * one removed ('' for /v1), `api` whether it is an API path, `foreignPrefix` the other mode's prefix when used.
 */
export function routeTarget(rawTarget, mode) {
  const path = pathOf(rawTarget);
  for (const [prefixMode, prefix] of Object.entries(MODE_PREFIX)) {
    if (!path.startsWith(prefix) || !underV1(path.slice(prefix.length))) continue;
    if (prefixMode !== mode) return { target: rawTarget, prefix: '', api: true, foreignPrefix: prefix };
    return { target: rawTarget.slice(prefix.length), prefix, api: true, foreignPrefix: null };
  }
  return { target: rawTarget, prefix: '', api: underV1(path), foreignPrefix: null };
}

/**
 * The answer the server gives itself instead of passing the request on, or null: 405 for other methods, 404 for
 * the other mode's prefix, 413 for an announced body over the limit (before reading any of it).
 */
export function refusal(req, route, config) {
  if (!ALLOWED_METHODS.includes(req.method)) return methodNotAllowed(req.method);
  if (route.foreignPrefix) {
    const own = MODE_PREFIX[config.mode];
    return { status: 404, body: errorBody('RESOURCE_UNKNOWN', `${route.foreignPrefix}/v1 is not served in ${config.mode} mode; use ${own}/v1 (or /v1)`) };
  }
  const limit = route.api ? config.maxApiBodyBytes : config.maxPortalBodyBytes;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    // Same text as the pipeline's own check (lib/http/steps/read-body.ts), which also covers chunked bodies.
    return { status: 413, body: errorBody('FORMAT_ERROR', `Request body of ${declared} bytes exceeds the limit of ${limit} bytes`), close: true };
  }
  return null;
}

/** The 405 answer for `method`. */
export function methodNotAllowed(method) {
  const shown = /^[A-Za-z_-]{1,20}$/.test(method ?? '') ? `Method ${method}` : 'This method';
  return { status: 405, headers: { Allow: ALLOW }, body: errorBody('SERVICE_INVALID', `${shown} is not supported; use one of ${ALLOW}`) };
}

/** Writes one of the answers above on `res`. */
export function sendAnswer(res, answer) {
  res.statusCode = answer.status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(answer.headers ?? {})) res.setHeader(k, v);
  if (answer.close) res.setHeader('Connection', 'close');
  res.end(answer.body);
}

/** The same answer as raw HTTP/1.1 bytes, for a socket the HTTP parser gave up on (bad request, timeout, CONNECT). */
export function rawAnswer(answer) {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...(answer.headers ?? {}), 'Content-Length': Buffer.byteLength(answer.body), Connection: 'close' };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head}\r\n${answer.body}`;
}

/** The answer to an error of the HTTP parser or the request timeouts (Node's `clientError`), or null to just close. */
export function clientErrorAnswer(err, config) {
  switch (err.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: errorBody('FORMAT_ERROR', `The request did not arrive in full within ${Math.round(config.requestTimeoutMs / 1000)} s (headers within ${Math.round(config.headersTimeoutMs / 1000)} s)`) };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: errorBody('FORMAT_ERROR', 'The request headers are too large') };
    case 'HPE_INVALID_METHOD':
      return methodNotAllowed(err.rawPacket?.toString('latin1').match(/^(\S{1,20}) /)?.[1]);
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    default:
      return { status: 400, body: errorBody('FORMAT_ERROR', 'Malformed HTTP request') };
  }
}

/** `::ffff:192.0.2.1` → `192.0.2.1`. */
const plainAddress = (a) => (a?.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a ?? '');

/**
 * The client's address. With `trustProxy` = n > 0 the last n hops are trusted proxies that append to
 * X-Forwarded-For, so the client is the entry n places left of the socket's address (the left-most when the list
 * is shorter); entries further left were written by the client and could be anything. Without, the socket's.
 */
export function clientAddress(socketAddress, forwardedFor, trustProxy) {
  const socket = plainAddress(socketAddress);
  if (!trustProxy || !forwardedFor) return socket;
  const chain = [...String(forwardedFor).split(',').map((s) => s.trim()).filter(Boolean), socket];
  return plainAddress(chain[Math.max(0, chain.length - 1 - trustProxy)]);
}

/** Removes the forwarding headers from a request (headers and rawHeaders), so nothing downstream reads them. */
export function stripForwardedHeaders(req) {
  let found = false;
  for (const h of FORWARDED_HEADERS) {
    if (h in req.headers) {
      delete req.headers[h];
      found = true;
    }
  }
  if (!found) return;
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!FORWARDED_HEADERS.includes(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = raw;
}
