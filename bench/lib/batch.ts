// One simulated batch run (runPaymentBatch) over authorised (ACTC) payments inserted in bulk.
import assert from 'node:assert/strict';
import { insertPayments, type World } from './world.ts';
import { postgresCpuSeconds } from './database-cpu.ts';
import { getConfig } from '../../lib/config.ts';

export interface BatchTiming {
  payments: number;
  /** Seconds to insert the ACTC payments (multi-row INSERTs; not part of the batch time). */
  insertSeconds: number;
  /** Seconds runPaymentBatch took. */
  seconds: number;
  /** CPU seconds (user + system) of the bench process during runPaymentBatch: comparable on a busy machine. */
  cpuSeconds: number;
  /** CPU seconds of PostgreSQL's processes on this machine during runPaymentBatch (null on SQLite or without /proc). */
  databaseCpuSeconds: number | null;
  paymentsPerSecond: number;
  processed: number;
  booked: number;
  rejected: number;
}

/** Inserts `count` ACTC payments of the benchmark PSU and times one runPaymentBatch over them. */
export async function timeBatch(w: World, count: number): Promise<BatchTiming> {
  const { runPaymentBatch } = await import('../../lib/payments/run-payment-batch.ts');
  const t0 = performance.now();
  await insertPayments(w, count, 'ACTC');
  const t1 = performance.now();
  const cpu = process.cpuUsage();
  const databaseCpu = getConfig().dialect === 'postgresql' ? postgresCpuSeconds() : null;
  const result = await runPaymentBatch({ db: w.db, now: new Date() });
  const t2 = performance.now();
  const used = process.cpuUsage(cpu);
  const databaseCpuAfter = databaseCpu === null ? null : postgresCpuSeconds();
  assert.equal(result.booked, count, `batch booked ${result.booked} of ${count} (processed ${result.processed}, rejected ${result.rejected})`);
  const booked = await w.db.transaction.count({ where: { accountId: w.payAccountId, paymentId: { not: null } } });
  assert.equal(booked, count, `${booked} booked transactions for ${count} payments`);
  const seconds = (t2 - t1) / 1000;
  return {
    payments: count,
    insertSeconds: Math.round((t1 - t0) / 10) / 100,
    seconds: Math.round(seconds * 100) / 100,
    cpuSeconds: Math.round((used.user + used.system) / 10_000) / 100,
    databaseCpuSeconds: databaseCpu === null || databaseCpuAfter === null ? null : Math.round((databaseCpuAfter - databaseCpu) * 100) / 100,
    paymentsPerSecond: Math.round(count / seconds),
    processed: result.processed,
    booked: result.booked,
    rejected: result.rejected,
  };
}
