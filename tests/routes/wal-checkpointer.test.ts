// SQLite's WAL checkpoints run in a thread of their own (lib/db/wal-checkpointer.ts), not on the request connection:
// the app's connection checkpoints only past the backstop, the thread copies what the requests wrote, the WAL is
// reused instead of growing, and a thread that cannot run gives the connection its default checkpoints back.
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { statSync, mkdtempSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { getDb, closeDb, sqliteFile, walCheckpointStats } from '../../lib/db/client.ts';
import { getConfig } from '../../lib/config.ts';
import { BACKSTOP_PAGES, SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES, SYNC_EVERY_MS, checkpointInThread, startWalCheckpointer } from '../../lib/db/wal-checkpointer.ts';

const sqlite = !process.env.DATABASE_URL;
after(closeDb);

async function until(what: string, ok: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('the app connection leaves checkpoints to the thread; what requests write is copied and the WAL stays bounded', { skip: !sqlite }, async () => {
  const db = await getDb();
  const [row] = await db.$queryRawUnsafe<{ wal_autocheckpoint: number | bigint }[]>('PRAGMA wal_autocheckpoint');
  assert.equal(Number(row!.wal_autocheckpoint), BACKSTOP_PAGES);
  const wal = `${sqliteFile(getConfig().databaseUrl)}-wal`;
  const write = async (label: string, n: number) => {
    for (let i = 0; i < n; i++) {
      await db.$executeRawUnsafe(`INSERT INTO "SeenRequest" ("tppId", "requestId", "seenAt") VALUES ('wal-test', ?, ?)`, `${label}-${i}`, new Date());
    }
  };
  // Bursts of 1,000 writes of their own (a replay INSERT per signed request; ~3,000 WAL frames, under the backstop).
  const copiedAll = async (since: number) => {
    await until('the thread to copy the burst', () => walCheckpointStats()!.frames - since >= 1000 && walCheckpointStats()!.behind === 0);
  };
  // 10 bursts of 1,000 (~33,000 frames): each is copied by the thread, and the WAL is reused rather than growing with
  // them — it starts over once everything was copied, at the latest when the request connection passes the backstop.
  const started = { at: Date.now(), synced: walCheckpointStats()!.synced };
  for (let round = 0; round < 10; round++) {
    const copied = walCheckpointStats()!.frames;
    await write(`round-${round}`, 1000);
    await copiedAll(copied);
  }
  assert.equal(walCheckpointStats()!.lastError, null);
  // The thread synced the database file as it copied (so that a catch-up checkpoint on the request connection finds
  // little to sync), and at most once per SYNC_EVERY_MS: a window of t ms holds at most floor(t / SYNC_EVERY_MS) + 1
  // syncs, + 1 for a sync just before the loop whose message arrived during it.
  const synced = walCheckpointStats()!.synced - started.synced;
  const bound = Math.floor((Date.now() - started.at) / SYNC_EVERY_MS) + 2;
  assert.ok(synced >= 1 && synced <= bound, `the database file synced ${synced} times, at most ${bound} allowed`);
  const pages = statSync(wal).size / 4096;
  assert.ok(pages < BACKSTOP_PAGES + 4000, `the WAL holds ${pages} pages`);
  const rows = await db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(*) AS n FROM "SeenRequest" WHERE "tppId" = 'wal-test'`);
  assert.equal(Number(rows[0]!.n), 10_000);
});

test('a thread that cannot open the database says so once; stop() ends a running one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
  let gone: string | undefined;
  const missing = startWalCheckpointer(join(dir, 'missing.db'), { onGone: (e) => (gone = e) });
  await until('the thread to end', () => gone !== undefined);
  assert.match(String(gone), /^cannot open .*missing\.db: /);

  const file = join(dir, 'present.db');
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('wal_autocheckpoint = 0');
  conn.exec('CREATE TABLE t (v TEXT)');
  let ended = false;
  const running = startWalCheckpointer(file, { everyMs: 10, syncEveryMs: 0, onGone: () => (ended = true) });
  for (let i = 0; i < 200; i++) conn.prepare('INSERT INTO t VALUES (?)').run(`v${i}`);
  await until('a checkpoint', () => running.stats().frames >= 200);
  assert.equal(running.stats().synced, 0, 'syncEveryMs 0: the thread leaves the database file to SQLite');
  await running.stop();
  assert.equal(ended, false, 'a stopped thread is not reported gone');

  // With syncEveryMs, a checkpoint that copied frames is followed by a sync of the database file once that long passed.
  const syncing = startWalCheckpointer(file, { everyMs: 10, syncEveryMs: 20 });
  for (let i = 0; i < 200; i++) conn.prepare('INSERT INTO t VALUES (?)').run(`w${i}`);
  await until('a sync of the database file', () => syncing.stats().synced >= 1);
  await syncing.stop();
  await missing.stop();

  // A request connection whose thread cannot open the database gets SQLite's own automatic checkpoints back.
  const handed = checkpointInThread(conn, join(dir, 'missing.db'));
  assert.equal(conn.pragma('wal_autocheckpoint', { simple: true }), BACKSTOP_PAGES);
  await until('the default checkpoints back', () => conn.pragma('wal_autocheckpoint', { simple: true }) === SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES);
  await handed.stop();
  conn.close();
});

/** Runs `body` (ESM, with `getDb`, `closeDb` and `db` in scope) as a script file of its own; its output. */
function runScript(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'wal-script-'));
  const file = join(dir, 'script.mts');
  const url = (p: string) => pathToFileURL(join(process.cwd(), p)).href;
  writeFileSync(file, `
    await import('${url('tests/helpers/test-env.ts')}');
    const { getDb, closeDb } = await import('${url('lib/db/client.ts')}');
    const db = await getDb();
    await db.$queryRawUnsafe('SELECT 1');
    ${body}`);
  return execFileSync(process.execPath, ['--import', './scripts/register-server-only.mjs', '--import', 'tsx', file], { encoding: 'utf8', timeout: 20_000 });
}

test('the thread never keeps a process alive: a script that opened the database and never closed it ends', { skip: !sqlite }, () => {
  // Adding the 'message' listener after unref() referenced the worker's port again: every route test file that did
  // not close the database hung after its last test (a CI run stopped there).
  assert.match(runScript(`await new Promise((r) => setTimeout(r, 300)); console.log('end of script');`), /end of script/);
});

test('closeDb() waits for the thread: a process with nothing else to do goes on after it', { skip: !sqlite }, () => {
  // Stopping the thread unreferenced let such a process exit inside closeDb() (the bench lost its results that way).
  assert.match(runScript(`setTimeout(async () => { await closeDb(); console.log('after closeDb'); }, 10);`), /after closeDb/);
});
