// Runtime configuration: every environment variable the app reads is declared, validated and typed here, once
// (create-t3-app's env pattern). A bad value stops the start with a message naming the variable and what is
// expected, instead of surfacing later as a strange failure on some request.
import 'server-only';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';

export type Dialect = 'sqlite' | 'postgresql';

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n > 0, 'must be greater than 0')
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
  TRUST_PROXY: z.enum(['0', '1', 'false', 'true'], { error: 'must be 1/true or 0/false' }).optional(),
});

export interface AppConfig {
  /** Directory for the embedded database, the sandbox CA and other local state. */
  dataDir: string;
  /** Database URL: `file:<path>` for SQLite (default) or `postgresql://...`. */
  databaseUrl: string;
  dialect: Dialect;
  /** Connections of the PostgreSQL pool of this process. */
  dbPoolSize: number;
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
  /** TRUST_PROXY: a reverse proxy in front appends the client address to X-Forwarded-For (else the header is ignored). */
  trustProxy: boolean;
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
  if (e.XS2A_MODE === 'production' && !e.TRUSTED_CA_FILE) {
    throw new ConfigError('Invalid configuration:\n  TRUSTED_CA_FILE: XS2A_MODE=production needs a PEM bundle of trusted CAs');
  }
  return {
    dataDir,
    databaseUrl,
    dialect: /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgresql' : 'sqlite',
    dbPoolSize: e.DB_POOL_SIZE,
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
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
  };
}

let cached: AppConfig | null = null;

/** The configuration of this process, read from the environment on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
