// Starts the built app with `npm start` semantics (scripts/start.mjs) on a free port and a fresh DATA_DIR. One
// process (WEB_CONCURRENCY=1) unless a test asks for workers: the suite runs on 2 cores, and each worker costs a
// Next.js start-up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL to its process group), as a crash would. */
  kill(): Promise<void>;
  output(): string;
  /** The pid of the `npm start` process (the cluster primary, or the only process). */
  pid: number;
  /** Resolves when that process has exited: its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the server and waits until GET /health answers 200 and, with several workers, until every worker listens:
 * /health answers as soon as the first one does, and until the others listen the primary hands every connection to
 * it (a CI run once saw 16 requests all served by one of two workers). The primary logs `ready on … with N workers`
 * (scripts/server-primary.mjs) at info, so a multi-worker server logs at info unless the test asks for more.
 */
export async function startServer(extraEnv: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'openbank-e2e-'));
  const workers = Number(extraEnv.WEB_CONCURRENCY ?? '1');
  const defaultLevel = workers > 1 ? 'info' : 'warn';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: defaultLevel, WEB_CONCURRENCY: '1', ...extraEnv };
  if (workers > 1 && !['trace', 'debug', 'info'].includes(env.LOG_LEVEL!)) throw new Error(`WEB_CONCURRENCY=${workers} needs LOG_LEVEL info or lower: start-up waits for the primary's ready line`);
  const readyLine = `with ${workers} workers`;
  delete (env as Record<string, string | undefined>).NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const r = await fetch(`${baseUrl}/health`);
      if (r.status === 200 && (workers === 1 || log.includes(readyLine))) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL'); // not left running behind a failed test
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    env,
    pid: child.pid!,
    exited,
    output: () => log,
    kill: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
