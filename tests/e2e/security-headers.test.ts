// Issue 8 #9 and #13 against `npm start`: security headers on the portal, the API and the hosted SCA page (strict
// CSP with a fresh nonce per response, same-origin referrers, no-store); in Chromium the SCA page works under its policy (no
// violation) and cannot be framed by another site; unknown /v1 paths and wrong methods answer Berlin Group JSON,
// also under the platform prefix.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { browserAvailable, launchBrowser } from './browser.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser | undefined;
let framer: Server;
let framerBase: string;
let cert: { keyPem: string; certPem: string };

before(async () => {
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  cert = await issueTppCertificate({ ca, organizationName: 'Acme Frames AS', organizationIdentifier: 'PSDNO-FSA-777001', roles: ['PSP_AI', 'PSP_PI'] });
  // Another site that tries to frame the SCA page (clickjacking).
  framer = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<h1>Win a prize</h1><iframe id="f" src="${target.replace(/"/g, '&quot;')}" width="600" height="400"></iframe>`);
  });
  await new Promise<void>((r) => framer.listen(0, '127.0.0.1', r));
  framerBase = `http://127.0.0.1:${(framer.address() as { port: number }).port}`;
  if (!skip) browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  framer?.close();
  await server?.stop();
});

/** Starts a consent and returns its hosted SCA link. */
async function scaLink(): Promise<string> {
  const path = '/v1/bank-offered-consents';
  const signed = signRequest({ method: 'POST', url: path, headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'TPP-Session-ID': 'frames-1' }, body: '{}', ...cert });
  const res = await fetch(server.baseUrl + path, { method: 'POST', headers: signed.headers, body: '{}' });
  const body = (await res.json()) as { _links: { scaRedirect: { href: string } } };
  assert.equal(res.status, 201, JSON.stringify(body));
  return body._links.scaRedirect.href;
}

test('portal pages and API answers: no framing, no sniffing, a baseline CSP and a referrer policy', async () => {
  for (const path of ['/login', '/docs', '/v1/accounts', '/health']) {
    const res = await fetch(server.baseUrl + path, { redirect: 'manual' });
    assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(res.headers.get('content-security-policy'), "frame-ancestors 'none'; object-src 'none'; base-uri 'self'", path);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
  }
});

test('the SCA page: a strict CSP with a fresh nonce that the page\'s scripts carry, same-origin referrers, no-store', async () => {
  const href = await scaLink();
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const res = await fetch(href);
    assert.equal(res.status, 200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    assert.ok(nonce, csp);
    assert.equal(
      csp,
      `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
    );
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'same-origin'); // no Referer to another origin (sca-browser.test.ts: none reaches the TPP)
    assert.match(res.headers.get('cache-control') ?? '', /no-store/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    assert.ok(scripts.length > 0);
    assert.deepEqual(scripts.filter((s) => !s.includes(`nonce="${nonce}"`)), [], 'every script carries the nonce');
    nonces.push(nonce);
  }
  assert.notEqual(nonces[0], nonces[1]);
});

test('in Chromium the SCA page works under its policy, and another site cannot frame it', { skip }, async () => {
  const href = await scaLink();
  const page = await browser!.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(href);
  await page.getByLabel('National identity number').fill('13039319955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).waitFor();
  assert.deepEqual(violations, []);

  const framed = await browser!.newPage();
  const blocked: string[] = [];
  framed.on('console', (m) => blocked.push(m.text()));
  await framed.goto(`${framerBase}/?src=${encodeURIComponent(href)}`);
  await framed.waitForTimeout(500);
  const frame = framed.frames().find((f) => f !== framed.mainFrame());
  const inside = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  assert.doesNotMatch(inside, /National identity number/, 'the SCA page must not render inside another site');
  await page.close();
  await framed.close();
});

test('unknown /v1 paths and wrong methods answer Berlin Group JSON, also under /api-sandbox/v1', async () => {
  for (const prefix of ['', '/api-sandbox']) {
    const notFound = await fetch(`${server.baseUrl}${prefix}/v1/acounts`);
    assert.equal(notFound.status, 404);
    assert.match(notFound.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(await notFound.json(), { tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: 'No operation is served at /v1/acounts; see /docs for the paths of this API' }] });
    const wrongMethod = await fetch(`${server.baseUrl}${prefix}/v1/accounts`, { method: 'DELETE' });
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.deepEqual(await wrongMethod.json(), { tppMessages: [{ category: 'ERROR', code: 'SERVICE_INVALID', text: 'Method DELETE is not supported for this resource; use GET' }] });
  }
});
