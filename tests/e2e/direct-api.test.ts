// The API's direct path (scripts/server-api.mjs) answers exactly as Next.js does: the same requests to a server with
// it (the default) and to one without it (DIRECT_API=off) on the same data get the same status, headers and body —
// successes, every kind of rejection, HEAD, OPTIONS, unknown paths and methods, a streamed body over the limit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { rawExchange } from './raw-http.ts';

let direct: RunningServer;
let viaNext: RunningServer;
let cert: { keyPem: string; certPem: string };

before(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-direct-'));
  direct = await startServer({}, { dataDir });
  viaNext = await startServer({ DIRECT_API: 'off' }, { dataDir });
  cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI', 'PSP_PI'] });
});

after(async () => {
  await Promise.all([direct?.stop(), viaNext?.stop()]);
});

interface Exchange {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sign the request (default true). */
  signed?: boolean;
  /** Send the body as a stream of this many 64 KiB chunks, without Content-Length. */
  streamChunks?: number;
}

/** Headers that differ per response or per transport, not per answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'vary', 'x-request-id']);

async function exchange(server: RunningServer, e: Exchange) {
  const headers = e.signed === false ? { ...(e.headers ?? {}) } : signRequest({ method: e.method, url: e.path, headers: e.headers ?? {}, body: e.body, ...cert }).headers;
  let body: BodyInit | undefined = e.body;
  if (e.streamChunks) {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    body = new ReadableStream({ pull: (c) => (sent++ < e.streamChunks! ? c.enqueue(chunk) : c.close()) });
  }
  const res = await fetch(server.baseUrl + e.path, { method: e.method, headers, body, redirect: 'manual', ...(e.streamChunks ? { duplex: 'half' } : {}) } as RequestInit);
  const requestId = (headers as Record<string, string>)['X-Request-ID'];
  const text = (await res.text()).split(requestId ?? '\u0000').join('<request-id>');
  const kept = [...res.headers].filter(([k]) => !TRANSPORT.has(k)).sort(([a], [b]) => a.localeCompare(b));
  return { status: res.status, headers: kept, text, vary: res.headers.get('vary') };
}

const CASES: [string, Exchange][] = [
  ['a list (200)', { method: 'GET', path: '/v1/sandbox/customers?withAccounts=true' }],
  ['HEAD of it (200, no body)', { method: 'HEAD', path: '/v1/sandbox/customers' }],
  ['an unsigned request (400 SIGNATURE_MISSING)', { method: 'GET', path: '/v1/sandbox/customers', headers: { 'X-Request-ID': crypto.randomUUID() }, signed: false }],
  ['no consent (AIS without PSU-ID)', { method: 'GET', path: '/v1/accounts' }],
  ['an invalid body (400 FORMAT_ERROR)', { method: 'POST', path: '/v1/sandbox/customers', headers: { 'Content-Type': 'application/json' }, body: '{"customerNumber":"x"}' }],
  ['a body that is not JSON', { method: 'POST', path: '/v1/sandbox/customers', headers: { 'Content-Type': 'application/json' }, body: '{"customerNumber":' }],
  ['an unknown resource (404)', { method: 'GET', path: '/v1/sandbox/accounts/no%20such' }],
  ['an unknown path (404 RESOURCE_UNKNOWN)', { method: 'GET', path: '/v1/no/such/path' }],
  ['/v1 itself', { method: 'GET', path: '/v1' }],
  ['a method the resource does not serve (405 with Allow)', { method: 'DELETE', path: '/v1/accounts' }],
  ['OPTIONS (204 with Allow)', { method: 'OPTIONS', path: '/v1/accounts', signed: false }],
  ['a trailing slash (Next.js redirects)', { method: 'GET', path: '/v1/accounts/', signed: false }],
  ['an escaped letter in a path', { method: 'GET', path: '/v1/%61ccounts', signed: false }],
  ['an escaped slash in a resource id', { method: 'GET', path: '/v1/sandbox/accounts/a%2Fb' }],
  ['a streamed body over the size limit', { method: 'POST', path: '/v1/sandbox/customers', headers: { 'Content-Type': 'application/json' }, streamChunks: 200 }],
];

for (const [name, e] of CASES) {
  test(`direct and through Next.js alike: ${name}`, async () => {
    const a = await exchange(direct, e);
    const b = await exchange(viaNext, e);
    assert.equal(a.status, b.status, `${a.text}\n${b.text}`);
    assert.deepEqual(a.headers, b.headers);
    assert.equal(a.text, b.text);
  });
}

test('the direct path is the one that answered (Next.js adds its router Vary header; the direct path has none to add)', async () => {
  const a = await exchange(direct, { method: 'GET', path: '/v1/sandbox/customers' });
  const b = await exchange(viaNext, { method: 'GET', path: '/v1/sandbox/customers' });
  assert.equal(a.status, 200);
  assert.equal(a.vary, null);
  assert.match(b.vary ?? '', /rsc/);
  // Pages and the probes still go through Next.js on the direct server.
  const health = await fetch(`${direct.baseUrl}/health`);
  assert.match(health.headers.get('vary') ?? '', /rsc/);
});

test('odd request targets on the wire (absolute form, dot segments, escaped dots, doubled slashes) get the same answers', async () => {
  const targets = ['http://bank.example/v1/accounts', '/v1/./accounts', '/v1/x/../accounts', '/v1/%2e%2e/v1/accounts', '//v1/accounts', '/v1//accounts'];
  for (const target of targets) {
    const ask = (s: RunningServer) => rawExchange(Number(new URL(s.baseUrl).port), `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const [a, b] = await Promise.all([ask(direct), ask(viaNext)]);
    assert.ok(a && b, target);
    assert.equal(a.status, b.status, `${target}: ${a.body} / ${b.body}`);
    assert.equal(a.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''), b.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''), target);
  }
});

test('a body the handler never reads does not block the connection: the next requests on it are answered', async () => {
  // fetch keeps the connection alive and reuses it; the unread 200 KB must be skipped, not parsed as the next request.
  for (const server of [direct, viaNext]) {
    for (let i = 0; i < 3; i++) {
      const r = await exchange(server, { method: 'POST', path: '/v1/accounts', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(200_000) }) });
      assert.equal(r.status, 405);
    }
    const ok = await exchange(server, { method: 'GET', path: '/v1/sandbox/customers' });
    assert.equal(ok.status, 200);
  }
});
