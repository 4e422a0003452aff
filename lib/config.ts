// Runtime configuration: every environment variable the app reads is declared, validated and typed here, once
// (create-t3-app's env pattern). A bad value stops the start with a message naming the variable and what is
// expected, instead of surfacing later as a strange failure on some request.
import 'server-only';
import { availableParallelism } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';

export type Dialect = 'sqlite' | 'postgresql';

const optionalPositiveInt = z
  .string()
  .trim()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n > 0, 'must be greater than 0')
  .optional();

const positiveInt = (fallback: number) => optionalPositiveInt.transform((n) => n ?? fallback);

const wholeInt = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .optional()
    .transform((n) => n ?? fallback);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The environment as the app reads it; unknown variables are ignored. */
const envSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^(file:|postgres(ql)?:\/\/)/.test(v), 'must start with file: (SQLite) or postgresql://'),
  DB_POOL_SIZE: positiveInt(10),
  DB_PIPELINE_CONNECTIONS: wholeInt(2),
  XS2A_MODE: z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
  TRUSTED_CA_FILE: optionalText,
  MAX_CLOCK_SKEW_SECONDS: positiveInt(60),
  BODY_IDLE_TIMEOUT_MS: positiveInt(10_000),
  BODY_TOTAL_TIMEOUT_MS: positiveInt(30_000),
  PORT: positiveInt(3000),
  HOSTNAME: optionalText,
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'must be an absolute http(s) URL such as https://bank.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of debug, info, warn, error, silent' }).optional(),
  NODE_ENV: optionalText,
  NEXTAUTH_SECRET: optionalText,
  AUTH_SECRET: optionalText,
  NEXTAUTH_URL: optionalText,
  // Read by the HTTP server (scripts/server-config.mjs, plain JS) with the same defaults and rules; declared here so
  // the whole environment is in one typed place. tests/unit/server-http.test.ts keeps the two in step.
  WEB_CONCURRENCY: optionalPositiveInt,
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  TRUST_PROXY: wholeInt(0),
  MAX_API_BODY_BYTES: positiveInt(4 * 1024 * 1024),
  MAX_PORTAL_BODY_BYTES: positiveInt(1024 * 1024),
  HEADERS_TIMEOUT_MS: positiveInt(15_000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  MAX_CONCURRENT_REQUESTS: wholeInt(8),
  DIRECT_API: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  REQUEST_LOG: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  REQUEST_LOG_RETENTION_DAYS: positiveInt(7),
  REQUEST_LOG_MAX_ROWS: positiveInt(10_000),
  REQUEST_LOG_FLUSH_MS: positiveInt(500),
  REQUEST_LOG_FLUSH_ROWS: positiveInt(200),
  REQUEST_LOG_BODY_CHARS: positiveInt(8 * 1024),
});

