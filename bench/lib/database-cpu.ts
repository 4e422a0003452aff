// The CPU seconds (user + system) PostgreSQL's processes on this machine have used, read from /proc: its backends and
// background workers, and the backends that ended (the postmaster's children time). Null where /proc or a local
// PostgreSQL is not there (another OS, a remote server, SQLite). The batch reports the difference around its run: the
// database's own CPU, which the app's CPU per request does not count (docs/decisions/0021-payment-batch.md).
import { readdirSync, readFileSync } from 'node:fs';
import { cpuTicks } from './rss.ts';

export function postgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!comm.startsWith('postgres')) continue;
    const used = cpuTicks(pid, true);
    if (used === null) continue;
    ticks += used;
    found = true;
  }
  return found ? ticks / 100 : null; // USER_HZ is 100 on Linux
}
