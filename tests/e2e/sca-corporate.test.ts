// A TPP written for the platform (issue 11): every request goes to /api-sandbox/v1, signed with (request-target) over
// the prefixed path exactly as sent; the PSU authenticates on the hosted SCA page in Chromium in a corporate context
// (spec 5.10, 2.6) and the TPP reads the company's accounts with PSU-Corporate-ID, following the prefixed links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { ARTIFACTS, browserAvailable, launchBrowser } from './browser.ts';

const skip = !browserAvailable();
const PREFIX = '/api-sandbox/v1';
const IP = '192.0.2.44';
let server: RunningServer;
let browser: Browser;
let tppSite: Server;
let callbackBase: string;
let cert: { keyPem: string; certPem: string };

before(async () => {
  if (skip) return;
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  cert = await issueTppCertificate({ ca, organizationName: 'Fjord Regnskap AS', organizationIdentifier: 'PSDNO-FSA-246810', roles: ['PSP_AI', 'PSP_PI'] });
  tppSite = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<h1>Back at Fjord Regnskap</h1><pre id="query">${new URL(req.url ?? '/', 'http://x').search}</pre>`);
  });
  await new Promise<void>((r) => tppSite.listen(0, '127.0.0.1', r));
  callbackBase = `http://127.0.0.1:${(tppSite.address() as { port: number }).port}/callback`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  tppSite?.close();
  await server?.stop();
});

/** A signed request to a path under the platform prefix, (request-target) signed over that path as sent. */
async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  assert.ok(path.startsWith(`${PREFIX}/`), path);
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, headers, body: raw, includeRequestTarget: true, ...cert });
  assert.match(signed.headers.Signature!, /headers="\(request-target\) /);
  const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
  return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Every `href` inside a response body. */
function hrefs(body: unknown): string[] {
  if (Array.isArray(body)) return body.flatMap(hrefs);
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([k, v]) => (k === 'href' && typeof v === 'string' ? [v] : hrefs(v)));
}

/** Opens the scaRedirect, identifies the customer, and waits for the approve step. */
async function identify(page: Page, href: string, customerNumber: string) {
  await page.goto(href);
  await page.getByRole('button', { name: 'Cancel' }).waitFor(); // the identify step can be cancelled too
  await page.getByLabel('National identity number').fill(customerNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).waitFor();
}

async function approve(page: Page): Promise<URLSearchParams> {
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.toString().startsWith(callbackBase));
  return new URL(page.url()).searchParams;
}

test('a corporate customer logs in straight into its agreement; the TPP reads the company accounts through /api-sandbox/v1', { skip }, async () => {
  const session = 'corp-e2e-1';
  const start = await send('GET', `${PREFIX}/accounts`, { 'TPP-Redirect-URI': `${callbackBase}?state=c1`, 'TPP-Session-ID': session });
  assert.equal(start.status, 401, JSON.stringify(start.body));
  assert.equal(start.body.tppMessages[0].code, 'CONSENT_INVALID');

  const page = await browser.newPage();
  await identify(page, start.body._links.scaRedirect.href, '18129215603');
  assert.equal(await page.getByRole('radio').count(), 0, 'no private context to choose');
  assert.equal((await page.getByTestId('acting-as').innerText()).trim(), 'Acting on behalf of Corporate — Fjellvik Testbedrift AS (Testavtale 1)');
  assert.equal(await page.getByTestId('consented-accounts').getByRole('listitem').count(), 2);
  await page.screenshot({ path: join(ARTIFACTS, 'sca-corporate-approve.png'), fullPage: true });
  const params = await approve(page);
  await page.close();
  assert.equal(params.get('state'), 'c1');
  assert.equal(params.get('context'), 'CORPORATE');
  assert.equal(params.get('tpp-session-id'), session);
  const psuId = params.get('psu-id')!;
  const corporateId = params.get('psu-corporate-id')!;
  assert.match(psuId, /^[0-9a-f-]{36}$/);
  assert.match(corporateId, /^[0-9a-f-]{36}$/);

  const headers = { 'PSU-ID': psuId, 'PSU-Corporate-ID': corporateId, 'PSU-IP-Address': IP, 'TPP-Session-ID': session, 'TPP-Redirect-URI': callbackBase };
  const list = await send('GET', `${PREFIX}/accounts?withBalance=true`, headers);
  assert.equal(list.status, 200, JSON.stringify(list.body));
  assert.deepEqual(list.body.accounts.map((a: { bban: string }) => a.bban).sort(), ['18202818400', '18202818516']);
  const links = hrefs(list.body);
  assert.ok(links.length >= 4, 'balances and transactions links');
  for (const href of links) assert.ok(href.startsWith(`${PREFIX}/accounts/`), href);

  // Follow the links as given: they are signed over the prefixed path too.
  const account = list.body.accounts.find((a: { bban: string }) => a.bban === '18202818400');
  const balances = await send('GET', account._links.balances.href, headers);
  assert.equal(balances.status, 200, JSON.stringify(balances.body));
  assert.equal(balances.body.account.iban, account.iban);
  const transactions = await send('GET', `${account._links.transactions.href}?bookingStatus=booked`, headers);
  assert.equal(transactions.status, 200, JSON.stringify(transactions.body));
  for (const href of hrefs(transactions.body)) assert.ok(href.startsWith(`${PREFIX}/accounts/`), href);

  // The company without PSU-Corporate-ID is a 400 that says what to send (spec 7).
  const { 'PSU-Corporate-ID': _omitted, ...privateHeaders } = headers;
  const missing = await send('GET', `${PREFIX}/accounts`, privateHeaders);
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.body, {
    tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'PSU-Corporate-ID', text: 'PSU-ID names a corporate customer, which has no private context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)' }],
  });
});

