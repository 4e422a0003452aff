// The API's direct path (issue 13): requests for the app's route handlers under /v1
// go from node:http straight to the route handler Next.js compiled, instead of through Next's request handler.
// Measured (docs/decisions/0002-direct-path-for-the-api.md): Next's router, its request/response adapters and render pipeline cost
// 1–3 ms of CPU per request, more than most API operations do themselves; the route handlers read nothing of
// Next's request state (they are plain `(Request, { params }) => Response` functions: tests/helpers/router.ts calls
// them the same way in-process), so nothing is lost by calling them directly.
//
// What Next.js would add and this path adds too: the route table of the build (.next/routes-manifest.json: static
// routes first, then the dynamic ones in Next's order of specificity), decoded params (a catch-all as an array), the
// `headers()` of next.config.js (from the same manifest), HEAD answered by GET without a body, an unread request body
// skipped after the response. Anything else — pages, the portal's API, the probes, a trailing slash, a path a URL
// parser would rewrite, a method a route does not export — still goes through Next.js. tests/e2e/direct-api.test.ts
// holds both paths to the same answers.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Paths served directly: the Berlin Group API. The portal's routes stay with Next.js (next-auth reads its request
 * state), and so do the probes: the worker's warm-up GET /ready is what makes Next.js run instrumentation.ts.
 */
const DIRECT = /^\/v1(?:\/|$)/;
/** Dot segments (also escaped), backslashes, empty segments. */
const UNUSUAL_PATH = /\/\.|\/%2e|\\|\/\//i;

/**
 * The direct routes of a build in `root`, or null when the build has no manifests (then everything goes through
 * Next.js). `match(path)` returns `{ route, params }` or null.
 */
export function loadDirectRoutes(root) {
  const manifestFile = join(root, '.next', 'routes-manifest.json');
  const appPathsFile = join(root, '.next', 'server', 'app-paths-manifest.json');
  if (!existsSync(manifestFile) || !existsSync(appPathsFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const appPaths = JSON.parse(readFileSync(appPathsFile, 'utf8'));
  // app-paths keys keep route groups ("/(portal)/x/route"); the routes manifest's pages do not.
  const handlerFiles = new Map();
  for (const [key, file] of Object.entries(appPaths)) {
    if (!key.endsWith('/route')) continue;
    const page = key.slice(0, -'/route'.length).replace(/\/\([^/]+\)/g, '') || '/';
    handlerFiles.set(page, join(root, '.next', 'server', file));
  }
  const compile = (r) => {
    const file = handlerFiles.get(r.page);
    if (!file || !DIRECT.test(r.page.replace(/\[[^\]]+\]+/g, 'x'))) return null;
    // The named groups are the manifest's route keys; which params are catch-alls ("[[...path]]") the page says.
    const catchAlls = new Set([...r.page.matchAll(/\[\[?\.\.\.([^\]]+)\]/g)].map((m) => m[1]));
    const keys = Object.entries(r.routeKeys ?? {}).map(([group, key]) => {
      const name = key.replace(/^nxtP/, '');
      return { group, name, catchAll: catchAlls.has(name) };
    });
    return { page: r.page, file, regex: new RegExp(r.namedRegex ?? r.regex), keys, userland: null };
  };
  const statics = new Map();
  for (const r of manifest.staticRoutes ?? []) {
    const route = compile(r);
    if (route) statics.set(r.page, route);
  }
  const dynamics = (manifest.dynamicRoutes ?? []).map(compile).filter(Boolean);
  const headerRules = (manifest.headers ?? []).map((h) => ({ regex: new RegExp(h.regex), headers: h.headers }));

  return {
    size: statics.size + dynamics.length,
    /** The route and decoded params for a path (no query), or null when Next.js should serve it. */
    match(path) {
      // A trailing slash gets Next's redirect to the path without it; a path a URL parser would rewrite (dot segments,
      // escaped dots, backslashes, empty segments) is left to Next.js too, which routes the rewritten path.
      if (!DIRECT.test(path) || path.endsWith('/') || UNUSUAL_PATH.test(path)) return null;
      const fixed = statics.get(path);
      if (fixed) return { route: fixed, params: undefined };
      for (const route of dynamics) {
        const m = route.regex.exec(path);
        if (!m) continue;
        const params = {};
        for (const { group, name, catchAll } of route.keys) {
          const raw = m.groups?.[group];
          if (raw === undefined) continue;
          let value;
          try {
            value = catchAll ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw);
          } catch {
            return null; // malformed escapes: Next.js answers those
          }
          params[name] = value;
        }
        return { route, params };
      }
      return null;
    },
    /**
     * The exported handler for `method` of a matched route (HEAD uses GET), or null (then Next.js answers). The
     * route module is loaded once; Next.js loads its userland lazily (`ensureUserland`).
     */
    async handlerFor(route, method) {
      route.userland ??= (async () => {
        const { routeModule } = require(route.file);
        await routeModule.ensureUserland();
        return routeModule.userland;
      })();
      const userland = await route.userland;
      const fn = userland[method] ?? (method === 'HEAD' ? userland.GET : undefined);
      return typeof fn === 'function' ? fn : null;
    },
    /** The next.config.js headers() for a path, as Next.js applies them. */
    configHeaders(path) {
      const out = [];
      for (const rule of headerRules) if (rule.regex.test(path)) out.push(...rule.headers);
      return out;
    },
  };
}

