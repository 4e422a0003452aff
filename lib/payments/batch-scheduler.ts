// The batch schedule (spec 1.8: five runs a day) and the in-process scheduler that runs each slot exactly once across
// all app instances sharing the database.
import { getDb } from '../db/client.ts';
import { logger } from '../log.ts';
import { isShuttingDown, onShutdown } from '../server/lifecycle.ts';
import { runPaymentBatch } from './run-payment-batch.ts';

/** Run times, Europe/Oslo local time. */
export const BATCH_SLOT_HOURS = [6, 9, 12, 15, 18] as const;
/** How often the scheduler checks whether the latest slot has run. */
export const SCHEDULER_INTERVAL_MS = 60_000;

const osloParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The latest slot at or before `now`, as "YYYY-MM-DDTHH:00" in Oslo local time (the primary key of BatchRun). Before
 * 06:00 it is the previous day's 18:00 slot.
 */
export function latestBatchSlot(now: Date): string {
  const parts = Object.fromEntries(osloParts.formatToParts(now).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour);
  const slotHour = [...BATCH_SLOT_HOURS].reverse().find((h) => h <= hour);
  if (slotHour !== undefined) return `${parts.year}-${parts.month}-${parts.day}T${String(slotHour).padStart(2, '0')}:00`;
  const yesterday = new Date(`${parts.year}-${parts.month}-${parts.day}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return `${yesterday.toISOString().slice(0, 10)}T${String(BATCH_SLOT_HOURS[BATCH_SLOT_HOURS.length - 1]).padStart(2, '0')}:00`;
}

/** The BatchRun key of an on-demand run (sandbox operation): unique, never a schedule slot. */
export function manualBatchSlot(now: Date): string {
  return `manual ${now.toISOString()} ${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Runs the latest slot unless it has a BatchRun row. runPaymentBatch inserts the row by its primary key first, so when
 * several instances tick at once exactly one of them runs the slot (the others get a unique violation and skip).
 * A slot missed while no instance ran is caught up on the next tick (only the latest one).
 */
export async function runDueBatchSlot(now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const slot = latestBatchSlot(now);
  if (await db.batchRun.findUnique({ where: { slot }, select: { slot: true } })) return;
  await runPaymentBatch({ db, now, slot });
}

type SchedulerHolder = { timer?: ReturnType<typeof setInterval>; running?: Promise<void> };
const holder = ((globalThis as Record<symbol, unknown>)[Symbol.for('openbank.batch-scheduler')] ??= {}) as SchedulerHolder;

/**
 * Starts checking every minute (and once at once) whether the latest batch slot has run, running it otherwise.
 * Idempotent per process; the timer does not keep the process alive. Call from instrumentation.ts (Node runtime).
 * On server shutdown it stops ticking and waits for a run in progress (each page of a run is its own transaction,
 * so a run cut short by the shutdown bound is resumed by the next tick of any instance).
 */
export function startBatchScheduler(): { stop(): Promise<void> } {
  const stop = async () => {
    if (holder.timer) clearInterval(holder.timer);
    holder.timer = undefined;
    await holder.running;
  };
  if (holder.timer) return { stop };
  const tick = () => {
    if (holder.running || isShuttingDown()) return; // a long run is still busy, or the server is stopping
    holder.running = runDueBatchSlot()
      .catch((e: unknown) => logger.error({ err: e }, 'payment batch scheduler'))
      .finally(() => {
        holder.running = undefined;
      });
  };
  holder.timer = setInterval(tick, SCHEDULER_INTERVAL_MS);
  holder.timer.unref?.();
  setTimeout(tick, 1_000).unref?.();
  onShutdown('payment batch scheduler', stop);
  return { stop };
}
