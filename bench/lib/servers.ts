// The targets of the benchmark, each in its own process on a free loopback port: the built app (`npm start`
// semantics, fresh DATA_DIR), the framework floor (bench/floor: an empty Next.js route handler behind the same
// server), the bare node:http baseline (bench/bare-server.ts) and a Prism mock of the Berlin Group OpenAPI file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../../tests/e2e/server.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BERLIN_GROUP_YAML = join(ROOT, 'tests', 'fixtures', 'berlin-group-psd2-api-1.3.8.yaml');

export interface Target {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

export interface AppTarget extends Target {
  dataDir: string;
}


/**
 * Starts a server process whose output goes to a file, not a pipe: a pipe that the busy load generator drains late
 * would block a server writing its log synchronously (pino), and the measurement with it.
 */
const tempDirs: string[] = [];
let launched = 0;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Deletes the data and log directories of the servers started (after a clean run; a failed one keeps them). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function launch(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output(): string } {
  const file = join(tempDir('openbank-bench-log-'), `server-${++launched}.log`);
  const fd = openSync(file, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const output = () => {
    try {
      const text = readFileSync(file, 'utf8');
      return text.length > 100_000 ? text.slice(-100_000) : text;
    } catch {
      return '';
    }
  };
  return { child, output };
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}:\n${output().slice(-4000)}`);
    try {
      const r = await fetch(url, init);
      await r.arrayBuffer();
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up in ${timeoutMs / 1000} s:\n${output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM'); // the process group: scripts/start.mjs and its `next start` child
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
}

/**
 * What package.json's `start` script sets (`[NAME=${NAME:-default} …] node <flags> scripts/start.mjs`: the allocator's
 * arena count and the heap limit), so the bench runs what `npm start` runs.
 */
export function npmStart(): { env: Record<string, string>; nodeFlags: string[] } {
  const start: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Z_]+=/.test(words[0]!)) {
    const [name, value] = words.shift()!.split(/=(.*)/s) as [string, string];
    const fallback = /^\$\{([A-Z_]+):-([^}]*)\}$/.exec(value);
    env[name] = fallback ? (process.env[fallback[1]!] ?? fallback[2]!) : value;
  }
  if (words[0] !== 'node' || words[words.length - 1] !== 'scripts/start.mjs') throw new Error(`package.json start script not of the form "[NAME=value …] node <flags> scripts/start.mjs": ${start}`);
  return { env, nodeFlags: words.slice(1, -1) };
}

/**
 * Starts the app like `npm start` (scripts/start.mjs: builds first when the build is missing or older than the
 * sources) on a fresh DATA_DIR and waits for GET /health.
 */
export async function startApp(env: Record<string, string> = {}, cpuProfDir?: string): Promise<AppTarget> {
  const dataDir = tempDir('openbank-bench-');
  // SQLite in DATA_DIR unless `env` names a database: the bench's own DATABASE_URL is not passed on.
  const { child, output, url } = await launchLikeNpmStart(join(ROOT, 'scripts', 'start.mjs'), (origin) => ({ DATABASE_URL: undefined, DATA_DIR: dataDir, PUBLIC_URL: origin, ...env }), cpuProfDir);
  await waitFor(`${url}/health`, child, output, 15 * 60_000); // may include a production build
  return { url, pid: child.pid!, dataDir, output, stop: stopper(child) };
}

/**
 * Launches `script` the way `npm start` launches scripts/start.mjs — package.json start's node flags and environment
 * (npmStart) over the bench's own environment without NODE_ENV — on a free port of 127.0.0.1, LOG_LEVEL=warn, then
 * `env(origin)` (a value of undefined removes a variable). The app and the floor both start here (target 1: the floor
 * is built and started like the app). With `cpuProfDir` (bench --cpu-prof) each serving process toggles a V8 profile
 * on SIGUSR2 (scripts/server-profile.mjs).
 */
async function launchLikeNpmStart(script: string, env: (origin: string) => Record<string, string | undefined>, cpuProfDir?: string): Promise<{ child: ChildProcess; output(): string; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const start = npmStart();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete (inherited as Record<string, string | undefined>).NODE_ENV;
  const childEnv: NodeJS.ProcessEnv = { ...inherited, ...start.env, PORT: String(port), HOSTNAME: '127.0.0.1', LOG_LEVEL: 'warn', ...env(url) };
  if (cpuProfDir) childEnv.CPU_PROF_DIR = cpuProfDir;
  const { child, output } = launch([...start.nodeFlags, script], childEnv);
  return { child, output, url };
}

export const FLOOR_DIR = join(ROOT, 'bench', 'floor');

/**
 * Starts the framework floor (bench/floor: one Next.js route handler answering `{ok:1}`) through the app's own server
 * code with the same WEB_CONCURRENCY and `npm start`'s node flags and environment (heap limits, the heap's growth, the
 * allocator's arenas: the same garbage collector's policy as the app), building it first when its build is missing.
 */
export async function startFloor(env: Record<string, string> = {}, cpuProfDir?: string): Promise<Target> {
  if (!existsSync(join(FLOOR_DIR, '.next', 'BUILD_ID'))) {
    const nextBin = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
    const r = spawnSync(process.execPath, [nextBin, 'build', FLOOR_DIR], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (r.status !== 0) throw new Error(`building bench/floor failed:\n${r.stdout}\n${r.stderr}`);
  }
  const { child, output, url } = await launchLikeNpmStart(join(FLOOR_DIR, 'server.mjs'), () => env, cpuProfDir);
  await waitFor(`${url}/health`, child, output, 120_000);
  return { url, pid: child.pid!, output, stop: stopper(child) };
}

/** Starts the bare node:http baseline (same RSA verification, no framework, no database). */
export async function startBare(): Promise<Target> {
  const port = await freePort();
  const { child, output } = launch(['--import', 'tsx', join(ROOT, 'bench', 'bare-server.ts')], { ...process.env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, output, 60_000);
  return { url, pid: child.pid!, output, stop: stopper(child) };
}

/** Starts `prism mock` on the Berlin Group 1.3.8 yaml (static examples, logging off). */
export async function startPrism(): Promise<Target> {
  const port = await freePort();
  const cli = join(ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const { child, output } = launch([cli, 'mock', '-p', String(port), '-h', '127.0.0.1', '-v', 'fatal', BERLIN_GROUP_YAML], { ...process.env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/v1/accounts`, child, output, 180_000, { headers: { 'X-Request-ID': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721', 'Consent-ID': 'bench' } });
  return { url, pid: child.pid!, output, stop: stopper(child) };
}
