// scripts/server-http.mjs and scripts/server-config.mjs: what the HTTP server decides before Next.js sees a request,
// and the server's environment agreeing with lib/config.ts (the two read the same variables).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { parseConfig } from '../../lib/config.ts';

interface Route {
  target: string;
  prefix: string;
  api: boolean;
  foreignPrefix: string | null;
}
interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
  close?: boolean;
}
interface ServerConfig {
  mode: string;
  port: number;
  webConcurrency: number;
  shutdownTimeoutMs: number;
  trustProxy: number;
  maxApiBodyBytes: number;
  maxPortalBodyBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  maxConcurrentRequests: number;
  directApi: boolean;
}
// Plain JS modules (the server has no compile step): imported by path so TypeScript does not look for types.
const httpPath = '../../scripts/server-http.mjs';
const configPath = '../../scripts/server-config.mjs';
const http = (await import(httpPath)) as {
  routeTarget(raw: string, mode: string): Route;
  refusal(req: { method: string; headers: Record<string, string> }, route: Route, config: ServerConfig): Answer | null;
  clientAddress(socket: string | undefined, xff: string | undefined, trustProxy: number): string;
  stripForwardedHeaders(req: { headers: Record<string, string>; rawHeaders: string[] }): void;
  clientErrorAnswer(err: { code: string }, config: ServerConfig): Answer | null;
  rawAnswer(answer: Answer): string;
};
const { readServerConfig } = (await import(configPath)) as { readServerConfig(env: Record<string, string | undefined>): ServerConfig };

test('the platform prefix of the mode is served as /v1; the other mode\'s is marked; /v1 stays', () => {
  assert.deepEqual(http.routeTarget('/api-sandbox/v1/accounts?x=%7e', 'sandbox'), { target: '/v1/accounts?x=%7e', prefix: '/api-sandbox', api: true, foreignPrefix: null });
  assert.deepEqual(http.routeTarget('/api-sandbox/v1', 'sandbox'), { target: '/v1', prefix: '/api-sandbox', api: true, foreignPrefix: null });
  assert.deepEqual(http.routeTarget('/api/v1/accounts', 'production'), { target: '/v1/accounts', prefix: '/api', api: true, foreignPrefix: null });
  assert.deepEqual(http.routeTarget('/api/v1/accounts', 'sandbox'), { target: '/api/v1/accounts', prefix: '', api: true, foreignPrefix: '/api' });
  assert.deepEqual(http.routeTarget('/api-sandbox/v1/x', 'production'), { target: '/api-sandbox/v1/x', prefix: '', api: true, foreignPrefix: '/api-sandbox' });
  assert.deepEqual(http.routeTarget('/v1/accounts', 'production'), { target: '/v1/accounts', prefix: '', api: true, foreignPrefix: null });
  // Not a prefix: the portal's own /api routes, look-alikes, a query that merely mentions a prefix.
  for (const raw of ['/api/portal/account', '/api/auth/signin', '/api-sandbox/v10', '/api/v1x', '/signin?next=/api-sandbox/v1/a', '/']) {
    assert.equal(http.routeTarget(raw, 'sandbox').target, raw, raw);
    assert.equal(http.routeTarget(raw, 'sandbox').foreignPrefix, null, raw);
  }
  assert.equal(http.routeTarget('/api/portal/account', 'sandbox').api, false);
});

const config = readServerConfig({ MAX_API_BODY_BYTES: '100', MAX_PORTAL_BODY_BYTES: '10' });

test('refusals: other methods 405 with Allow, the other prefix 404, announced bodies over the limit 413', () => {
  const route = (raw: string) => http.routeTarget(raw, 'sandbox');
  for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
    const a = http.refusal({ method, headers: {} }, route('/v1/accounts'), config);
    assert.equal(a?.status, 405);
    assert.equal(a?.headers?.Allow, 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    assert.deepEqual(JSON.parse(a!.body), { tppMessages: [{ category: 'ERROR', code: 'SERVICE_INVALID', text: `Method ${method} is not supported; use one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS` }] });
  }
  const foreign = http.refusal({ method: 'GET', headers: {} }, route('/api/v1/accounts'), config);
  assert.equal(foreign?.status, 404);
  assert.deepEqual(JSON.parse(foreign!.body).tppMessages[0].code, 'RESOURCE_UNKNOWN');
  assert.equal(http.refusal({ method: 'POST', headers: { 'content-length': '100' } }, route('/v1/x'), config), null);
  const big = http.refusal({ method: 'POST', headers: { 'content-length': '101' } }, route('/api-sandbox/v1/x'), config);
  assert.equal(big?.status, 413);
  assert.deepEqual(JSON.parse(big!.body), { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: 'Request body of 101 bytes exceeds the limit of 100 bytes' }] });
  assert.equal(http.refusal({ method: 'POST', headers: { 'content-length': '11' } }, route('/api/portal/account'), config)?.status, 413);
  assert.equal(http.refusal({ method: 'POST', headers: { 'content-length': '10' } }, route('/api/portal/account'), config), null);
});

