// Times every pg query by its SQL text's first 90 characters (promise to result); printed at exit. Import first (PG_TIMING=1 in bench/probe/batch.ts).
import pg from 'pg';
const stats = new Map<string, { n: number; ms: number }>();
const orig = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: unknown }).query = function (this: unknown, ...a: unknown[]) {
  const cfg = a[0] as string | { text: string };
  const key = (typeof cfg === 'string' ? cfg : cfg?.text ?? '').replace(/\s+/g, ' ').slice(0, 90);
  const t = performance.now();
  const r = orig.apply(this, a) as Promise<unknown> | undefined;
  if (r && typeof (r as Promise<unknown>).then === 'function') (r as Promise<unknown>).then(() => { const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); }, () => {});
  return r;
};
process.on('exit', () => { for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) console.log(`${s.ms.toFixed(0).padStart(7)} ms ${String(s.n).padStart(6)}x  ${k}`); });
