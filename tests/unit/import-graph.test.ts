// The dependency rules of lib/ (docs/architecture.md "Layers"): folders form a graph without cycles, the kernel at the
// ground imports no domain, production domains never import the sandbox module (off in production), and the crypto
// code imports nothing from the HTTP layer. Read from the source's import statements, so a new file is covered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = process.cwd();
const lib = join(root, 'lib');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'generated') continue;
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/**
 * The folder of lib a file belongs to: its first segment under lib/, or "(root)" for lib/*.ts. A domain's
 * `operations/` folder is a node of its own ("accounts/operations"): the declarations are the HTTP adapter layer
 * above all domains (they wire a domain function to the pipeline, with gates from other domains such as consent).
 */
const folderOf = (file: string): string => {
  const parts = relative(lib, file).split(sep);
  if (parts.length === 1) return '(root)';
  return parts[1] === 'operations' && parts.length > 2 ? `${parts[0]}/operations` : parts[0]!;
};

/** Every lib/ → lib/ import edge (static imports, re-exports and dynamic imports of relative or @/lib paths). */
function edges(): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const file of sources(lib)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const spec = m[1]!;
      let target: string | null = null;
      if (spec.startsWith('.')) target = resolve(dirname(file), spec);
      else if (spec.startsWith('@/lib/')) target = join(root, spec.slice(2));
      if (target && target.startsWith(lib + sep)) out.push({ from: file, to: target });
    }
  }
  return out;
}

const KERNEL = new Set(['(root)', 'db', 'schemas', 'checksums', 'server']);
const PRODUCTION_DOMAINS = ['payments', 'accounts', 'card-accounts', 'baskets', 'sca', 'consent', 'psu', 'users', 'tpp'];
const domainOf = (folder: string): string => folder.replace(/\/operations$/, '');

test('the kernel (lib/*.ts, lib/db, lib/schemas, lib/checksums, lib/server) imports only the kernel', () => {
  const bad = edges().filter((e) => KERNEL.has(folderOf(e.from)) && !KERNEL.has(folderOf(e.to)));
  assert.deepEqual(bad.map((e) => `${relative(root, e.from)} → ${relative(root, e.to)}`), []);
});

test('production domains never import lib/sandbox', () => {
  const bad = edges().filter((e) => PRODUCTION_DOMAINS.includes(domainOf(folderOf(e.from))) && domainOf(folderOf(e.to)) === 'sandbox');
  assert.deepEqual(bad.map((e) => `${relative(root, e.from)} → ${relative(root, e.to)}`), []);
});

test('lib/crypto imports nothing from lib/http', () => {
  const bad = edges().filter((e) => folderOf(e.from) === 'crypto' && domainOf(folderOf(e.to)) === 'http');
  assert.deepEqual(bad.map((e) => `${relative(root, e.from)} → ${relative(root, e.to)}`), []);
});

test('no import cycle between folders of lib/', () => {
  const graph = new Map<string, Map<string, string>>(); // folder → (folder → an example edge)
  for (const e of edges()) {
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.get(a)!.has(b)) graph.get(a)!.set(b, `${relative(root, e.from)} → ${relative(root, e.to)}`);
  }
  // Depth-first search for a back edge; report the cycle with one example import per step.
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  let cycle: string[] | null = null;
  const visit = (n: string): void => {
    if (cycle) return;
    state.set(n, 'open');
    stack.push(n);
    for (const m of graph.get(n)?.keys() ?? []) {
      if (state.get(m) === 'open') {
        const loop = [...stack.slice(stack.indexOf(m)), m];
        cycle = loop.slice(0, -1).map((x, i) => graph.get(x)!.get(loop[i + 1]!)!);
        return;
      }
      if (!state.has(m)) visit(m);
      if (cycle) return;
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  assert.equal(cycle, null, `import cycle between folders:\n  ${(cycle ?? []).join('\n  ')}`);
});

test('nothing the /v1 route handlers reach reads Next.js request state: the server calls them directly (scripts/server-api.mjs)', () => {
  // next/headers (headers(), cookies()), next/navigation (redirect()), next/cache and next/server's after() need the
  // request store that only Next's own request handler sets up; called directly they would throw.
  const forbidden = /^next\/(headers|navigation|cache)$/;
  const seen = new Set<string>();
  const stack = sources(join(root, 'app', 'v1')).filter((f) => f.endsWith(`${sep}route.ts`));
  const offenders: string[] = [];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const spec = m[1]!;
      if (forbidden.test(spec)) offenders.push(`${relative(root, file)} imports ${spec}`);
      if (spec === 'next/server' && /import\s*\{[^}]*\bafter\b[^}]*\}\s*from\s*['"]next\/server['"]/.test(text)) offenders.push(`${relative(root, file)} imports after from next/server`);
      let target: string | null = null;
      if (spec.startsWith('.')) target = resolve(dirname(file), spec);
      else if (spec.startsWith('@/')) target = join(root, spec.slice(2));
      if (target && /\.tsx?$/.test(target)) stack.push(target);
    }
  }
  assert.ok(seen.size > 100, `the walk reached the handlers' code (${seen.size} files)`);
  assert.deepEqual(offenders, []);
});
