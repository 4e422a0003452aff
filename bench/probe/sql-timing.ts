// Times every better-sqlite3 statement by its SQL text's first 90 characters; printed at exit. Import first.
import Database from 'better-sqlite3';
const stats = new Map<string, { n: number; ms: number }>();
const proto = (Database as unknown as { prototype: { prepare(sql: string): Record<string, (...a: unknown[]) => unknown> } }).prototype;
const prepare = proto.prepare;
proto.prepare = function (this: unknown, sql: string) {
  const stmt = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, ' ').slice(0, 90);
  for (const m of ['run', 'all', 'get', 'iterate']) {
    const orig = stmt[m];
    if (typeof orig !== 'function') continue;
    stmt[m] = function (this: unknown, ...a: unknown[]) {
      const t = performance.now();
      try { return orig.apply(this, a); } finally { const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); }
    };
  }
  return stmt;
} as never;
process.on('exit', () => {
  const rows = [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20);
  for (const [k, s] of rows) console.log(`${s.ms.toFixed(0).padStart(7)} ms ${String(s.n).padStart(6)}x  ${k}`);
});
