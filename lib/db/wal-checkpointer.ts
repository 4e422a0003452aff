// SQLite's WAL checkpoints off the request path (issue 13). By default the connection that commits a write copies the
// WAL back into the database file, and syncs it, whenever the WAL has passed 1,000 pages: inside a request, on the
// event loop, while every other request of the process waits.
//
// Here a worker thread with a connection of its own checkpoints every CHECKPOINT_EVERY_MS. PASSIVE: it copies what
// no reader still needs and neither waits for nor blocks the request connection's readers and writers; once all was
// copied, the next write starts the WAL over. The request connection keeps a backstop (BACKSTOP_PAGES): it checkpoints
// itself only past it (then with little left to copy, and little to sync: SYNC_EVERY_MS), or as by default if the
// thread is gone. Measured: docs/decisions/0015-wal-checkpoints-in-a-thread.md.
import { Worker } from 'node:worker_threads';

/**
 * How often the thread checkpoints. Small checkpoints hold the request connection up least: each one syncs the WAL and
 * the database file, and while it does, the request connection's own writes to the WAL wait on pages under writeback,
 * and the write that starts the WAL over after a complete checkpoint syncs the new WAL header on the event loop (SQLite
 * does so at synchronous=NORMAL so that a power loss cannot replay old frames). 30 ms rather than 100, 300 or 1,000:
 * docs/decisions/0015-wal-checkpoints-in-a-thread.md.
 */
export const CHECKPOINT_EVERY_MS = 30;
/**
 * The request connection's own automatic checkpoint (`PRAGMA wal_autocheckpoint`, pages of 4 KiB): 8,000 pages, ~32 MB
 * of WAL. More than the thread lets pile up between two checkpoints, but under continuous writes the WAL does reach it:
 * a write starts the WAL over only when it finds every frame copied, which the thread never quite manages while writes
 * go on, so the request connection copies the rest and the next write syncs a new WAL header, on the event loop. A
 * larger backstop made that rarer but the stalls longer: docs/decisions/0016-wal-backstop-of-8000-pages.md.
 */
export const BACKSTOP_PAGES = 8000;
/**
 * At most how often the thread syncs the database file once its checkpoints copied frames into it. SQLite syncs the
 * file only at a checkpoint that finds the whole WAL copied; under continuous writes none of the thread's does (each
 * copies the WAL as it was when it began), so the request connection's catch-up at the backstop would sync every page
 * copied since the last complete checkpoint, on the event loop. Synced here, that catch-up finds at most this long's
 * pages; a sync after every checkpoint was reverted (hot pages written 33 times a second):
 * docs/decisions/0017-thread-syncs-the-database-file.md.
 */
export const SYNC_EVERY_MS = 150;
/** SQLite's own `wal_autocheckpoint`, given back to the request connection when the thread cannot run. */
export const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

/** What the thread has done since it started. */
export interface WalCheckpointStats {
  /** WAL frames copied into the database file. */
  frames: number;
  /** Frames the last checkpoint could not copy yet (written meanwhile, or still needed by a reader). */
  behind: number;
  /** Syncs of the database file by the thread (syncEveryMs). */
  synced: number;
  /** The last error the thread met (it keeps going), or null. */
  lastError: string | null;
}

