// `npm test`: commit messages, lint, typecheck, unit tests, route tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
// then a production build with end-to-end tests (signed HTTP requests and Chromium) against `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const only = process.argv.slice(2);

function files(dir, re, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, re, out);
    else if (re.test(name)) out.push(relative(root, p));
  }
  return out.sort();
}

function step(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name.split(' ')[0])) return;
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const count = (label) => Number(new RegExp(`^ℹ ${label} (\\d+)$`, 'm').exec(r.stdout ?? '')?.[1] ?? 0);
  // The spec reporter lists a to-do test that does not pass yet under "✖ failing tests:" although nothing failed;
  // without failures that block is replaced by one plain line (the test itself is marked # TODO above).
  let out = r.stdout ?? '';
  const block = out.indexOf('\n✖ failing tests:');
  if (block >= 0 && count('fail') === 0 && r.status === 0) {
    out = `${out.slice(0, block)}\n(${count('todo')} to-do test(s) marked # TODO above: known gaps, not failures)\n`;
  }
  process.stdout.write(out);
  totals.passed += count('pass');
  totals.failed += count('fail');
  totals.skipped += count('skipped');
  totals.todo += count('todo');
  if (r.status !== 0) {
    console.log(`\n=== ${name} FAILED (exit ${r.status})`);
    if (!count('fail')) totals.failed += 1;
    finish(1);
  }
}

function nodeTest(name, pattern, env = {}) {
  const list = files(join(root, 'tests', pattern), /\.test\.ts$/);
  if (!list.length) return;
  step(name, process.execPath, ['--import', './scripts/register-server-only.mjs', '--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...list], { NODE_ENV: 'test', ...env });
}

function finish(code) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.todo} to-do`);
  if (!process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL was not tested: the route suite ran on SQLite only and the PostgreSQL end-to-end tests were skipped.');
    console.log('To include it: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm test (a server you may create databases on).');
  }
  process.exit(code);
}

// Databases left by earlier PostgreSQL test runs (one per test file) are dropped first. Each name carries the pid of
// the test process that made it (tests/helpers/test-env.ts, tests/e2e/pg-database.ts callers); a database whose
// process still runs belongs to another test run on this machine (another checkout) and is left alone.
function ownerAlive(name) {
  const pid = Number(/_(\d+)(?:_|$)/.exec(name)?.[1]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}
async function dropTestDatabases(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'openbank\\_t\\_%' OR datname LIKE 'openbank\\_e2e\\_%'`);
  for (const r of rows) if (!ownerAlive(r.datname)) await client.query(`DROP DATABASE IF EXISTS "${r.datname}"`).catch(() => undefined);
  await client.end();
}
if (process.env.TEST_DATABASE_URL) await dropTestDatabases(process.env.TEST_DATABASE_URL);

// Commit messages after the rule's base (CONTRIBUTING.md): cheap, and first, so a message is fixed before a long run.
step('commits', process.execPath, [join(root, 'scripts', 'lint-commits.mjs')]);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
nodeTest('unit tests', 'unit');
// TEST_DATABASE_URL emptied: otherwise tests/helpers/test-env.ts would put this run on PostgreSQL as well.
nodeTest('routes (SQLite)', 'routes', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) nodeTest('routes (PostgreSQL)', 'routes', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
else console.log('\n=== routes (PostgreSQL) SKIPPED: TEST_DATABASE_URL is not set. Run them with TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm test');
step('build', process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
nodeTest('e2e', 'e2e');
finish(totals.failed ? 1 : 0);
