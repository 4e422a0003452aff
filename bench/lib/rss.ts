// Resident memory of a server's process tree (the primary and its cluster workers), sampled from /proc while the
// bench runs: the peak per process and the last sample, to show the per-worker ceiling and any growth.
import { readdirSync, readFileSync } from 'node:fs';

export interface RssSummary {
  /** Peak RSS of each process seen, MiB, by pid. */
  peakMiB: Record<string, number>;
  /** Highest peak of any one process, MiB. */
  maxMiB: number;
  samples: number;
}

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = byParent.get(ppid) ?? [];
      list.push(Number(name));
      byParent.set(ppid, list);
    } catch {
      /* gone */
    }
  }
  return byParent;
}

function rssMiB(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples the tree under `rootPid` every `everyMs` until stop() (Linux /proc; elsewhere it records nothing). */
export function sampleRss(rootPid: number, everyMs = 1000): { stop(): RssSummary; now(): RssSummary } {
  const peak = new Map<number, number>();
  let samples = 0;
  const sample = () => {
    let tree: Map<number, number[]>;
    try {
      tree = children();
    } catch {
      return;
    }
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop()!;
      const rss = rssMiB(pid);
      if (rss !== null) peak.set(pid, Math.max(peak.get(pid) ?? 0, rss));
      stack.push(...(tree.get(pid) ?? []));
    }
    samples += 1;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  const summary = (): RssSummary => ({ peakMiB: Object.fromEntries([...peak].map(([k, v]) => [String(k), v])), maxMiB: Math.max(0, ...peak.values()), samples });
  return {
    now: summary,
    stop() {
      clearInterval(timer);
      sample();
      return summary();
    },
  };
}

/** The pids of the process tree under `rootPid`, itself included (Linux /proc; just `rootPid` elsewhere). */
export function treePids(rootPid: number): number[] {
  let tree: Map<number, number[]>;
  try {
    tree = children();
  } catch {
    return [rootPid];
  }
  const pids: number[] = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    pids.push(pid);
    stack.push(...(tree.get(pid) ?? []));
  }
  return pids;
}

/**
 * CPU ticks (user + system; 100 a second, USER_HZ) a process has used, from /proc/<pid>/stat; with `ended`, also those
 * of its children that ended and were waited for. Null when the process is gone (or there is no /proc).
 */
export function cpuTicks(pid: number | string, ended = false): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14 to 17 of stat
    return Number(fields[11]) + Number(fields[12]) + (ended ? Number(fields[13]) + Number(fields[14]) : 0);
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) used so far by the process tree under `rootPid` (Linux /proc; 0 elsewhere). */
export function treeCpuSeconds(rootPid: number): number {
  let ticks = 0;
  for (const pid of treePids(rootPid)) ticks += cpuTicks(pid) ?? 0;
  return ticks / 100; // USER_HZ
}
