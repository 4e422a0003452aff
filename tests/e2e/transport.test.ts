// What the HTTP server does before Next.js sees a request (issue 8, issue 11 #1): forged X-Forwarded-* ignored,
// methods outside the API's answered 405, oversized bodies 413 before reading them, stalled requests 408 in bounded
// time, the platform's path prefixes, and the request context reaching route handlers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSandboxCa, SANDBOX_CA_FILES } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi } from './portal-helpers.ts';
import { freshRequest, rawExchange } from './raw-http.ts';

const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** The sandbox server; `prod` runs in production mode behind one trusted proxy. */
let sandbox: RunningServer;
let prod: RunningServer;
let cert: { keyPem: string; certPem: string };

before(async () => {
  sandbox = await startServer({ LOG_LEVEL: 'info', HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
  const ca = await loadOrCreateSandboxCa(sandbox.dataDir);
  cert = await issueTppCertificate({ ca, organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI', 'PSP_PI'] });
  const prodDir = mkdtempSync(join(tmpdir(), 'openbank-prod-'));
  prod = await startServer({ XS2A_MODE: 'production', TRUSTED_CA_FILE: join(sandbox.dataDir, SANDBOX_CA_FILES.cert), TRUST_PROXY: '1', LOG_LEVEL: 'info' }, { dataDir: prodDir });
});

after(async () => Promise.all([sandbox?.stop(), prod?.stop()]));

const port = (s: RunningServer) => Number(new URL(s.baseUrl).port);
const errorBody = (code: string, text: string) => ({ tppMessages: [{ category: 'ERROR', code, text }] });

async function signedGet(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const signed = signRequest({ method: 'GET', url: path, ...cert });
  const res = await fetch(server.baseUrl + path, { headers: { ...signed.headers, ...headers } });
  return { status: res.status, body: (await res.json()) as any, requestId: signed.headers['X-Request-ID']! }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The pipeline's log line of a request (written inside the route handler; its pipe may trail the response a little). */
async function xs2aLine(server: RunningServer, requestId: string): Promise<Record<string, unknown> | undefined> {
  for (const deadline = Date.now() + 3_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    for (const line of server.output().split('\n')) {
      if (!line.includes(requestId)) continue;
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === 'xs2a') return entry;
    }
  }
  return undefined;
}

/** Cookies of a response as a Cookie header, merged into `jar`. */
function keepCookies(res: Response, jar: Map<string, string>): string {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair!.indexOf('=');
    jar.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

test('forged X-Forwarded-Host/-Proto do not move the portal\'s sign-in and sign-out redirects', async () => {
  const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Port': '443' };
  const real = sandbox.baseUrl;
  const signinPage = await fetch(`${real}/api/auth/signin`, { headers: forged, redirect: 'manual' });
  assert.equal(signinPage.status, 302);
  assert.equal(signinPage.headers.get('location'), `/signin?callbackUrl=${encodeURIComponent(real)}`);

  const account = newAccount('xfh');
  await registerViaApi(real, account);
  const jar = new Map<string, string>();
  const csrf = await fetch(`${real}/api/auth/csrf`, { headers: forged });
  let cookie = keepCookies(csrf, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = (fields: Record<string, string>) => ({ ...forged, cookie, 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() });
  const signIn = await fetch(`${real}/api/auth/callback/credentials`, {
    method: 'POST', redirect: 'manual', headers: form({}), body: new URLSearchParams({ csrfToken, email: account.email, password: account.password, callbackUrl: '/organisation' }).toString(),
  });
  assert.equal(signIn.status, 302);
  assert.equal(signIn.headers.get('location'), `${real}/organisation`);
  cookie = keepCookies(signIn, jar);
  assert.ok(jar.has('next-auth.session-token'), 'signed in');

  const signOut = await fetch(`${real}/api/auth/signout`, {
    method: 'POST', redirect: 'manual', headers: form({}), body: new URLSearchParams({ csrfToken, callbackUrl: '/' }).toString(),
  });
  assert.equal(signOut.status, 302);
  assert.equal(signOut.headers.get('location'), `${real}/`);
});

test('a forged X-Forwarded-For is not taken as the client address', async () => {
  const r = await signedGet(sandbox, '/v1/sandbox/customers', { 'X-Forwarded-For': '203.0.113.66' });
  assert.equal(r.status, 200);
  assert.equal((await xs2aLine(sandbox, r.requestId))?.remoteAddress, '127.0.0.1');
});

test('TRACE, CONNECT, PROPFIND and unknown methods answer 405 with Allow and a Berlin Group body', async () => {
  for (const path of ['/v1/accounts', '/api-sandbox/v1/accounts', '/signin']) {
    for (const method of ['TRACE', 'PROPFIND', 'BREW']) {
      const r = await rawExchange(port(sandbox), `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      assert.equal(r?.status, 405, `${method} ${path}`);
      assert.equal(r?.headers.allow, ALLOW);
      assert.equal(r?.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(r!.body), errorBody('SERVICE_INVALID', `Method ${method} is not supported; use one of ${ALLOW}`));
    }
  }
  const connect = await rawExchange(port(sandbox), 'CONNECT bank.example:443 HTTP/1.1\r\nHost: bank.example:443\r\n\r\n');
  assert.equal(connect?.status, 405);
  assert.equal(connect?.headers.allow, ALLOW);
  assert.deepEqual(JSON.parse(connect!.body), errorBody('SERVICE_INVALID', `Method CONNECT is not supported; use one of ${ALLOW}`));
});

test('a body announced over the limit answers 413 at once, before any of it is sent', async () => {
  const cases: [string, number][] = [
    ['/v1/consents', 4 * 1024 * 1024 + 1],
    ['/api-sandbox/v1/sandbox/accounts', 4 * 1024 * 1024 + 1],
    ['/api/portal/account', 1024 * 1024 + 1],
    ['/api/auth/callback/credentials', 1024 * 1024 + 1],
  ];
  for (const [path, length] of cases) {
    const r = await rawExchange(port(sandbox), `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`, 5_000);
    assert.equal(r?.status, 413, path);
    assert.ok(r!.ms < 2_000, `${path}: closed after ${r!.ms} ms`);
    const limit = path.startsWith('/api/') ? 1024 * 1024 : 4 * 1024 * 1024;
    assert.deepEqual(JSON.parse(r!.body), errorBody('FORMAT_ERROR', `Request body of ${length} bytes exceeds the limit of ${limit} bytes`));
  }
});

/** The resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** Streams up to `totalMb` MB of chunked body (no Content-Length) until the server answers; the bytes sent and the answer. */
function chunkedUpload(url: string, totalMb: number): Promise<{ status: number; body: string; sentMb: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentMb: sent / 2 ** 20 });
      });
    });
    req.on('error', (e) => (answered ? undefined : reject(e)));
    const pump = () => {
      while (!answered && sent < totalMb * 2 ** 20) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.write('{"pad":"');
    pump();
  });
}

test('a 200 MB chunked body (no Content-Length) is cut off at the limit: 413, and the server\'s memory stays flat', async () => {
  const before = rssMb(sandbox.pid);
  for (const [path, limit] of [['/v1/consents', 4 * 1024 * 1024], ['/api/portal/account', 1024 * 1024]] as const) {
    const r = await chunkedUpload(sandbox.baseUrl + path, 200);
    assert.equal(r.status, 413, `${path}: ${r.body}`);
    assert.ok(r.sentMb < 200, `${path}: the server read all ${r.sentMb} MB before answering`);
    assert.deepEqual(JSON.parse(r.body), errorBody('FORMAT_ERROR', `Request body is larger than the limit of ${limit} bytes`));
  }
  const grown = rssMb(sandbox.pid) - before;
  assert.ok(grown < 100, `RSS grew by ${grown.toFixed(0)} MB`);
  assert.equal((await fetch(`${sandbox.baseUrl}/health`)).status, 200);
});

test('a body that never arrives answers 408 within REQUEST_TIMEOUT_MS, headers that never end within HEADERS_TIMEOUT_MS', async () => {
  const [body, headers] = await Promise.all([
    rawExchange(port(sandbox), 'POST /v1/consents HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n', 15_000),
    rawExchange(port(sandbox), 'GET /v1/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 15_000),
  ]);
  const text = `The request did not arrive in full within ${REQUEST_TIMEOUT_MS / 1000} s (headers within ${HEADERS_TIMEOUT_MS / 1000} s)`;
  for (const [r, bound] of [[body, REQUEST_TIMEOUT_MS], [headers, HEADERS_TIMEOUT_MS]] as const) {
    assert.equal(r?.status, 408);
    assert.deepEqual(JSON.parse(r!.body), errorBody('FORMAT_ERROR', text));
    // Node checks the timeouts every min(1 s, HEADERS_TIMEOUT_MS / 4).
    assert.ok(r!.ms >= bound - 100 && r!.ms < bound + 2_000, `answered after ${r!.ms} ms (bound ${bound} ms)`);
  }
});

test('sandbox mode serves /api-sandbox/v1 as /v1; /api/v1 answers 404', async () => {
  const plain = await signedGet(sandbox, '/v1/sandbox/customers');
  const prefixed = await signedGet(sandbox, '/api-sandbox/v1/sandbox/customers');
  assert.equal(prefixed.status, 200);
  assert.deepEqual(prefixed.body.map((c: { customerNumber: string }) => c.customerNumber).sort(), plain.body.map((c: { customerNumber: string }) => c.customerNumber).sort());
  assert.equal(prefixed.body.length, 4);
  const foreign = await signedGet(sandbox, '/api/v1/sandbox/customers');
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, errorBody('RESOURCE_UNKNOWN', '/api/v1 is not served in sandbox mode; use /api-sandbox/v1 (or /v1)'));
});

test('production mode serves /api/v1 as /v1; /api-sandbox/v1 answers 404', async () => {
  const plain = await signedGet(prod, '/v1/accounts');
  const prefixed = await signedGet(prod, '/api/v1/accounts');
  assert.notEqual(plain.status, 404);
  assert.equal(prefixed.status, plain.status);
  assert.deepEqual(prefixed.body.tppMessages?.map((m: { code: string }) => m.code), plain.body.tppMessages?.map((m: { code: string }) => m.code));
  assert.equal((await xs2aLine(prod, prefixed.requestId))?.path, '/v1/accounts');
  const foreign = await signedGet(prod, '/api-sandbox/v1/accounts');
  assert.equal(foreign.status, 404);
  assert.deepEqual(foreign.body, errorBody('RESOURCE_UNKNOWN', '/api-sandbox/v1 is not served in production mode; use /api/v1 (or /v1)'));
});

test('the request context reaches route handlers: behind a trusted proxy the client address is X-Forwarded-For\'s', async () => {
  // TRUST_PROXY=1: the proxy appended the client's address; what the client wrote before it is not believed.
  const r = await signedGet(prod, '/api/v1/accounts', { 'X-Forwarded-For': '6.6.6.6, 198.51.100.23' });
  assert.equal((await xs2aLine(prod, r.requestId))?.remoteAddress, '198.51.100.23');
  // The trusted proxy's X-Forwarded-Host/-Proto are the portal's URL (the sandbox server above drops them).
  const signin = await freshRequest(`${prod.baseUrl}/api/auth/signin`, { headers: { 'X-Forwarded-Host': 'portal.bank.example', 'X-Forwarded-Proto': 'https' } });
  assert.equal(signin.headers.location, `/signin?callbackUrl=${encodeURIComponent('https://portal.bank.example')}`);
});

// The pipeline verifies against getRequestContext().rawTarget and prefixes links; the portal refuses opaque origins.
test('(request-target) is verified against the target as sent, prefix and encoding included', async () => {
  // Sent byte for byte (fetch would percent-encode ' and " in the query before sending, changing the target).
  for (const path of ['/api-sandbox/v1/sandbox/customers', "/v1/sandbox/customers?withAccounts=true&x=~%7e%20'%22"]) {
    const signed = signRequest({ method: 'GET', url: path, includeRequestTarget: true, ...cert });
    const headers = Object.entries({ ...signed.headers, Host: `127.0.0.1:${port(sandbox)}`, Connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    const r = await rawExchange(port(sandbox), `GET ${path} HTTP/1.1\r\n${headers}\r\n`);
    assert.equal(r?.status, 200, `${path}: ${r?.body}`);
  }
});

test('links of a prefixed request carry the prefix', async () => {
  const r = await signedGet(sandbox, '/api-sandbox/v1/sandbox/customers');
  assert.match(r.body[0]._links.self.href, /^\/api-sandbox\/v1\//);
});

test('Origin: null on a portal write is refused with 403, not 500', async () => {
  const res = await fetch(`${sandbox.baseUrl}/api/portal/account`, { method: 'POST', headers: { origin: 'null', 'content-type': 'application/json' }, body: '{}' });
  assert.equal(res.status, 403);
});