// CommonJS run by the worker (eval): a file of its own would have to survive the Next.js build, a string does.
// better-sqlite3 is a server-external package (next.config.js), required from node_modules at run time.
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
let db;
try {
  db = new Database(workerData.file, { fileMustExist: true, timeout: 0 });
} catch (e) {
  parentPort.postMessage({ error: 'cannot open ' + workerData.file + ': ' + String(e && e.message || e) });
  process.exit(1);
}
const { openSync, readSync, fdatasyncSync } = require('node:fs');
let fd = null;
/** The database file, synced at most every syncEveryMs once checkpoints copied frames into it. */
let dbFd = null;
let unsynced = 0;
let lastSync = Date.now();
/** The WAL header's salts (bytes 16-23): new ones each time the WAL starts over. */
function generation() {
  try {
    fd ??= openSync(workerData.file + '-wal', 'r');
    const b = Buffer.alloc(8);
    return readSync(fd, b, 0, 8, 16) === 8 ? b.toString('hex') : '';
  } catch {
    return '';
  }
}
let prev = { gen: '', checkpointed: 0 };
const timer = setInterval(() => {
  try {
    // log: frames in the WAL; checkpointed: frames of it copied into the database file (counted anew each time the
    // WAL starts over, which the next write does once everything was copied).
    const r = db.pragma('wal_checkpoint(PASSIVE)')[0];
    const gen = generation();
    const copied = gen === prev.gen ? r.checkpointed - prev.checkpointed : r.checkpointed;
    prev = { gen, checkpointed: r.checkpointed };
    unsynced += copied;
    let synced = 0;
    const now = Date.now();
    // SYNC_EVERY_MS: syncs beside SQLite's own, off the event loop (durability unchanged), so that the request
    // connection's catch-up sync at the backstop finds at most that long's pages to write.
    if (workerData.syncEveryMs > 0 && unsynced > 0 && now - lastSync >= workerData.syncEveryMs) {
      dbFd ??= openSync(workerData.file, 'r+');
      fdatasyncSync(dbFd);
      unsynced = 0;
      lastSync = now;
      synced = 1;
    }
    if (copied > 0 || synced > 0 || r.log !== r.checkpointed) parentPort.postMessage({ frames: copied, behind: r.log - r.checkpointed, synced });
  } catch (e) {
    parentPort.postMessage({ error: String(e && e.message || e) });
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  if (fd !== null) require('node:fs').closeSync(fd);
  if (dbFd !== null) require('node:fs').closeSync(dbFd);
  parentPort.close();
});
`;

/** A running checkpoint thread. */
export interface WalCheckpointer {
  stats(): WalCheckpointStats;
  /** Stops the thread after its current checkpoint and closes its connection. */
  stop(): Promise<void>;
}

export interface WalCheckpointerOptions {
  everyMs?: number;
  /** At most how often the thread syncs the database file after checkpoints that copied frames (0: never; SYNC_EVERY_MS). */
  syncEveryMs?: number;
  /** Called once if the thread ends without being stopped (e.g. it could not open the database): the caller gives the
   * request connection its usual automatic checkpoints back. */
  onGone?: (reason: string) => void;
}

/** Starts the checkpoint thread for the SQLite database at `file` (it must exist: start after the migrations). */
export function startWalCheckpointer(file: string, { everyMs = CHECKPOINT_EVERY_MS, syncEveryMs = SYNC_EVERY_MS, onGone }: WalCheckpointerOptions = {}): WalCheckpointer {
  const stats: WalCheckpointStats = { frames: 0, behind: 0, synced: 0, lastError: null };
  const worker = new Worker(SOURCE, { eval: true, workerData: { file, everyMs, syncEveryMs } });
  worker.on('message', (m: { frames?: number; behind?: number; synced?: number; error?: string }) => {
    if (m.frames) stats.frames += m.frames;
    if (m.synced) stats.synced += m.synced;
    if (m.behind !== undefined) stats.behind = m.behind;
    if (m.error) stats.lastError = m.error;
  });
  worker.on('error', (e: unknown) => (stats.lastError = String((e as Error | null)?.message ?? e)));
  // Never what keeps a process alive. After the 'message' listener: adding one references the worker's port again.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!stopping) onGone?.(stats.lastError ?? 'the thread ended');
      resolve();
    }),
  );
  return {
    stats: () => ({ ...stats }),
    stop: async () => {
      stopping = true;
      // Referenced while stopping: an unreferenced worker and timer would let a process with nothing else to do exit
      // in the middle of closeDb(), before the caller's next step (the bench wrote no results that way).
      worker.ref();
      worker.postMessage('stop');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 2000)))]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}

/**
 * Hands the checkpoints of `connection` (the request connection to the database at `file`) to a thread: the connection
 * keeps only the backstop, and gets SQLite's default back if the thread ends without being stopped.
 */
export function checkpointInThread(connection: { pragma(source: string): unknown }, file: string): WalCheckpointer {
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  return startWalCheckpointer(file, {
    onGone: () => {
      try {
        connection.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`);
      } catch {
        // the connection closed first
      }
    },
  });
}
