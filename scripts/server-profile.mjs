// Bench-only: a V8 CPU profile of a serving process over exactly the span the bench measures. With CPU_PROF_DIR set,
// SIGUSR2 starts the profiler and the next SIGUSR2 stops it and writes `<CPU_PROF_DIR>/<label>-<pid>-<n>.cpuprofile`
// (open in Chrome DevTools). `node --cpu-prof` profiles the whole life of the process instead — start-up and the
// data load included — which hid the per-request costs (bench/README.md). Never set in production.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

/** Installs the SIGUSR2 toggle when CPU_PROF_DIR is set; otherwise does nothing. */
export function installProfileSignal(label) {
  const dir = process.env.CPU_PROF_DIR;
  if (!dir) return;
  const session = new Session();
  session.connect();
  let running = false;
  let count = 0;
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));
  process.on('SIGUSR2', () => {
    (async () => {
      if (!running) {
        running = true;
        await post('Profiler.enable');
        // 250 µs sampling (V8's default is 1 ms): a request of a few milliseconds gets a handful of samples.
        await post('Profiler.setSamplingInterval', { interval: 250 });
        await post('Profiler.start');
        return;
      }
      running = false;
      const { profile } = await post('Profiler.stop');
      writeFileSync(join(dir, `${label}-${process.pid}-${++count}.cpuprofile`), JSON.stringify(profile));
    })().catch((e) => console.error('cpu profile:', e));
  });
}
