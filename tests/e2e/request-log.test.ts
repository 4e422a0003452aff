// Issue 14, the request log page in Chromium: a TPP's calls (through the platform prefix, as the wire carries them)
// appear with status, error code and signature verdict; a rejected signature's detail shows the signing string the
// bank built; filters narrow the list; another organisation's member never sees them, neither listed nor by address.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, shot, signInViaUi, type TestAccount } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let pageA: Page;
let pageB: Page;
let accountA: TestAccount;
let accountB: TestAccount;
let keyPem = '';
let certPem = '';

before(async () => {
  if (skip) return;
  server = await startServer({ REQUEST_LOG_FLUSH_MS: '50' });
  browser = await launchBrowser();
  accountA = newAccount('loga');
  accountB = newAccount('logb');
  await registerViaApi(server.baseUrl, accountA);
  await registerViaApi(server.baseUrl, accountB);
  pageA = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  pageB = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  await signInViaUi(pageA, server.baseUrl, accountA, '/organisation');
  await signInViaUi(pageB, server.baseUrl, accountB, '/organisation');
  const issued = await pageA.request.post(`${server.baseUrl}/api/portal/certificates`, { data: {}, headers: { origin: server.baseUrl } });
  assert.equal(issued.status(), 201, await issued.text());
  ({ keyPem, certPem } = (await issued.json()) as { keyPem: string; certPem: string });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function send(method: string, path: string, o: { body?: unknown; tamper?: (h: Record<string, string>) => void } = {}) {
  const raw = o.body === undefined ? undefined : JSON.stringify(o.body);
  const signed = signRequest({ method, url: path, body: raw, keyPem, certPem, includeRequestTarget: true, headers: o.body === undefined ? {} : { 'TPP-Redirect-URI': 'https://tpp.example/cb' } });
  const headers = { ...signed.headers };
  o.tamper?.(headers);
  const res = await fetch(server.baseUrl + path, { method, headers, body: raw });
  return { status: res.status, requestId: headers['X-Request-ID']!, body: (await res.json()) as { tppMessages?: { code: string; text: string }[] } };
}

/** Reloads the page until `check` passes (entries are written in batches, within REQUEST_LOG_FLUSH_MS). */
async function eventually(page: Page, url: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.goto(url);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not shown: ${url}`);
}

test('the request log lists calls; a rejected signature shows the signing string the bank built; filters narrow the list', { skip }, async () => {
  const ok = await send('POST', '/api-sandbox/v1/consents', { body: { access: { allPsd2: 'allAccounts' }, recurringIndicator: true, validUntil: '2099-01-01', frequencyPerDay: 4 } });
  assert.equal(ok.status, 201);
  const forgedId = crypto.randomUUID();
  const rejected = await send('GET', '/api-sandbox/v1/accounts?withBalance=true', { tamper: (h) => { h['X-Request-ID'] = forgedId; } });
  assert.equal(rejected.status, 400);
  assert.equal(rejected.body.tppMessages?.[0]?.code, 'SIGNATURE_INVALID');

  const url = `${server.baseUrl}/request-log`;
  await eventually(pageA, url, async () => (await pageA.locator(`tr:has-text("${forgedId}")`).count()) === 1 && (await pageA.locator(`tr:has-text("${ok.requestId}")`).count()) === 1);
  const row = pageA.locator(`tr:has-text("${forgedId}")`);
  assert.match((await row.textContent()) ?? '', /GET \/api-sandbox\/v1\/accounts\?withBalance=true.*400.*SIGNATURE_INVALID.*Rejected/s);
  assert.match((await pageA.locator(`tr:has-text("${ok.requestId}")`).textContent()) ?? '', /POST \/api-sandbox\/v1\/consents.*201.*Verified/s);
  await shot(pageA, 'request-log-list');

  // Filters: status 4xx leaves the rejected call, not the 201; by X-Request-ID exactly one.
  await pageA.getByLabel('Status').selectOption('4xx');
  await pageA.getByRole('button', { name: 'Filter' }).click();
  await pageA.waitForURL((u) => u.searchParams.get('status') === '4xx');
  assert.equal(await pageA.locator(`tr:has-text("${forgedId}")`).count(), 1);
  assert.equal(await pageA.locator(`tr:has-text("${ok.requestId}")`).count(), 0);
  await pageA.goto(`${url}?requestId=${ok.requestId}`);
  assert.equal(await pageA.locator('tbody tr').count(), 1);

  // The detail of the rejected call: the signing string the bank built, over the forged X-Request-ID.
  await pageA.goto(url);
  await pageA.locator(`tr:has-text("${forgedId}")`).getByRole('link').click();
  await pageA.waitForURL(/\/request-log\/[0-9a-f-]{36}$/);
  const detailUrl = pageA.url();
  const expected = pageA.getByRole('region', { name: 'Expected signing string' }).or(pageA.locator('pre'));
  const signingString = (await expected.first().textContent()) ?? '';
  assert.match(signingString, /^\(request-target\): get \/api-sandbox\/v1\/accounts\?withBalance=true\n/);
  assert.match(signingString, new RegExp(`x-request-id: ${forgedId}`));
  assert.match((await pageA.locator('main').textContent()) ?? '', /Signature does not verify/);
  await shot(pageA, 'request-log-rejected-signature');

  // The successful call's detail shows both sandbox bodies.
  await pageA.goto(`${url}?requestId=${ok.requestId}`);
  await pageA.locator('tbody tr').getByRole('link').click();
  await pageA.getByRole('heading', { name: 'Response body' }).waitFor();
  const main = (await pageA.locator('main').textContent()) ?? '';
  assert.match(main, /"allPsd2": "allAccounts"/);
  assert.match(main, /"scaRedirect"/);

  // Organisation B: an empty log, and A's entry by address is not found.
  await pageB.goto(url);
  assert.equal(await pageB.locator(`text=${forgedId}`).count(), 0);
  assert.equal(await pageB.locator(`text=${ok.requestId}`).count(), 0);
  const asB = await pageB.goto(detailUrl);
  assert.equal(asB?.status(), 404);
  assert.equal(await pageB.locator(`text=${forgedId}`).count(), 0);
  await shot(pageB, 'request-log-other-organisation');
});
