// µs of CPU (user + system) per call of `fn`, after `warm` calls that are not counted (the probes' measuring loop).
export async function cpuPerCall(fn: () => unknown, opts: { warm: number; n: number }): Promise<number> {
  for (let i = 0; i < opts.warm; i++) await fn();
  const start = process.cpuUsage();
  for (let i = 0; i < opts.n; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / opts.n;
}
