// Runtime configuration, read once from the environment.
import { isAbsolute, join } from 'node:path';

export type Dialect = 'sqlite' | 'postgresql';

export interface AppConfig {
  /** Directory for the embedded database, the sandbox CA and other local state. */
  dataDir: string;
  /** Database URL: `file:<path>` for SQLite (default) or `postgresql://...`. */
  databaseUrl: string;
  dialect: Dialect;
  /** sandbox: certificates from the sandbox CA, /v1/sandbox enabled; production: configured CA bundle. */
  mode: 'sandbox' | 'production';
  /** PEM bundle of trusted CAs for production mode. */
  trustedCaFile: string | null;
  /** Allowed deviation of the Date header, seconds (spec 5.4). */
  maxClockSkewSeconds: number;
  /** Public base URL of this service, used in SCA redirect links. */
  publicUrl: string;
}

let cached: AppConfig | null = null;

/** The configuration of this process (environment variables, with documented defaults). */
export function getConfig(): AppConfig {
  if (cached) return cached;
  const env = process.env;
  const dataDir = resolveDir(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || `file:${join(dataDir, 'openbank.db')}`;
  const dialect: Dialect = /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgresql' : 'sqlite';
  const port = env.PORT ?? '3000';
  cached = {
    dataDir,
    databaseUrl,
    dialect,
    mode: env.XS2A_MODE === 'production' ? 'production' : 'sandbox',
    trustedCaFile: env.TRUSTED_CA_FILE ?? null,
    maxClockSkewSeconds: Number(env.MAX_CLOCK_SKEW_SECONDS ?? 60),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
  };
  return cached;
}

/** For tests: forget the cached configuration so changed environment variables apply. */
export function resetConfig(): void {
  cached = null;
}

function resolveDir(dir: string): string {
  return isAbsolute(dir) ? dir : join(/*turbopackIgnore: true*/ process.cwd(), dir);
}
