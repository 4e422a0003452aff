// Dispatches a Request to the app's route handlers in-process, matching app/**/route.ts like Next.js does.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AsyncLocalStorage } from 'node:async_hooks';
import { getConfig } from '../../lib/config.ts';
import type { RequestContext } from '../../lib/server/request-context.ts';

// The HTTP server's own helpers (plain JS), imported by path so TypeScript does not look for types.
const serverHttpPath = '../../scripts/server-http.mjs';
const { clientAddress } = (await import(serverHttpPath)) as {
  clientAddress(socket: string | undefined, xff: string | undefined, trustProxy: number): string;
};

interface RouteEntry {
  file: string;
  pattern: RegExp;
  names: string[];
  catchAll: boolean[];
  specificity: number;
}

const appDir = join(process.cwd(), 'app');
let routes: RouteEntry[] | null = null;

function scan(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) scan(p, out);
    else if (name === 'route.ts') out.push(p);
  }
  return out;
}

function compile(file: string): RouteEntry {
  const segments = relative(appDir, file).split(sep).slice(0, -1).filter((s) => !/^\(.*\)$/.test(s));
  const names: string[] = [];
  const catchAll: boolean[] = [];
  let specificity = 0;
  let source = '';
  for (const s of segments) {
    const m = /^\[(\[)?(\.\.\.)?(\w+)\]\]?$/.exec(s);
    if (!m) {
      specificity += 100;
      source += `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    names.push(m[3]!);
    catchAll.push(Boolean(m[2]));
    specificity += m[2] ? 1 : 10;
    // [[...x]] (optional catch-all) also matches the folder itself.
    source += m[1] ? '(?:/(.+))?' : m[2] ? '/(.+)' : '/([^/]+)';
  }
  return { file, pattern: new RegExp(`^${source}/?$`), names, catchAll, specificity };
}

/** The route module and params for a path, or null. */
export function matchRoute(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
  routes ??= scan(appDir).map(compile).sort((a, b) => b.specificity - a.specificity);
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string | string[]> = {};
    r.names.forEach((n, i) => {
      if (m[i + 1] === undefined) return;
      const v = decodeURIComponent(m[i + 1]!);
      params[n] = r.catchAll[i] ? v.split('/') : v;
    });
    return { file: r.file, params };
  }
  return null;
}

/** The request context store the server (scripts/server-worker.mjs) keeps on globalThis; the same one here. */
const contexts = ((globalThis as Record<symbol, unknown>)[Symbol.for('openbank.request-context')] ??= new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

/**
 * Handles a request like the server would: inside the request context (raw target, client address from the socket —
 * `socketAddress`, loopback unless a test says — or X-Forwarded-For behind TRUST_PROXY proxies), routed to a route
 * handler like Next.js does.
 */
export async function dispatch(request: Request, socketAddress = '127.0.0.1'): Promise<Response> {
  const url = new URL(request.url);
  const context: RequestContext = {
    rawTarget: url.pathname + url.search,
    prefix: '',
    remoteAddress: clientAddress(socketAddress, request.headers.get('x-forwarded-for') ?? undefined, getConfig().trustProxy),
    startedAt: Date.now(),
  };
  return contexts.run(context, () => route(request, url.pathname));
}

/** Route modules by file: a dynamic import() per request goes through the loader hooks (tsx) every time. */
const modules = new Map<string, Promise<Record<string, unknown>>>();

async function route(request: Request, pathname: string): Promise<Response> {
  const match = matchRoute(pathname);
  if (!match) return new Response('Not Found', { status: 404 });
  let loading = modules.get(match.file);
  if (!loading) modules.set(match.file, (loading = import(pathToFileURL(match.file).href) as Promise<Record<string, unknown>>));
  const mod = await loading;
  const handler = mod[request.method];
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  // Like Next.js, a route without dynamic segments gets no params.
  const params = Object.keys(match.params).length ? Promise.resolve(match.params) : undefined;
  return (handler as (r: Request, c: unknown) => Promise<Response>)(request, { params });
}