export interface AppConfig {
  /** Directory for the embedded database, the sandbox CA and other local state. */
  dataDir: string;
  /** Database URL: `file:<path>` for SQLite (default) or `postgresql://...`. */
  databaseUrl: string;
  dialect: Dialect;
  /** Connections of the PostgreSQL pool of this process. */
  dbPoolSize: number;
  /** PostgreSQL connections per worker, beside the pool, that carry the hot raw statements pipelined (0: on the pool). */
  dbPipelineConnections: number;
  /** sandbox: certificates from the sandbox CA, /v1/sandbox enabled; production: configured CA bundle. */
  mode: 'sandbox' | 'production';
  /** PEM bundle of trusted CAs for production mode. */
  trustedCaFile: string | null;
  /** Allowed deviation of the Date header, seconds (spec 5.4). */
  maxClockSkewSeconds: number;
  /** A request body that sends nothing for this long is answered 408 (lib/http/steps/read-body.ts). */
  bodyIdleTimeoutMs: number;
  /** A request body not complete after this long is answered 408. */
  bodyTotalTimeoutMs: number;
  /** Where `npm start` listens. */
  port: number;
  hostname: string | null;
  /** Public base URL of this service, used in SCA redirect links. */
  publicUrl: string;
  /** pino level: LOG_LEVEL, else silent under tests and info otherwise. */
  logLevel: string;
  /** The next-auth secret from the environment (NEXTAUTH_SECRET or AUTH_SECRET), or null: generated into DATA_DIR. */
  authSecret: string | null;
  /** NEXTAUTH_URL when set; otherwise the portal derives its URL from the request. */
  nextAuthUrl: string | null;
  /**
   * Worker processes of `npm start`; 1 runs without node:cluster. Default: one per available core on PostgreSQL, 1 on
   * SQLite, whose writes from several processes fail with SQLITE_BUSY_SNAPSHOT (lib/db/sqlite-gate.ts orders the
   * transactions of one process only; measured: 1 of 214 concurrent sandbox writes answered 500 with 2 workers).
   */
  webConcurrency: number;
  /** How long a worker lets in-flight requests finish after SIGTERM/SIGINT before it cuts them. */
  shutdownTimeoutMs: number;
  /** Proxies in front of the server whose X-Forwarded-For/-Host/-Proto are trusted; 0 drops those headers. */
  trustProxy: number;
  /** Largest announced request body of the API (/v1 and the platform prefixes), bytes; larger answers 413. */
  maxApiBodyBytes: number;
  /** Largest announced request body elsewhere (portal, sign-in), bytes. */
  maxPortalBodyBytes: number;
  /** A request's headers must arrive within this, the whole request within requestTimeoutMs (else 408). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Requests running in the app at once per process; later ones wait in arrival order (scripts/server-admission.mjs). 0: no limit. */
  maxConcurrentRequests: number;
  /** /v1 requests go straight to their route handlers (scripts/server-api.mjs) instead of through Next.js's router. */
  directApi: boolean;
  /** Bearer token of GET /metrics; without one the endpoint answers 404. */
  metricsToken: string | null;
  /** The portal's request log (lib/request-log): on, or off (REQUEST_LOG=off, e.g. to measure its cost). */
  requestLog: {
    enabled: boolean;
    /** Entries older than this are removed. */
    retentionDays: number;
    /** At most this many entries are kept per organisation (the oldest go first). */
    maxRowsPerOrganisation: number;
    /** The in-process queue is written every flushMs, or as soon as it holds flushRows entries. */
    flushMs: number;
    flushRows: number;
    /** Request and response bodies (sandbox mode only) are cut to this many characters. */
    bodyChars: number;
  };
}

/** A configuration error: the variable, its value and what is expected. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Validates `env` and derives the configuration; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : join(/*turbopackIgnore: true*/ process.cwd(), e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `file:${join(dataDir, 'openbank.db')}`;
  const dialect: Dialect = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgresql' : 'sqlite';
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(`Invalid configuration:\n  HEADERS_TIMEOUT_MS=${JSON.stringify(env.HEADERS_TIMEOUT_MS ?? '')}: must not exceed REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS})`);
  }
  if (e.XS2A_MODE === 'production' && !e.TRUSTED_CA_FILE) {
    throw new ConfigError('Invalid configuration:\n  TRUSTED_CA_FILE: XS2A_MODE=production needs a PEM bundle of trusted CAs');
  }
  return {
    dataDir,
    databaseUrl,
    dialect,
    dbPoolSize: e.DB_POOL_SIZE,
    dbPipelineConnections: e.DB_PIPELINE_CONNECTIONS,
    mode: e.XS2A_MODE,
    trustedCaFile: e.TRUSTED_CA_FILE ?? null,
    maxClockSkewSeconds: e.MAX_CLOCK_SKEW_SECONDS,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    bodyTotalTimeoutMs: e.BODY_TOTAL_TIMEOUT_MS,
    port: e.PORT,
    hostname: e.HOSTNAME ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    authSecret: e.NEXTAUTH_SECRET ?? e.AUTH_SECRET ?? null,
    nextAuthUrl: e.NEXTAUTH_URL ?? null,
    webConcurrency: e.WEB_CONCURRENCY ?? (dialect === 'postgresql' ? availableParallelism() : 1),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    maxApiBodyBytes: e.MAX_API_BODY_BYTES,
    maxPortalBodyBytes: e.MAX_PORTAL_BODY_BYTES,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxConcurrentRequests: e.MAX_CONCURRENT_REQUESTS,
    directApi: e.DIRECT_API === 'on',
    metricsToken: e.METRICS_TOKEN ?? null,
    requestLog: {
      enabled: e.REQUEST_LOG === 'on',
      retentionDays: e.REQUEST_LOG_RETENTION_DAYS,
      maxRowsPerOrganisation: e.REQUEST_LOG_MAX_ROWS,
      flushMs: e.REQUEST_LOG_FLUSH_MS,
      flushRows: e.REQUEST_LOG_FLUSH_ROWS,
      bodyChars: e.REQUEST_LOG_BODY_CHARS,
    },
  };
}

let cached: AppConfig | null = null;

/** The configuration of this process, read from the environment on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
