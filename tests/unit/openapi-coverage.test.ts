// Each operation is declared once: every route in app/**/route.ts serves a declaration (lib/<domain>/operations/)
// whose method and path are the route's, the registry holds exactly those declarations, nothing else declares an
// operation, the route wrappers take nothing but a declaration, and /openapi.json is built from the registry only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { operations, openApiDocument, TAGS } from '../../lib/operations/registry.ts';
import { buildOpenApiDocument } from '../../lib/openapi/build-document.ts';
import { pathParamNames, type Operation, type RouteHandler } from '../../lib/http/operation.ts';
import { withXs2a } from '../../lib/http/pipeline.ts';
import { withPortal } from '../../lib/portal/with-portal.ts';
import { withPlain } from '../../lib/http/with-plain.ts';
import { jsonSchema } from '../../lib/openapi/build-document.ts';
import type { FallbackHandler } from '../../lib/http/route-fallbacks.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const root = process.cwd();
const appDir = join(root, 'app');

function files(dir: string, match: (name: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') files(p, match, out);
    } else if (match(name)) out.push(p);
  }
  return out;
}

/** The URL path template of a route file: route groups dropped, [x] → {x}, [...x] → {...x}. */
function routePath(file: string): string {
  const segments = relative(appDir, file).split(sep).slice(0, -1).filter((s) => !/^\(.*\)$/.test(s) && !s.startsWith('@'));
  return `/${segments.map((s) => s.replace(/^\[\[?(\.\.\.)?([^\]]+)\]\]?$/, (_, dots: string | undefined, name: string) => `{${dots ?? ''}${name}}`)).join('/')}`;
}

const routeFiles = files(appDir, (n) => /^route\.(ts|tsx|js)$/.test(n));
const routes = await Promise.all(
  routeFiles.map(async (file) => {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const exported = Object.entries(mod).filter(([name]) => METHODS.includes(name)) as [string, Partial<RouteHandler & FallbackHandler>][];
    // Fallbacks (lib/http/route-fallbacks.ts) answer what no declaration serves: 405 for other methods, 404 for paths.
    const handlers = exported.filter(([, h]) => !h.fallback);
    const fallbacks = exported.filter(([, h]) => h.fallback).map(([name]) => name);
    return { file: relative(root, file), path: routePath(file), handlers, fallbacks };
  }),
);
const served = routes.flatMap((r) => r.handlers.map(([method, handler]) => ({ method, handler, route: r })));

test('every /v1 route answers every method: a declaration, or a Berlin Group 405 with Allow (never Next\'s empty 405)', () => {
  const wrong = routes
    .filter((r) => r.path === '/v1' || r.path.startsWith('/v1/'))
    .flatMap((r) => {
      const all = [...r.handlers.map(([m]) => m), ...r.fallbacks].sort();
      return all.join() === ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'].join() || (r.path === '/v1/{...path}' && all.join() === 'DELETE,GET,PATCH,POST,PUT')
        ? []
        : [`${r.file}: ${all.join(', ')}`];
    });
  assert.deepEqual(wrong, []);
});
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

test('the route scan finds the known routes', () => {
  assert.ok(served.some((s) => s.method === 'GET' && s.route.path === '/health'));
  assert.ok(served.some((s) => s.method === 'PUT' && s.route.path === '/v1/tpp-contacts'));
  assert.ok(served.some((s) => s.method === 'DELETE' && s.route.path === '/api/portal/sandbox/{...path}'));
});

test('every exported method handler of a route carries a declaration of that method and the route\'s path', () => {
  const wrong = served.flatMap(({ method, handler, route }) => {
    const op = handler.operation;
    if (!op) return [`${method} ${route.path} (${route.file}): no declaration`];
    if (op.method !== method || op.path !== route.path) return [`${method} ${route.path} (${route.file}) serves ${key(op)}`];
    return [];
  });
  assert.deepEqual(wrong, []);
});

test('path parameters are declared under the names of the route folders', () => {
  const wrong = operations.flatMap((op) => {
    const names = pathParamNames(op.path);
    if (op.kind === 'plain') return [];
    if (!names.length) return op.params ? [`${key(op)}: params without path parameters`] : [];
    const declared = op.params ? Object.keys((jsonSchema(op.params, 'input').properties ?? {}) as object) : [];
    return declared.sort().join() === [...names].sort().join() ? [] : [`${key(op)}: params ${declared.join(', ') || 'none'}`];
  });
  assert.deepEqual(wrong, []);
});

