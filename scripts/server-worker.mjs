// One serving process (a cluster worker, or the only process with WEB_CONCURRENCY=1): Next.js through its public
// custom-server API behind a node:http server that refuses what should never reach the app (scripts/server-http.mjs),
// runs every request in the request context the app reads (lib/server/request-context.ts) — /v1 requests straight in
// their route handler (scripts/server-api.mjs), everything else through Next.js — and shuts down gracefully:
// on SIGTERM/SIGINT it stops accepting connections, lets in-flight requests finish
// within SHUTDOWN_TIMEOUT_MS, closes idle keep-alive connections, runs the app's shutdown hooks
// (lib/server/lifecycle.ts) and exits 0.
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { Server } from 'node:net';
import client from 'prom-client';
import { createAdmission, slotsFor } from './server-admission.mjs';
import { errFields, log } from './server-log.mjs';
import { loadDirectRoutes, sendWebResponse, webRequest } from './server-api.mjs';
import { installProfileSignal } from './server-profile.mjs';
import { clientAddress, clientErrorAnswer, errorBody, methodNotAllowed, pathOf, rawAnswer, refusal, routeTarget, sendAnswer, stripForwardedHeaders } from './server-http.mjs';

/** Shutdown hooks get at least this long, even when draining used up SHUTDOWN_TIMEOUT_MS. */
const HOOKS_MIN_MS = 3_000;
/**
 * Connections without a request in progress stay open this long after the signal: one accepted a moment ago may
 * hold a request not parsed yet (the signal can be handled before that socket's data), which is then served with
 * Connection: close. After it, idle keep-alive connections are closed as they become idle.
 */
const IDLE_GRACE_MS = 500;
/** Paths of the probes and the metrics scrape: cheap, and never queued behind API requests. */
const PROBE_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * The state shared with the bundled app (lib/server/lifecycle.ts has the same shape under the same key):
 * `{ ready, shuttingDown, hooks: [{ name, fn }] }`.
 */
function lifecycleState() {
  return (globalThis[Symbol.for('openbank.lifecycle')] ??= { ready: false, shuttingDown: false, hooks: [] });
}

/** The request context store read by lib/server/request-context.ts. */
function requestContexts() {
  return (globalThis[Symbol.for('openbank.request-context')] ??= new AsyncLocalStorage());
}