/**
 * A Web Request for a node:http request. The body is a stream that reads the socket only when the handler reads it,
 * chunk by chunk; whatever the handler leaves unread (a body it never looks at, the rest of one past the size limit)
 * is skipped after the response (`skipUnreadBody`), as Node.js does for Next.js, so the connection stays usable.
 */
export function webRequest(req, origin) {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  const method = req.method;
  const init = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = new ReadableStream({ pull: (controller) => nextChunk(req, controller) }, { highWaterMark: 0 }); // no read ahead
    init.duplex = 'half';
  }
  return new Request(origin + req.url, init);
}

/** Moves the next chunk of the request body (or its end, or its error) into the Web stream. */
function nextChunk(req, controller) {
  return new Promise((resolve) => {
    const done = () => {
      req.off('readable', attempt);
      req.off('end', attempt);
      req.off('error', failed);
      resolve();
    };
    const failed = (e) => {
      done();
      controller.error(e);
    };
    function attempt() {
      const chunk = req.read();
      if (chunk !== null) {
        done();
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      } else if (req.readableEnded) {
        done();
        controller.close();
      }
    }
    if (req.errored) return failed(req.errored);
    req.on('readable', attempt);
    req.on('end', attempt);
    req.on('error', failed);
    attempt();
  });
}

/** After the response: the body the handler did not read to its end is read and dropped (within REQUEST_TIMEOUT_MS). */
export function skipUnreadBody(req) {
  if (!req.readableEnded && !req.destroyed) req.resume();
}

/** The JSON texts of the responses lib/http/respond.ts made (the map it keeps under this symbol). */
const responseTexts = (globalThis[Symbol.for('openbank.response-texts')] ??= new WeakMap());

/** Writes a Web Response to a node:http response: status, headers (Set-Cookie kept apart), the body in one write. */
export async function sendWebResponse(res, response, extraHeaders, method) {
  res.statusCode = response.status;
  for (const { key, value } of extraHeaders) res.setHeader(key, value);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  // The JSON text lib/http/respond.ts wrote into the response, when it made it (its body stream is then never made:
  // `response.body` is not read); otherwise the body read back from the stream.
  const text = responseTexts.get(response);
  if (method === 'HEAD' || (text === undefined && !response.body)) {
    if (text === undefined && response.body) await response.body.cancel();
    res.end();
    skipUnreadBody(res.req);
    return;
  }
  const body = text === undefined ? Buffer.from(await response.arrayBuffer()) : text;
  if (!res.hasHeader('content-length')) res.setHeader('content-length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.end(body);
  skipUnreadBody(res.req);
}
