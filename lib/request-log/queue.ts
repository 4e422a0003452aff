// The write side of the request log: entries wait in an in-process queue and are written in one INSERT every
// REQUEST_LOG_FLUSH_MS or as soon as REQUEST_LOG_FLUSH_ROWS are waiting, never on the request's path; old rows are
// removed after a flush, at most once a minute (age) and per organisation (row cap). The server flushes the queue on
// shutdown (lib/server/lifecycle: the hook is registered after the database's, so it runs before the database closes).
import 'server-only';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { deleteInChunks } from '../db/delete-in-chunks.ts';
import { queryRaw } from '../db/raw.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { logger } from '../log.ts';
import { onShutdown } from '../server/lifecycle.ts';

/** A row of RequestLogEntry as written. */
export interface RequestLogRow {
  id: string;
  organizationIdentifier: string;
  createdAt: Date;
  method: string;
  path: string;
  status: number;
  errorCode: string | null;
  message: string | null;
  durationMs: number;
  requestId: string | null;
  signature: 'verified' | 'rejected' | 'not-checked';
  signingString: string | null;
  requestBody: string | null;
  responseBody: string | null;
}

/** The columns of RequestLogEntry, in the order they are written. */
export const COLUMNS = ['id', 'organizationIdentifier', 'createdAt', 'method', 'path', 'status', 'errorCode', 'message', 'durationMs', 'requestId', 'signature', 'signingString', 'requestBody', 'responseBody'] as const satisfies readonly (keyof RequestLogRow)[];

/** The queue can hold at most this many flushes' worth before it drops the newest (a database outage must not grow
 * the heap without bound). */
const MAX_PENDING_FLUSHES = 50;
/**
 * …and at most this many characters of text (bodies, signing strings). 10,000 entries of 25 KB report pages were
 * ~250 MB: under load at 100 connections the queue filled faster than the flush emptied it and the worker ran out of
 * its 192 MB heap (bench, 2026-11-26; an entry then kept the whole page its 8 KB body was cut from, which clip.ts no
 * longer lets it do).
 */
const MAX_PENDING_CHARS = 8 * 1024 * 1024;
const PRUNE_EVERY_MS = 60_000;
/**
 * Entries per DELETE when pruning on SQLite (lib/db/delete-in-chunks.ts; 1,000 for other tables): an entry carries
 * its bodies, and a chunk's stall grows with them (docs/decisions/0020-clean-ups-in-chunks.md).
 */
const PRUNE_CHUNK_ROWS = 250;

interface QueueState {
  pending: RequestLogRow[];
  /** Characters the pending entries hold (see MAX_PENDING_CHARS). */
  pendingChars: number;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
  registered: boolean;
  lastAgePrune: number;
  lastCapPrune: Map<string, number>;
  dropped: number;
}

const KEY = Symbol.for('openbank.request-log.queue');
const state = ((globalThis as Record<symbol, unknown>)[KEY] ??= {
  pending: [], pendingChars: 0, timer: null, flushing: null, registered: false, lastAgePrune: 0, lastCapPrune: new Map(), dropped: 0,
}) as QueueState;

/** Queues an entry; returns at once. */
export function enqueueRequestLog(row: RequestLogRow): void {
  const retainedChars = textChars(row);
  const config = getConfig().requestLog;
  if (!state.registered) {
    state.registered = true;
    // getDb() registers the database's shutdown hook first; hooks run last-registered first.
    void getDb().catch(() => undefined);
    onShutdown('request log', flushRequestLog);
  }
  if (state.pending.length >= config.flushRows * MAX_PENDING_FLUSHES || state.pendingChars + retainedChars > MAX_PENDING_CHARS) {
    state.dropped += 1;
    return;
  }
  state.pending.push(row);
  state.pendingChars += retainedChars;
  if (state.pending.length >= config.flushRows) void flushRequestLog();
  else state.timer ??= setTimeout(() => void flushRequestLog(), config.flushMs).unref();
}

/** Writes every queued entry (and waits for a flush under way); resolves when they are in the database. */
export async function flushRequestLog(): Promise<void> {
  if (state.timer) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  while (state.flushing) await state.flushing;
  if (state.pending.length === 0) return;
  const rows = state.pending.splice(0);
  state.pendingChars = 0;
  state.flushing = write(rows).finally(() => {
    state.flushing = null;
  });
  await state.flushing;
  if (state.pending.length > 0) await flushRequestLog();
}