test('client address: the socket\'s unless proxies are trusted; then n hops left of the socket in X-Forwarded-For', () => {
  assert.equal(http.clientAddress('::ffff:10.0.0.5', '203.0.113.9', 0), '10.0.0.5');
  assert.equal(http.clientAddress('10.0.0.5', '203.0.113.9', 1), '203.0.113.9');
  // A client-written entry left of the proxy's is not believed with one trusted proxy.
  assert.equal(http.clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9', 1), '203.0.113.9');
  assert.equal(http.clientAddress('10.0.0.5', '203.0.113.9, 10.0.0.4', 2), '203.0.113.9');
  assert.equal(http.clientAddress('10.0.0.5', '203.0.113.9', 5), '203.0.113.9');
  assert.equal(http.clientAddress('10.0.0.5', undefined, 1), '10.0.0.5');
});

test('forwarding headers are removed from headers and rawHeaders', () => {
  const req = {
    headers: { host: 'bank.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4', forwarded: 'for=1.2.3.4' },
    rawHeaders: ['Host', 'bank.example', 'X-Forwarded-Host', 'evil.example', 'X-Forwarded-Proto', 'https', 'x-forwarded-for', '1.2.3.4', 'Forwarded', 'for=1.2.3.4'],
  };
  http.stripForwardedHeaders(req);
  assert.deepEqual(req.headers, { host: 'bank.example' });
  assert.deepEqual(req.rawHeaders, ['Host', 'bank.example']);
});

test('parser errors and timeouts get JSON answers; resets get none', () => {
  assert.equal(http.clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, config)?.status, 408);
  assert.equal(http.clientErrorAnswer({ code: 'HPE_INVALID_METHOD' }, config)?.status, 405);
  assert.equal(http.clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' }, config)?.status, 431);
  assert.equal(http.clientErrorAnswer({ code: 'HPE_INVALID_HEADER_TOKEN' }, config)?.status, 400);
  assert.equal(http.clientErrorAnswer({ code: 'ECONNRESET' }, config), null);
  const raw = http.rawAnswer({ status: 408, body: '{"a":1}' });
  assert.match(raw, /^HTTP\/1\.1 408 Request Timeout\r\nContent-Type: application\/json\r\nCache-Control: no-store\r\nContent-Length: 7\r\nConnection: close\r\n\r\n\{"a":1\}$/);
});

test('the server reads the same variables, defaults and rules as lib/config.ts', () => {
  const envs: Record<string, string>[] = [
    {},
    { DATABASE_URL: 'postgresql://u@h/db' },
    { WEB_CONCURRENCY: '3', SHUTDOWN_TIMEOUT_MS: '2500', TRUST_PROXY: '1', MAX_API_BODY_BYTES: '1000', MAX_PORTAL_BODY_BYTES: '500', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', PORT: '8080', MAX_CONCURRENT_REQUESTS: '0' },
    { MAX_CONCURRENT_REQUESTS: '3' },
    { DIRECT_API: 'off' },
    { DIRECT_API: 'on' },
  ];
  const keys = ['port', 'webConcurrency', 'shutdownTimeoutMs', 'trustProxy', 'maxApiBodyBytes', 'maxPortalBodyBytes', 'headersTimeoutMs', 'requestTimeoutMs', 'maxConcurrentRequests', 'mode', 'directApi'] as const;
  for (const env of envs) {
    const server = readServerConfig(env);
    const app = parseConfig(env);
    for (const k of keys) assert.equal(server[k], app[k], `${k} for ${JSON.stringify(env)}`);
  }
  assert.equal(readServerConfig({}).webConcurrency, 1, 'SQLite: one process');
  assert.equal(readServerConfig({ DATABASE_URL: 'postgresql://u@h/db' }).webConcurrency, availableParallelism());
  assert.equal(readServerConfig({}).maxApiBodyBytes, 4 * 1024 * 1024);
  assert.equal(readServerConfig({}).maxPortalBodyBytes, 1024 * 1024);
  assert.equal(readServerConfig({}).maxConcurrentRequests, 8);
  assert.equal(readServerConfig({}).directApi, true);
  for (const bad of [{ DIRECT_API: '0' }, { DIRECT_API: 'yes' }, { WEB_CONCURRENCY: '0' }, { SHUTDOWN_TIMEOUT_MS: 'soon' }, { TRUST_PROXY: 'yes' }, { HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }, { MAX_CONCURRENT_REQUESTS: '-1' }, { MAX_CONCURRENT_REQUESTS: 'many' }]) {
    assert.throws(() => readServerConfig(bad), /Invalid configuration/, JSON.stringify(bad));
    assert.throws(() => parseConfig(bad), /Invalid configuration/, JSON.stringify(bad));
  }
});
