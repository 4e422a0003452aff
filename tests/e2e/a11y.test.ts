// Every page at 1366×900 and 390×844: no axe violation of impact serious or critical, no horizontal overflow, and
// a screenshot in tests/artifacts (page-<name>-<size>.png). Portal pages are checked with data on them (an issued
// certificate, a signed request, an open sandbox account, the guided flow with a signed request, its callback page and
// the error codes); the hosted SCA page in both steps and its 404.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { expectAccessible } from './axe.ts';
import { ARTIFACTS, browserAvailable, documentWidth, launchBrowser, VIEWPORTS, type ViewportName } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, signInViaUi } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let cert: { keyPem: string; certPem: string };

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  cert = await issueTppCertificate({ ca, organizationName: 'Acme A11y AS', organizationIdentifier: 'PSDNO-FSA-A11Y01', roles: ['PSP_AI', 'PSP_PI'] });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** axe, the document width and a screenshot of the page as it is now. */
async function check(page: Page, name: string, size: ViewportName): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `${name} at ${size}`);
  const width = await documentWidth(page);
  assert.ok(width <= VIEWPORTS[size].width, `${name} at ${size} is ${width}px wide (viewport ${VIEWPORTS[size].width}px): it scrolls sideways`);
  await page.screenshot({ path: join(ARTIFACTS, `page-${name}-${size}.png`), fullPage: true });
}

for (const size of ['desktop', 'mobile'] as const) {
  test(`portal pages at ${size}: accessible, no sideways scrolling, screenshots`, { skip }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[size] });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/signup`);
      await page.getByRole('heading', { name: 'Register your organisation' }).waitFor();
      await check(page, 'signup', size);
      await page.goto(`${server.baseUrl}/signin`);
      await check(page, 'signin', size);
      await page.goto(`${server.baseUrl}/no-such-page`);
      await check(page, 'not-found', size);

      const a = newAccount(`a11y-${size}`);
      await registerViaApi(server.baseUrl, a);
      await signInViaUi(page, server.baseUrl, a, '/organisation');
      await page.getByRole('button', { name: 'Issue test certificate' }).click();
      await page.getByTestId('key-id').waitFor();
      await page.getByRole('button', { name: 'Keep in this browser for the playground' }).click();
      await check(page, 'organisation', size);

      await page.goto(server.baseUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'home', size);
      if (size === 'mobile') {
        await page.locator('summary', { hasText: 'Menu' }).click();
        await page.getByRole('navigation', { name: 'Main (mobile)' }).waitFor();
        await expectAccessible(page, 'the open menu at mobile');
        await page.screenshot({ path: join(ARTIFACTS, 'page-menu-mobile.png') });
      }

      // Every operation open: nothing may widen the page. axe then runs on the whole list (closed) and on the
      // transaction operations open (headers table, parameters, body, example, responses): all of it open takes minutes.
      await page.goto(`${server.baseUrl}/docs`);
      await page.getByRole('button', { name: 'Expand all' }).click();
      const openWidth = await documentWidth(page);
      assert.ok(openWidth <= VIEWPORTS[size].width, `docs with every operation open is ${openWidth}px wide at ${size}`);
      await page.getByRole('button', { name: 'Collapse all' }).click();
      await check(page, 'docs', size);
      await page.getByLabel('Filter operations').fill('transactions');
      await page.getByRole('button', { name: 'Expand all' }).click();
      await check(page, 'docs-open', size);

      await page.goto(`${server.baseUrl}/playground`);
      await page.getByLabel('Example request').selectOption({ label: 'List sandbox customers' });
      await page.getByRole('button', { name: 'Sign and send' }).click();
      await page.getByTestId('response-body').waitFor();
      await check(page, 'playground', size);

      // The guided flow with a signed first request, its callback page (success and failure) and the error codes.
      await page.goto(`${server.baseUrl}/get-started`);
      await page.getByTestId('step-first').getByRole('button', { name: 'Sign and send: A first signed request' }).click();
      await page.getByTestId('response-first').getByTestId('response-status').waitFor();
      await check(page, 'get-started', size);
      await page.goto(`${server.baseUrl}/get-started/callback?psu-id=3f2504e0-4f89-11d3-9a0c-0305e82c3301&tpp-session-id=a11y&context=PRIVATE`);
      await page.getByTestId('callback-params').waitFor();
      await check(page, 'callback', size);
      await page.goto(`${server.baseUrl}/get-started/callback?system=SCA&status=401&code=PSU_CREDENTIALS_INVALID&message=Cancelled`);
      await page.getByTestId('callback-failure').waitFor();
      await check(page, 'callback-failure', size);
      await page.goto(`${server.baseUrl}/docs/errors`);
      await page.getByTestId('error-codes').waitFor();
      await check(page, 'error-codes', size);

      await page.goto(`${server.baseUrl}/sandbox`);
      await page.getByTestId('customer-list').waitFor();
      await page.getByRole('button', { name: /^Totalkonto NO/ }).first().click();
      await page.locator('#account-panel').getByTestId('transactions').waitFor();
      await page.getByRole('tab', { name: 'Agreement' }).click();
      await page.getByRole('form', { name: 'Create agreement' }).getByRole('checkbox').first().waitFor();
      await check(page, 'sandbox', size);
      await page.getByRole('button', { name: /^Mastercard Gold/ }).first().click();
      await page.getByRole('form', { name: 'Add card transaction' }).waitFor();
      await page.getByRole('tab', { name: 'Card account' }).click();
      await check(page, 'sandbox-card', size);

      await page.goto(`${server.baseUrl}/no-such-page`);
      await page.getByRole('link', { name: 'Sandbox data' }).last().waitFor();
      await check(page, 'not-found-signed-in', size);
    } finally {
      await context.close();
    }
  });
}

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, headers, body: raw, ...cert });
  const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
  return { status: res.status, body: (await res.json().catch(() => null)) as { _links: { scaRedirect: { href: string } } } };
}

for (const size of ['desktop', 'mobile'] as const) {
  test(`hosted SCA page at ${size}: both steps and an unknown link`, { skip }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[size] });
    const page = await context.newPage();
    try {
      // Customer 13039319955 is the PSU of the seeded agreement Testavtale 1: step 2 shows the context choice too.
      const start = await send('POST', '/v1/bank-offered-consents', { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'TPP-Session-ID': `a11y-${size}` }, {});
      assert.equal(start.status, 201);
      await page.goto(start.body._links.scaRedirect.href);
      await page.getByLabel('National identity number').waitFor();
      await check(page, 'sca-identify', size);
      await page.getByLabel('National identity number').fill('99999999999');
      await page.getByRole('button', { name: 'Continue' }).click();
      // The error's alert (Next.js's route announcer is an empty role=alert too, present once the page has hydrated).
      await page.getByRole('alert').filter({ hasText: 'No customer with that number' }).waitFor();
      await check(page, 'sca-identify-error', size);
      await page.getByLabel('National identity number').fill('13039319955');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Approve' }).waitFor();
      assert.ok((await page.getByRole('radio').count()) >= 2, 'private and the corporate agreement to choose from');
      await check(page, 'sca-approve', size);

      const res = await page.goto(`${server.baseUrl}/sca/00000000-0000-4000-8000-000000000000`);
      assert.equal(res?.status(), 404);
      await check(page, 'sca-not-found', size);
    } finally {
      await context.close();
    }
  });
}
