// `npm start`: builds the app when there is no current build, then serves it on PORT (3000) and HOSTNAME with
// scripts/server.mjs (WEB_CONCURRENCY workers, graceful shutdown). Migrations run once before the workers start
// (scripts/server-primary.mjs) and again, finding nothing to do, in each worker with the first sandbox
// initialisation (instrumentation.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function newestSource(dir, newest = 0) {
  if (!existsSync(dir)) return newest;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    newest = s.isDirectory() ? newestSource(p, newest) : Math.max(newest, s.mtimeMs);
  }
  return newest;
}

const buildId = join(root, '.next', 'BUILD_ID');
const stale = () => {
  const sources = ['app', 'components', 'lib', 'public'].map((d) => newestSource(join(root, d)));
  const files = ['next.config.js', 'instrumentation.ts', 'proxy.ts'].map((f) => statSync(join(root, f), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return !existsSync(buildId) || Math.max(...sources, ...files) > statSync(buildId).mtimeMs;
};
// Several instances started at once build once: the first takes the lock, the others wait and reuse its build.
const lock = join(root, '.build-lock');
let forced = process.env.FORCE_BUILD === '1';
while (forced || stale()) {
  try {
    mkdirSync(lock);
  } catch {
    if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 10 * 60_000) rmSync(lock, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 1000));
    continue;
  }
  try {
    if (forced || stale()) {
      console.log('Building the app (no current build found)…');
      const r = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
      if (r.status !== 0) {
        rmSync(lock, { recursive: true, force: true });
        process.exit(r.status ?? 1);
      }
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  forced = false;
}

const { serve } = await import('./server.mjs');
await serve();
