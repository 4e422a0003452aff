// Every route in app/**/route.ts has an OpenAPI registry entry per exported method, and every entry has a route.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { operations } from '../../lib/openapi/registry.ts';
import { buildOpenApiDocument } from '../../lib/openapi/build-document.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const appDir = join(process.cwd(), 'app');

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) routeFiles(p, out);
    else if (/^route\.(ts|tsx|js)$/.test(name)) out.push(p);
  }
  return out;
}

/** The URL path template of a route file: route groups dropped, [x] → {x}, [...x] → {...x}. */
function routePath(file: string): string {
  const segments = relative(appDir, file).split(sep).slice(0, -1).filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith('@'));
  return `/${segments.map((s) => s.replace(/^\[\[?(\.\.\.)?([^\]]+)\]\]?$/, (_, dots: string | undefined, name: string) => `{${dots ?? ''}${name}}`)).join('/')}`;
}

/** The HTTP methods a route module exports (function, const or export-list forms). */
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/g)) found.add(m[1] ?? '');
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (list[1] ?? '').split(',')) found.add(part.trim().split(/\s+as\s+/).pop()?.trim() ?? '');
  }
  return [...found].filter((m) => METHODS.includes(m));
}

/** Comparison key: parameter names do not matter, catch-all vs single segment does. */
const key = (method: string, path: string): string => `${method} ${path.replace(/\{\.\.\.[^}]+\}/g, '{*}').replace(/\{[^}*]+\}/g, '{}')}`;

const routes = routeFiles(appDir).flatMap((file) => exportedMethods(readFileSync(file, 'utf8')).map((method) => ({ method, path: routePath(file), file: relative(process.cwd(), file) })));

test('the route scan finds the known routes', () => {
  assert.ok(routes.some((r) => r.method === 'GET' && r.path === '/health'));
  assert.ok(routes.some((r) => r.method === 'PUT' && r.path === '/v1/tpp-contacts'));
});

test('every route method has an OpenAPI registry entry', () => {
  const declared = new Set(operations.map((op) => key(op.method, op.path)));
  const missing = routes.filter((r) => !declared.has(key(r.method, r.path)));
  assert.deepEqual(
    missing.map((r) => `${r.method} ${r.path} (${r.file})`),
    [],
    'add these to lib/openapi/operations/<domain>.ts',
  );
});

test('every registry entry is a route', () => {
  const existing = new Set(routes.map((r) => key(r.method, r.path)));
  const stale = operations.filter((op) => !existing.has(key(op.method, op.path)));
  assert.deepEqual(stale.map((op) => `${op.method} ${op.path}`), [], 'these registry entries have no route in app/');
});

test('no operation is declared twice', () => {
  const seen = new Map<string, number>();
  for (const op of operations) seen.set(key(op.method, op.path), (seen.get(key(op.method, op.path)) ?? 0) + 1);
  assert.deepEqual([...seen].filter(([, n]) => n > 1).map(([k]) => k), []);
});

test('the OpenAPI document is 3.1 and has every published operation', () => {
  const doc = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
  assert.equal(doc.openapi, '3.1.0');
  const published = operations.filter((op) => !op.internal);
  for (const op of published) assert.ok(doc.paths[op.path]?.[op.method.toLowerCase()], `${op.method} ${op.path}`);
  const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
});