/** Prepares the app, runs instrumentation.ts (configuration check, migrations, sandbox seeding), then listens. */
export async function runWorker({ root, config }) {
  const state = lifecycleState();
  // A worker answers the primary's requests for its metrics (prom-client; GET /metrics, lib/metrics/scrape.ts).
  if (cluster.isWorker) new client.AggregatorRegistry();
  const contexts = requestContexts();
  installProfileSignal(cluster.isWorker ? 'worker' : 'app');
  // Until the server is up, a stop request just exits: nothing is in flight (a seeding transaction rolls back).
  let shutdown = () => process.exit(0);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The primary signals its workers (SIGTERM); a worker whose primary is gone stops too.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('primary gone'));
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, hostname: config.hostname, port: config.port });
  try {
    await app.prepare();
  } catch (e) {
    log.fatal('the app failed to start', errFields(e));
    process.exit(1);
  }
  const handle = app.getRequestHandler();
  // /v1 requests go straight to their route handlers (scripts/server-api.mjs); DIRECT_API=off: all through Next.js.
  const direct = config.directApi ? loadDirectRoutes(root) : null;
  const origin = `http://${config.hostname === '0.0.0.0' ? '127.0.0.1' : config.hostname}:${config.port}`;
  const inFlight = new Set();
  // Requests run in the app first come, first served, at most MAX_CONCURRENT_REQUESTS at once (scripts/server-admission.mjs).
  const admission = createAdmission(config.maxConcurrentRequests);
  // Test-only: which process answered (tests/e2e/workers.test.ts); never set in production.
  const servedBy = process.env.E2E_SERVED_BY_HEADER === '1' ? String(process.pid) : null;

  const serve = (req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (state.shuttingDown) res.setHeader('Connection', 'close');
    if (servedBy) res.setHeader('X-Served-By', servedBy);
    const rawTarget = req.url;
    const route = routeTarget(rawTarget, config.mode);
    const answer = refusal(req, route, config);
    if (answer) return sendAnswer(res, answer);
    const remoteAddress = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustProxy);
    if (!config.trustProxy) stripForwardedHeaders(req);
    req.url = route.target;
    const context = { rawTarget, prefix: route.prefix, remoteAddress, startedAt: Date.now() };
    const path = pathOf(route.target);
    const matched = direct?.match(path);
    const serveOne = matched
      ? async () => {
          const handler = await direct.handlerFor(matched.route, req.method);
          if (!handler) return handle(req, res);
          const params = matched.params ? Promise.resolve(matched.params) : undefined;
          const response = await handler(webRequest(req, origin), { params });
          await sendWebResponse(res, response, direct.configHeaders(path), req.method);
        }
      : () => handle(req, res);
    const run = () =>
      contexts.run(context, serveOne).catch((e) => {
        log.error('request failed outside the app', { ...errFields(e), method: req.method, url: rawTarget });
        if (!res.headersSent) sendAnswer(res, { status: 500, body: errorBody('INTERNAL_ERROR', 'Internal server error; the incident was logged') });
        else res.destroy();
      });
    // Health, readiness and metrics answer at once, even when requests are waiting for the app.
    if (PROBE_PATHS.has(path)) run();
    else admission.admit(res, run, slotsFor(req.headers['content-length'], config.maxConcurrentRequests));
  };

  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often Node checks those timeouts (default 30 s, which would let a stalled request live up to 60 s).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
    serve,
  );
  // Expect: 100-continue: refuse an oversized or unsupported request before the client sends its body.
  server.on('checkContinue', (req, res) => {
    const answer = refusal(req, routeTarget(req.url, config.mode), config);
    if (answer) return sendAnswer(res, answer);
    res.writeContinue();
    serve(req, res);
  });
  // CONNECT would otherwise get no answer at all (Node hands the socket over for a tunnel).
  server.on('connect', (req, socket) => socket.end(rawAnswer(methodNotAllowed('CONNECT'))));
  // Unparsable requests, unknown methods and the header/request timeouts: a JSON answer instead of Node's bare one.
  server.on('clientError', (err, socket) => {
    const answer = clientErrorAnswer(err, config);
    const responding = socket._httpMessage?.headersSent;
    if (!answer || !socket.writable || responding) return socket.destroy();
    socket.end(rawAnswer(answer));
    setTimeout(() => socket.destroy(), 1_000).unref();
  });

  let shutdownPromise = null;
  const drainAndExit = (reason) => {
    shutdownPromise ??= (async () => {
      const started = Date.now();
      const deadline = started + config.shutdownTimeoutMs;
      state.shuttingDown = true;
      state.ready = false;
      log.info('shutting down: no new connections, finishing requests in flight', { reason, inFlight: inFlight.size });
      // Stop accepting. http.Server#close would also close idle connections at once (and stop enforcing the
      // header/request timeouts); net.Server#close only stops listening, and idle ones are closed after the grace.
      if (server.listening) Server.prototype.close.call(server);
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      const graceEnd = Math.min(started + IDLE_GRACE_MS, deadline);
      while ((inFlight.size > 0 || Date.now() < graceEnd) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        if (Date.now() >= graceEnd) server.closeIdleConnections();
      }
      let clean = true;
      if (inFlight.size > 0) {
        clean = false;
        log.error(`shutdown: ${inFlight.size} request(s) still running after SHUTDOWN_TIMEOUT_MS=${config.shutdownTimeoutMs}; cutting them`);
      }
      server.closeAllConnections();
      await withTimeout(app.close(), 2_000).catch((e) => log.warn('shutdown: closing Next.js failed', errFields(e)));
      const hooksDeadline = Math.max(deadline, Date.now() + HOOKS_MIN_MS);
      for (const hook of [...state.hooks].reverse()) {
        try {
          await withTimeout(Promise.resolve().then(hook.fn), hooksDeadline - Date.now());
        } catch (e) {
          clean = false;
          log.error(`shutdown hook ${hook.name} failed`, errFields(e));
        }
      }
      log.info('shut down', { ms: Date.now() - started, clean });
      process.exit(clean ? 0 : 1);
    })();
    return shutdownPromise;
  };

  // Ready from here on (isReady() in lib/server/lifecycle.ts), so the warm-up's GET /ready can pass.
  state.ready = true;
  await warmUp(serve);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.hostname, resolve);
  }).catch((e) => {
    log.fatal(`cannot listen on ${config.hostname}:${config.port}`, errFields(e));
    process.exit(1);
  });
  shutdown = drainAndExit;
  if (!cluster.isWorker) log.info(`ready on http://${config.hostname}:${config.port}`, { mode: config.mode });
}

/**
 * Runs instrumentation.ts before the worker takes traffic. Next.js runs it on the first request in production (its
 * prepare() does not), so a worker would listen before it has migrated, seeded and loaded the trust anchors, and a
 * broken start would surface as failing requests. One GET /ready on a private port of this process (not shared
 * through the cluster) does it now — database, migrations and trust anchors checked; a worker whose app is not ready
 * does not start.
 */
async function warmUp(serve) {
  const probe = createServer(serve);
  await new Promise((resolve, reject) => probe.once('error', reject).listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${probe.address().port}/ready`, { headers: { connection: 'close' } });
    if (res.status !== 200) throw new Error(`GET /ready answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  } catch (e) {
    log.fatal('the app is not healthy at start-up; not serving', errFields(e));
    process.exit(1);
  } finally {
    probe.closeAllConnections();
    probe.close();
  }
}

/** `promise`, or a rejection after `ms`. */
function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
