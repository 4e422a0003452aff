// Dispatches a Request to the app's route handlers in-process, matching app/**/route.ts like Next.js does.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  const parts = segments.map((s) => {
    const m = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
    if (!m) {
      specificity += 100;
      return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    names.push(m[2]!);
    catchAll.push(Boolean(m[1]));
    specificity += m[1] ? 1 : 10;
    return m[1] ? '(.+)' : '([^/]+)';
  });
  return { file, pattern: new RegExp(`^/${parts.join('/')}/?$`), names, catchAll, specificity };
}

/** The route module and params for a path, or null. */
export function matchRoute(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
  routes ??= scan(appDir).map(compile).sort((a, b) => b.specificity - a.specificity);
  for (const r of routes) {
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string | string[]> = {};
    r.names.forEach((n, i) => {
      const v = decodeURIComponent(m[i + 1]!);
      params[n] = r.catchAll[i] ? v.split('/') : v;
    });
    return { file: r.file, params };
  }
  return null;
}

/** Handles a request like the Next.js server would route it to a route handler. */
export async function dispatch(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const match = matchRoute(pathname);
  if (!match) return new Response('Not Found', { status: 404 });
  const mod = (await import(pathToFileURL(match.file).href)) as Record<string, unknown>;
  const handler = mod[request.method];
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  // Like Next.js, a route without dynamic segments gets no params.
  const params = Object.keys(match.params).length ? Promise.resolve(match.params) : undefined;
  return (handler as (r: Request, c: unknown) => Promise<Response>)(request, { params });
}