test('the registry holds exactly the declarations the routes serve, each (method, path) once', () => {
  const used = new Set(served.map((s) => s.handler.operation));
  const registered = new Set<Operation>(operations);
  assert.deepEqual(operations.filter((op) => !used.has(op)).map(key), [], 'registered but served by no route');
  assert.deepEqual(served.filter((s) => s.handler.operation && !registered.has(s.handler.operation)).map((s) => `${s.method} ${s.route.path}`), [], 'served but not in the registry');
  const seen = new Map<string, number>();
  for (const op of operations) seen.set(key(op), (seen.get(key(op)) ?? 0) + 1);
  assert.deepEqual([...seen].filter(([, n]) => n > 1).map(([k]) => k), [], 'declared twice');
});

test('operations are declared only in lib/<domain>/operations/', () => {
  const sources = [...files(join(root, 'lib'), (n) => /\.tsx?$/.test(n)), ...files(appDir, (n) => /\.tsx?$/.test(n))];
  const outside = sources
    .map((file) => relative(root, file))
    .filter((file) => file !== join('lib', 'http', 'operation.ts') && !/^lib\/[^/]+\/operations\//.test(file.split(sep).join('/')))
    .filter((file) => /\bdefine(?:Portal|Plain)?Operation\s*\(/.test(readFileSync(join(root, file), 'utf8')));
  assert.deepEqual(outside, []);
});

test('route files are one line per method: the wrappers take a declaration, never an inline handler or options', () => {
  const wrong = routeFiles.flatMap((file) => {
    const code = readFileSync(file, 'utf8')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/^import .*$/gm, '')
      .replace("export const dynamic = 'force-dynamic';", '')
      .replace(/^export const \{ [A-Z, ]+ \} = (?:otherMethods\(('[A-Z]+'(?:, )?)+\)|unknownPath\(\));$/gm, '');
    const statements = code.split('\n').map((l) => l.trim()).filter(Boolean);
    return statements.filter((s) => !/^export const [A-Z]+ = with(?:Xs2a|Portal|Plain)\([\w.]+(?:\['[\w-]+'\])?\);$/.test(s)).map((s) => `${relative(root, file)}: ${s}`);
  });
  assert.deepEqual(wrong, []);
});

// Type level: a wrapper accepts nothing but a declaration (defineOperation and its siblings brand them).
export function typeLevelChecks(): void {
  // @ts-expect-error an inline handler is not a declaration
  withXs2a(async () => null);
  // @ts-expect-error an object literal is not a declaration, even with every field
  withXs2a({ kind: 'xs2a', method: 'GET', path: '/v1/x', tag: 'Service', summary: 'x', responses: {}, handler: async () => null });
  // @ts-expect-error an inline handler is not a declaration
  withPortal(async () => null);
  // @ts-expect-error an inline handler is not a declaration
  withPlain(async () => new Response());
}

test('/openapi.json is the registry\'s document; every published operation in it is a declaration', async () => {
  const route = served.find((s) => s.method === 'GET' && s.route.path === '/openapi.json')!;
  const res = await (route.handler as RouteHandler)(new Request('http://localhost/openapi.json'));
  const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
  assert.equal(doc.openapi, '3.1.0');
  assert.deepEqual(doc, JSON.parse(JSON.stringify(buildOpenApiDocument(operations, TAGS))));
  assert.deepEqual(doc, JSON.parse(JSON.stringify(openApiDocument())));
  const inDoc = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort();
  assert.deepEqual(inDoc, operations.filter((op) => !op.internal).map(key).sort());
  const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  const imports = [...readFileSync(join(root, 'lib/openapi/build-document.ts'), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
  assert.deepEqual(imports.filter((m) => !/^(zod|\.\.\/http\/|\.\.\/schemas\/|\.\.\/errors\.ts$|\.\/[a-z-]+\.ts$)/.test(m ?? '')), [], 'build-document.ts reads no declarations of its own');
});