/** The characters an entry keeps alive: its texts (a cut body holds only itself: clip.ts). */
function textChars(row: RequestLogRow): number {
  return (row.requestBody?.length ?? 0) + (row.responseBody?.length ?? 0) + (row.signingString?.length ?? 0) + (row.message?.length ?? 0) + row.path.length;
}

async function write(rows: RequestLogRow[]): Promise<void> {
  try {
    const db = await getDb();
    // Multi-row INSERTs of bound values on the driver (lib/db/insert-rows.ts), not the ORM's createMany (a Prisma
    // descriptor object per bound value). In slices of at most SLICE_CHARS characters, with a turn of the event loop
    // between them: SQLite's driver is synchronous, and one INSERT of 200 logged report pages held the loop for
    // milliseconds while the requests in flight waited; on PostgreSQL the driver serialises a statement's values at
    // once. Measured: docs/decisions/0018-request-log-off-the-request-path.md, docs/decisions/0019-request-log-writes.md.
    for (const [i, slice] of slices(rows).entries()) {
      if (i > 0) await yieldToEventLoop();
      await insertRows(db, 'RequestLogEntry', COLUMNS, slice);
    }
    await prune(new Set(rows.map((r) => r.organizationIdentifier)));
  } catch (e) {
    logger.warn({ err: e, rows: rows.length }, 'request log: write failed, entries dropped');
  }
  if (state.dropped > 0) {
    logger.warn({ dropped: state.dropped }, 'request log: queue full, entries dropped');
    state.dropped = 0;
  }
}

/** Characters of text per INSERT of the log (see write): ~8 logged report pages, ~40 account lists. */
const SLICE_CHARS = 64 * 1024;

/** `rows` in consecutive slices of at most SLICE_CHARS characters of text (at least one row each). */
function slices(rows: RequestLogRow[]): RequestLogRow[][] {
  const out: RequestLogRow[][] = [];
  let start = 0;
  let chars = 0;
  for (let i = 0; i < rows.length; i++) {
    const n = textChars(rows[i]!);
    if (i > start && chars + n > SLICE_CHARS) {
      out.push(rows.slice(start, i));
      start = i;
      chars = 0;
    }
    chars += n;
  }
  out.push(rows.slice(start));
  return out;
}

/** Removes entries past the retention (all organisations) and past the row cap of the organisations just written, in chunks (lib/db/delete-in-chunks.ts). */
async function prune(organisations: Set<string>, now = Date.now()): Promise<void> {
  const { retentionDays, maxRowsPerOrganisation } = getConfig().requestLog;
  const db = await getDb();
  if (now - state.lastAgePrune >= PRUNE_EVERY_MS) {
    state.lastAgePrune = now;
    await deleteInChunks(db, 'RequestLogEntry', ['id'], Prisma.sql`"createdAt" < ${new Date(now - retentionDays * 86_400_000)}`, PRUNE_CHUNK_ROWS);
  }
  for (const organizationIdentifier of organisations) {
    const last = state.lastCapPrune.get(organizationIdentifier) ?? 0;
    if (now - last < PRUNE_EVERY_MS) continue;
    state.lastCapPrune.set(organizationIdentifier, now);
    await pruneOrganisation(organizationIdentifier, maxRowsPerOrganisation);
  }
}

/**
 * Keeps the newest `max` entries of an organisation. The edge (the time of the newest entry past `max`) is read from
 * the (organizationIdentifier, createdAt) index alone; everything at or before it goes, in chunks of PRUNE_CHUNK_ROWS.
 * (The ORM's findFirst ordered by createdAt and id as well, so it read 10,000 rows with their bodies to skip them:
 * docs/decisions/0020-clean-ups-in-chunks.md.)
 */
export async function pruneOrganisation(organizationIdentifier: string, max = getConfig().requestLog.maxRowsPerOrganisation): Promise<void> {
  const db = await getDb();
  const [edge] = await queryRaw<{ createdAt: Date }[]>(
    db,
    Prisma.sql`SELECT "createdAt" FROM "RequestLogEntry" WHERE "organizationIdentifier" = ${organizationIdentifier} ORDER BY "createdAt" DESC LIMIT 1 OFFSET ${max}`,
  );
  if (edge) await deleteInChunks(db, 'RequestLogEntry', ['id'], Prisma.sql`"organizationIdentifier" = ${organizationIdentifier} AND "createdAt" <= ${edge.createdAt}`, PRUNE_CHUNK_ROWS);
}

/** Forgets when pruning last ran (tests). */
export function resetRequestLogPruning(): void {
  state.lastAgePrune = 0;
  state.lastCapPrune.clear();
}
