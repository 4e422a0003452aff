// The environment the HTTP server reads (plain JS: the server is not bundled and starts without a compile step).
// Every variable here is declared too, with the same default and rule, in lib/config.ts, the typed place the app
// reads its environment; tests/unit/server-http.test.ts checks that the two agree. Change both together.
import { availableParallelism } from 'node:os';

/** Body limits, bytes (announced Content-Length; larger bodies answer 413 before a byte of them is read). */
export const DEFAULT_MAX_API_BODY_BYTES = 4 * 1024 * 1024; // /v1, /api-sandbox/v1, /api/v1: bulk sandbox data
export const DEFAULT_MAX_PORTAL_BODY_BYTES = 1024 * 1024; // everything else: portal forms and JSON

/** The defaults, as lib/config.ts has them. */
export const SERVER_DEFAULTS = {
  PORT: 3000,
  // One per core on PostgreSQL; 1 on SQLite (several processes writing one SQLite file fail with SQLITE_BUSY).
  WEB_CONCURRENCY: (env) => (/^postgres(ql)?:\/\//.test(env.DATABASE_URL?.trim() ?? '') ? availableParallelism() : 1),
  SHUTDOWN_TIMEOUT_MS: 10_000,
  TRUST_PROXY: 0,
  MAX_API_BODY_BYTES: DEFAULT_MAX_API_BODY_BYTES,
  MAX_PORTAL_BODY_BYTES: DEFAULT_MAX_PORTAL_BODY_BYTES,
  // A slow client cannot hold a connection open for minutes: headers within 15 s, the whole request within 30 s.
  HEADERS_TIMEOUT_MS: 15_000,
  REQUEST_TIMEOUT_MS: 30_000,
  // Requests running in the app at once per process; later ones wait in arrival order (scripts/server-admission.mjs). 0: no limit.
  MAX_CONCURRENT_REQUESTS: 8,
  // /v1 requests go from node:http straight to their route handlers (scripts/server-api.mjs); off: through Next.js.
  DIRECT_API: 'on',
};

/** A bad environment: the message names every bad variable, like lib/config.ts's ConfigError. */
export class ServerConfigError extends Error {}

/**
 * The server's configuration from `env`. Whole numbers only; TRUST_PROXY may be 0 (the default: X-Forwarded-*
 * headers are dropped) and is otherwise the number of proxies in front of the server whose X-Forwarded-* to trust.
 */
export function readServerConfig(env = process.env) {
  const problems = [];
  const int = (name, { min = 1 } = {}) => {
    const raw = env[name]?.trim();
    const fallback = SERVER_DEFAULTS[name];
    if (!raw) return typeof fallback === 'function' ? fallback(env) : fallback;
    if (!/^\d+$/.test(raw)) problems.push(`  ${name}=${JSON.stringify(env[name])}: must be a whole number`);
    else if (Number(raw) < min) problems.push(`  ${name}=${JSON.stringify(env[name])}: must be greater than ${min - 1}`);
    return Number(raw);
  };
  const directApi = env.DIRECT_API?.trim() || SERVER_DEFAULTS.DIRECT_API;
  const config = {
    port: int('PORT'),
    hostname: env.HOSTNAME?.trim() || '0.0.0.0',
    mode: env.XS2A_MODE?.trim() || 'sandbox',
    webConcurrency: int('WEB_CONCURRENCY'),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS'),
    trustProxy: int('TRUST_PROXY', { min: 0 }),
    maxApiBodyBytes: int('MAX_API_BODY_BYTES'),
    maxPortalBodyBytes: int('MAX_PORTAL_BODY_BYTES'),
    headersTimeoutMs: int('HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS'),
    maxConcurrentRequests: int('MAX_CONCURRENT_REQUESTS', { min: 0 }),
    directApi: directApi === 'on',
  };
  if (directApi !== 'on' && directApi !== 'off') problems.push(`  DIRECT_API=${JSON.stringify(env.DIRECT_API)}: must be on or off`);
  if (config.mode !== 'sandbox' && config.mode !== 'production') problems.push(`  XS2A_MODE=${JSON.stringify(env.XS2A_MODE)}: must be sandbox or production`);
  if (!problems.length && config.headersTimeoutMs > config.requestTimeoutMs) {
    problems.push(`  HEADERS_TIMEOUT_MS=${JSON.stringify(env.HEADERS_TIMEOUT_MS ?? '')}: must not exceed REQUEST_TIMEOUT_MS (${config.requestTimeoutMs})`);
  }
  if (problems.length) throw new ServerConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return config;
}