test('a person chooses the corporate context in the GET /v1/user flow and reads the agreement accounts in that session without a second SCA', { skip }, async () => {
  const session = 'corp-e2e-2';
  const start = await send('GET', `${PREFIX}/user`, { 'TPP-Redirect-URI': callbackBase, 'TPP-Session-ID': session });
  assert.equal(start.status, 401, JSON.stringify(start.body));
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await identify(page, start.body._links.scaRedirect.href, '13039319955');
  const radios = page.getByRole('radio');
  assert.equal(await radios.count(), 2);
  await page.getByLabel('Corporate — Fjellvik Testbedrift AS (Testavtale 1)').check();
  await page.screenshot({ path: join(ARTIFACTS, 'sca-corporate-choice-mobile.png'), fullPage: true });
  const params = await approve(page);
  await page.close();
  assert.equal(params.get('context'), 'CORPORATE');
  const corporateId = params.get('psu-corporate-id')!;
  assert.match(corporateId, /^[0-9a-f-]{36}$/);

  const headers = { 'PSU-ID': params.get('psu-id')!, 'PSU-Corporate-ID': corporateId, 'PSU-IP-Address': IP, 'TPP-Session-ID': session, 'TPP-Redirect-URI': callbackBase };
  const list = await send('GET', `${PREFIX}/accounts`, headers);
  assert.equal(list.status, 200, JSON.stringify(list.body));
  assert.ok(list.body.accounts.length > 0);
  for (const href of hrefs(list.body)) assert.ok(href.startsWith(`${PREFIX}/accounts/`), href);
  const agreements = await send('GET', `${PREFIX}/agreements`, { 'PSU-ID': params.get('psu-id')!, 'TPP-Redirect-URI': callbackBase });
  assert.equal(agreements.status, 200, JSON.stringify(agreements.body));
  assert.deepEqual(agreements.body.agreements.map((a: { psuCorporateId: string }) => a.psuCorporateId), [corporateId]);
});

test('Cancel on the identify step sends the PSU back with the failure parameters', { skip }, async () => {
  const start = await send('POST', `${PREFIX}/bank-offered-consents`, { 'TPP-Redirect-URI': callbackBase, 'TPP-Session-ID': 'corp-e2e-3' }, {});
  assert.equal(start.status, 201, JSON.stringify(start.body));
  const page = await browser.newPage();
  await page.goto(start.body._links.scaRedirect.href);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL((u) => u.toString().startsWith(callbackBase));
  const params = new URL(page.url()).searchParams;
  assert.deepEqual(Object.fromEntries(params), { system: 'SCA', status: '400', code: 'CANCELLED', message: 'The PSU cancelled the authentication' });
  await page.close();
});
