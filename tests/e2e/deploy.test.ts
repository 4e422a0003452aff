// Issue 14, the deployment shape: deploy/nginx/openbank.conf — the file as shipped, with only the listen ports, the
// upstream addresses and the certificate paths substituted on its "# e2e:" lines — terminates TLS with a self-signed
// certificate (openssl CLI) in front of two app instances (TRUST_PROXY=1) on one PostgreSQL database. Checked: TLS 1.2
// and 1.3 accepted, 1.0 and 1.1 refused by the server; requests reach both instances; a signed TPP flow through the
// platform prefix with the hosted SCA page in Chromium; /metrics not reachable through the proxy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, type SecureVersion } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { ARTIFACTS, browserAvailable, launchBrowser } from './browser.ts';
import { freePort, startServer, type RunningServer } from './server.ts';
import { freshDatabase } from './pg-database.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const base = process.env.TEST_DATABASE_URL;
const why = !NGINX ? 'nginx is not installed (apt-get install nginx; .ci/run installs it)' : !base ? 'TEST_DATABASE_URL is not set' : !browserAvailable() ? 'Chromium is not available' : null;
if (why) console.log(`# deploy.test.ts skipped: ${why}`);
const skip = why ?? false;

let a: RunningServer;
let b: RunningServer;
let nginx: ChildProcess | null = null;
let nginxLog = '';
/** nginx's error log (warn and above): upstream errors show there. */
let nginxErrors = '';
let browser: Browser;
let port = 0;
let caPem = '';
let cert: { keyPem: string; certPem: string };
const CALLBACK = 'https://tpp.example/cb';

/** deploy/nginx/openbank.conf with the marked lines substituted for this test. */
function siteConfig(dir: string, httpPort: number, upstreams: string[]): string {
  const lines = readFileSync(join(process.cwd(), 'deploy', 'nginx', 'openbank.conf'), 'utf8').split('\n');
  const out = lines.flatMap((line) => {
    const mark = /# e2e: (.+)$/.exec(line)?.[1];
    if (!mark) return [line.replace(/^(\s*)listen 80;/, `$1listen 127.0.0.1:${httpPort};`).replace(/^\s*listen \[::\]:80;.*$/, '')];
    if (mark === 'listen') return [line.replace(/listen 443/, `listen 127.0.0.1:${port}`)];
    if (mark === 'listen6') return []; // no IPv6 in the test machine
    if (mark === 'upstream a') return [line.replace('127.0.0.1:3001', upstreams[0]!)];
    if (mark === 'upstream b') return [line.replace('127.0.0.1:3002', upstreams[1]!)];
    if (mark === 'certificate') return [line.replace('/etc/ssl/openbank/fullchain.pem', join(dir, 'cert.pem'))];
    if (mark === 'key') return [line.replace('/etc/ssl/openbank/privkey.pem', join(dir, 'key.pem'))];
    throw new Error(`unknown e2e mark ${mark}`);
  });
  return out.join('\n');
}

