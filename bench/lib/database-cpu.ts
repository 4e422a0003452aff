// The CPU seconds (user + system) PostgreSQL's processes on this machine have used, read from /proc: its backends and
// background workers, and the backends that ended (the postmaster's children time). Null where /proc or a local
// PostgreSQL is not there (another OS, a remote server, SQLite). The batch reports the difference around its run: the
// database's own CPU, which the app's CPU per request does not count (bench/README.md, "The batch plans a page…").
import { readdirSync, readFileSync } from 'node:fs';

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
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      found = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return found ? ticks / 100 : null; // USER_HZ is 100 on Linux
}
