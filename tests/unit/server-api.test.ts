// scripts/server-api.mjs: the direct path to the API's route handlers reads Next's route table from the build and
// matches like Next.js (static routes first, then dynamic ones in the manifest's order, params decoded, a catch-all
// as an array); only /v1 goes direct, and no path a URL parser would rewrite; handlers load once, HEAD runs GET; the response is written whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Route { page: string }
interface DirectRoutes {
  size: number;
  match(path: string): { route: Route; params: Record<string, string | string[]> | undefined } | null;
  handlerFor(route: Route, method: string): Promise<((r: Request, c: unknown) => Promise<Response>) | null>;
  configHeaders(path: string): { key: string; value: string }[];
}
const apiPath = '../../scripts/server-api.mjs';
const { loadDirectRoutes, webRequest, sendWebResponse } = (await import(apiPath)) as {
  loadDirectRoutes(root: string): DirectRoutes | null;
  webRequest(req: IncomingMessage, origin: string): Request;
  sendWebResponse(res: ServerResponse, response: Response, extra: { key: string; value: string }[], method: string): Promise<void>;
};

/** A build directory with the two manifests Next.js writes and CommonJS route modules like Turbopack's. */
function fixtureBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'openbank-direct-'));
  const server = join(root, '.next', 'server');
  const dynamic = (page: string, named: string, keys: string[]) => ({ page, regex: named.replace(/\?<[^>]+>/g, ''), routeKeys: Object.fromEntries(keys.map((k) => [`nxtP${k}`, `nxtP${k}`])), namedRegex: named });
  const manifest = {
    staticRoutes: [
      { page: '/v1/accounts', regex: '^/v1/accounts(?:/)?$', routeKeys: {}, namedRegex: '^/v1/accounts(?:/)?$' },
      { page: '/health', regex: '^/health(?:/)?$', routeKeys: {}, namedRegex: '^/health(?:/)?$' },
      { page: '/docs', regex: '^/docs(?:/)?$', routeKeys: {}, namedRegex: '^/docs(?:/)?$' },
    ],
    dynamicRoutes: [
      dynamic('/v1/accounts/[accountId]/transactions/[transactionId]', '^/v1/accounts/(?<nxtPaccountId>[^/]+?)/transactions/(?<nxtPtransactionId>[^/]+?)(?:/)?$', ['accountId', 'transactionId']),
      dynamic('/v1/accounts/[accountId]', '^/v1/accounts/(?<nxtPaccountId>[^/]+?)(?:/)?$', ['accountId']),
      dynamic('/v1/[[...path]]', '^/v1(?:/(?<nxtPpath>.+?))?(?:/)?$', ['path']),
    ],
    headers: [
      { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }], regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' },
      { source: '/((?!sca/).*)', headers: [{ key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' }], regex: '^(?:/((?!sca/).*))(?:/)?$' },
    ],
  };
  const appPaths: Record<string, string> = {};
  const routeFile = (page: string, methods: string[]) => {
    const file = `app${page}/route.js`;
    appPaths[`${page}/route`] = file;
    mkdirSync(join(server, 'app', page), { recursive: true });
    const handlers = methods.map((m) => `${m}: async (request, ctx) => Response.json({ page: ${JSON.stringify(page)}, method: request.method, params: ctx && ctx.params ? await ctx.params : null, body: request.body ? await request.text() : null }, { headers: { 'x-route': 'yes' } })`);
    // Like Next 16's AppRouteRouteModule: `userland` throws until `ensureUserland()` has loaded it.
    writeFileSync(join(server, file), `globalThis.__loads = (globalThis.__loads || 0) + 1;
let loaded = false;
const userland = { ${handlers.join(',\n')} };
exports.routeModule = { async ensureUserland() { loaded = true; }, get userland() { if (!loaded) throw new Error('still loading'); return userland; } };`);
  };
  routeFile('/v1/accounts', ['GET', 'POST']);
  routeFile('/v1/accounts/[accountId]', ['GET']);
  routeFile('/v1/accounts/[accountId]/transactions/[transactionId]', ['GET']);
  routeFile('/v1/[[...path]]', ['GET', 'POST']);
  routeFile('/health', ['GET']);
  appPaths['/(portal)/docs/page'] = 'app/(portal)/docs/page.js';
  writeFileSync(join(root, '.next', 'routes-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(server, 'app-paths-manifest.json'), JSON.stringify(appPaths));
  return root;
}

test('no build (no manifests): nothing goes direct', () => {
  assert.equal(loadDirectRoutes(mkdtempSync(join(tmpdir(), 'openbank-direct-'))), null);
});

test('only /v1 route handlers go direct; static before dynamic; params decoded; a catch-all as an array', () => {
  const routes = loadDirectRoutes(fixtureBuild())!;
  assert.equal(routes.size, 4, 'the /v1 route handlers; not /health (a probe), not the /docs page');
  const cases: [string, string | null, unknown][] = [
    ['/v1/accounts', '/v1/accounts', undefined],
    ['/v1/accounts/acc%201', '/v1/accounts/[accountId]', { accountId: 'acc 1' }],
    ['/v1/accounts/a/transactions/t%2Fx', '/v1/accounts/[accountId]/transactions/[transactionId]', { accountId: 'a', transactionId: 't/x' }],
    ['/v1/accounts/a/balances/x', '/v1/[[...path]]', { path: ['accounts', 'a', 'balances', 'x'] }],
    ['/v1', '/v1/[[...path]]', {}],
    ['/v1/no%20such', '/v1/[[...path]]', { path: ['no such'] }],
    // Next.js redirects a trailing slash, answers malformed escapes itself and serves everything outside /v1.
    ['/v1/accounts/', null, null],
    ['/v1/accounts/%E0%A4%A', null, null],
    // A URL parser would rewrite these (and Next.js routes what it makes of them): left to Next.js.
    ['/v1/./accounts', null, null],
    ['/v1/x/../accounts', null, null],
    ['/v1/%2E%2e/accounts', null, null],
    ['/v1\\accounts', null, null],
    ['/v1//accounts', null, null],
    ['/v1/accounts/a.b', '/v1/accounts/[accountId]', { accountId: 'a.b' }],
    ['/health', null, null],
    ['/docs', null, null],
    ['/v10/accounts', null, null],
  ];
  for (const [path, page, params] of cases) {
    const m = routes.match(path);
    assert.equal(m?.route.page ?? null, page, path);
    if (m) assert.deepEqual(m.params, params, path);
  }
});

test('handlers load once (after ensureUserland); HEAD runs GET; a method the route does not export is left to Next.js', async () => {
  const routes = loadDirectRoutes(fixtureBuild())!;
  const before = (globalThis as { __loads?: number }).__loads ?? 0;
  const route = routes.match('/v1/accounts')!.route;
  const [get, head, post, put] = await Promise.all(['GET', 'HEAD', 'POST', 'PUT'].map((m) => routes.handlerFor(route, m)));
  assert.equal(typeof get, 'function');
  assert.equal(head, get);
  assert.equal(typeof post, 'function');
  assert.equal(put, null);
  await routes.handlerFor(route, 'GET');
  assert.equal(((globalThis as { __loads?: number }).__loads ?? 0) - before, 1);
});

test('next.config.js headers() apply by path, as Next.js applies them', () => {
  const routes = loadDirectRoutes(fixtureBuild())!;
  assert.deepEqual(routes.configHeaders('/v1/accounts'), [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ]);
  assert.deepEqual(routes.configHeaders('/sca/x'), [{ key: 'X-Frame-Options', value: 'DENY' }]);
});

test('over HTTP: headers, body and params reach the handler; status, headers, cookies and body come back; HEAD has no body', async () => {
  const routes = loadDirectRoutes(fixtureBuild())!;
  const server = createServer(async (req, res) => {
    const path = req.url!.split('?')[0]!;
    const m = routes.match(path)!;
    if (path === '/v1/cookies') {
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return sendWebResponse(res, new Response('ok', { status: 201, headers }), [], req.method!);
    }
    const handler = (await routes.handlerFor(m.route, req.method!))!;
    const response = await handler(webRequest(req, 'http://127.0.0.1'), { params: m.params ? Promise.resolve(m.params) : undefined });
    await sendWebResponse(res, response, routes.configHeaders(path), req.method!);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const post = await fetch(`${base}/v1/accounts?x=1`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    assert.equal(post.status, 200);
    assert.equal(post.headers.get('x-route'), 'yes');
    assert.equal(post.headers.get('x-frame-options'), 'DENY');
    assert.equal(post.headers.get('content-length'), String((await post.clone().arrayBuffer()).byteLength));
    assert.deepEqual(await post.json(), { page: '/v1/accounts', method: 'POST', params: null, body: '{"a":1}' });

    const get = await fetch(`${base}/v1/accounts/x%20y`);
    assert.deepEqual(await get.json(), { page: '/v1/accounts/[accountId]', method: 'GET', params: { accountId: 'x y' }, body: null });

    const head = await fetch(`${base}/v1/accounts`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('x-route'), 'yes');
    assert.equal(await head.text(), '');

    const cookies = await fetch(`${base}/v1/cookies`);
    assert.equal(cookies.status, 201);
    assert.deepEqual(cookies.headers.getSetCookie(), ['a=1', 'b=2']);
    assert.equal(await cookies.text(), 'ok');
  } finally {
    server.close();
  }
});