before(async () => {
  if (skip) return;
  const url = await freshDatabase(base!, `openbank_e2e_deploy_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-deploy-'));
  const dir = mkdtempSync(join(tmpdir(), 'openbank-nginx-'));
  nginxErrors = join(dir, 'logs', 'error.log');
  chmodSync(dir, 0o755);
  for (const t of ['client_body', 'proxy', 'logs']) mkdirSync(join(dir, t), { mode: 0o777 });
  // A self-signed certificate for 127.0.0.1, made with the openssl CLI as an operator would.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  chmodSync(join(dir, 'key.pem'), 0o644);
  caPem = readFileSync(join(dir, 'cert.pem'), 'utf8');
  port = await freePort();
  const env = { DATABASE_URL: url, TRUST_PROXY: '1', PUBLIC_URL: `https://127.0.0.1:${port}`, E2E_SERVED_BY_HEADER: '1' };
  [a, b] = await Promise.all([startServer(env, { dataDir }), startServer(env, { dataDir })]);
  const site = join(dir, 'openbank.conf');
  writeFileSync(site, siteConfig(dir, await freePort(), [a.baseUrl.slice(7), b.baseUrl.slice(7)]));
  const main = join(dir, 'nginx.conf');
  writeFileSync(main, [
    'daemon off;', 'worker_processes 1;', `pid ${join(dir, 'nginx.pid')};`, `error_log ${join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 256; }',
    `http { access_log off; client_body_temp_path ${join(dir, 'client_body')}; proxy_temp_path ${join(dir, 'proxy')};`,
    `  include ${site}; }`, '',
  ].join('\n'));
  execFileSync(NGINX!, ['-t', '-p', dir, '-c', main, '-e', join(dir, 'logs', 'error.log')], { stdio: 'pipe' });
  nginx = spawn(NGINX!, ['-p', dir, '-c', main, '-e', join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr?.on('data', (d) => (nginxLog += d));
  for (let i = 0; ; i++) {
    try {
      if ((await get('/health')).status === 200) break;
    } catch (e) {
      if (i > 100) throw new Error(`nginx did not come up: ${(e as Error).message}\n${nginxLog}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-777777', roles: ['PSP_AI', 'PSP_PI'] });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all([a?.stop(), b?.stop()]);
});

interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** An HTTPS request through the proxy on a new connection, trusting the test's self-signed certificate. */
function get(path: string, o: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port, path, method: o.method ?? 'GET', headers: o.headers, ca: caPem, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

async function signed(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const s = signRequest({ method, url: path, headers, body: raw, includeRequestTarget: true, ...cert });
  const r = await get(path, { method, headers: s.headers, body: raw });
  return { ...r, json: r.body ? JSON.parse(r.body) : null };
}

/** The TLS version the server agrees to when the client offers exactly `version`, or the handshake error. */
function handshake(version: SecureVersion): Promise<{ protocol: string | null } | { error: string }> {
  return new Promise((resolve) => {
    // SECLEVEL=0 lets this client offer TLS 1.0/1.1 at all: a refusal must come from the server.
    const socket = tlsConnect({ host: '127.0.0.1', port, ca: caPem, minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0', servername: 'localhost' });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol() });
      socket.end();
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve({ error: `${e.code ?? ''} ${e.message}` }));
  });
}

test('TLS 1.2 and 1.3 are accepted; 1.0 and 1.1 are refused by the server', { skip }, async () => {
  assert.deepEqual(await handshake('TLSv1.3'), { protocol: 'TLSv1.3' });
  assert.deepEqual(await handshake('TLSv1.2'), { protocol: 'TLSv1.2' });
  for (const v of ['TLSv1', 'TLSv1.1'] as const) {
    const r = await handshake(v);
    assert.ok('error' in r, `${v} must be refused`);
    // The server's alert, not a client that could not offer the version.
    assert.match(r.error, /ALERT_PROTOCOL_VERSION|alert protocol version|UNSUPPORTED_PROTOCOL|wrong version number/i, r.error);
    assert.doesNotMatch(r.error, /no protocols available/i);
  }
});

test('requests are balanced over both instances; /metrics is not served through the proxy', { skip }, async () => {
  const pids = new Set<string>();
  for (let i = 0; i < 8; i++) {
    const r = await get('/health');
    assert.equal(r.status, 200);
    pids.add(String(r.headers['x-served-by']));
  }
  assert.equal(pids.size, 2, [...pids].join(', '));
  assert.equal((await get('/metrics', { headers: { authorization: 'Bearer whatever-whatever' } })).status, 404);
  assert.match(String((await get('/health')).headers['strict-transport-security']), /max-age=31536000/);
});

test('a signed TPP flow through the proxy: consent, the hosted SCA page in Chromium, then the accounts', { skip }, async () => {
  const start = await signed('POST', '/api-sandbox/v1/bank-offered-consents', { 'TPP-Redirect-URI': `${CALLBACK}?state=p1`, 'TPP-Session-ID': 'proxy-1' }, {});
  assert.equal(start.status, 201, start.body);
  const href = start.json._links.scaRedirect.href as string;
  assert.ok(href.startsWith(`https://127.0.0.1:${port}/sca/`), href);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.route('https://tpp.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'TPP callback' }));
  await page.goto(href);
  await page.getByLabel('National identity number').fill('13039319955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'deploy-sca-through-nginx.png'), fullPage: true });
  const posts: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST') posts.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.toString().startsWith(CALLBACK)).catch(async (e: Error) => {
    // What the PSU saw instead, and what the posts were answered with (a CI run once timed out here).
    const text = await page.locator('body').innerText().catch(() => '(no page)');
    throw new Error(`${e.message}\nat ${page.url()}: ${text.slice(0, 600)}\nposts: ${posts.join(', ')}\nnginx: ${nginxLog}${existsSync(nginxErrors) ? readFileSync(nginxErrors, 'utf8').slice(-1500) : ''}\na: ${a.output().slice(-1500)}\nb: ${b.output().slice(-1500)}`);
  });
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('state'), 'p1');
  const psuId = params.get('psu-id');
  assert.ok(psuId);
  await context.close();
  // Both instances serve the TPP's reads (one database).
  for (let i = 0; i < 4; i++) {
    const accounts = await signed('GET', '/api-sandbox/v1/accounts', { 'PSU-ID': psuId!, 'PSU-IP-Address': '192.0.2.1', 'TPP-Redirect-URI': CALLBACK });
    assert.equal(accounts.status, 200, accounts.body);
    assert.ok(accounts.json.accounts.length >= 2);
  }
});
