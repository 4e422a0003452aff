// The developer guides and the error-code page (issue 12): the signing guide's curl, Node.js, Python (and Java, when
// installed) examples run as written against `npm start`; the guides and /docs/errors render in Chromium without
// serious accessibility violations, every code of the error table has its #CODE anchor, no public page tells TPPs to
// run the operator's certificate command; the API reference's inline Try it signs in the browser and links an error
// code to its explanation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { ERROR_STATUS } from '../../lib/errors.ts';
import { GUIDES } from '../../lib/docs/guides.ts';
import { CREDENTIALS_KEY } from '../../lib/portal-client/credentials-store.ts';
import { available, runSigningExample, SIGNING_EXAMPLES } from '../helpers/signing-examples.ts';
import { seriousViolations } from './axe.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { newAccount, registerViaApi, shot, signInViaUi } from './portal-helpers.ts';
import { startServer, type RunningServer } from './server.ts';

const noBrowser = !browserAvailable();
let server: RunningServer;
let browser: Browser | undefined;
let cert: { keyPem: string; certPem: string };

before(async () => {
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  cert = await issueTppCertificate({ ca, organizationName: 'Guide Reader AS', organizationIdentifier: 'PSDNO-FSA-GUIDE1', roles: ['PSP_AI', 'PSP_PI'] });
  if (!noBrowser) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

for (const example of SIGNING_EXAMPLES) {
  test(`the signing guide's ${example.label} example gets 200 from npm start`, async (t) => {
    if (!(await available(example))) return t.skip(`${example.run.split(' ')[0]} is not installed`);
    const { status, body } = await runSigningExample(example, server.baseUrl, cert);
    assert.equal(status, 200, body);
    assert.ok((JSON.parse(body) as { customerNumber: string }[]).some((c) => c.customerNumber === '13039319955'));
  });
}

test('the guides and the error-code page render, every error code has its anchor, no serious axe violation', { skip: noBrowser }, async () => {
  const page = await browser!.newPage({ viewport: { width: 1366, height: 900 } });
  for (const path of ['/guides', ...GUIDES.map((g) => `/guides/${g.slug}`), '/docs/errors']) {
    const res = await page.goto(`${server.baseUrl}${path}`);
    assert.equal(res?.status(), 200, path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const text = (await page.locator('main, body').first().textContent()) ?? '';
    assert.equal(text.includes('sandbox:certificate'), false, `${path} does not tell TPPs to run the operator's tool`);
    assert.deepEqual(await seriousViolations(page), [], path);
  }
  await page.goto(`${server.baseUrl}/guides/signing`);
  for (const e of SIGNING_EXAMPLES) await page.locator(`#example-${e.id}`).waitFor();
  await shot(page, 'docs-guide-signing');
  await page.goto(`${server.baseUrl}/docs/errors#FORMAT_ERROR`);
  for (const code of Object.keys(ERROR_STATUS)) assert.equal(await page.locator(`[id="${code}"]`).count(), 1, code);
  await page.locator('[id="FORMAT_ERROR"]').getByText('PSU-ID is the UUID').waitFor();
  await shot(page, 'docs-errors');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseUrl}/guides/consent-and-sca`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal overflow at 390 px (${overflow} px)`);
  await shot(page, 'docs-guide-consent-390');
  const home = await (await fetch(`${server.baseUrl}/`)).text();
  assert.equal(home.includes('sandbox:certificate'), false, 'the home page does not tell TPPs to run the operator\'s tool');
  await page.close();
});

test('API reference: Try it signs in the browser and sends; an error code links to its explanation', { skip: noBrowser }, async () => {
  const page = await browser!.newPage({ viewport: { width: 1366, height: 900 } });
  const account = newAccount('docs');
  await registerViaApi(server.baseUrl, account);
  await signInViaUi(page, server.baseUrl, account, '/docs');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CREDENTIALS_KEY, JSON.stringify(cert)]);
  await page.reload();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.postData() ?? ''));

  const list = page.locator('#getV1SandboxCustomers');
  await list.locator('summary').first().click();
  await list.getByRole('button', { name: 'Try it', exact: true }).click();
  await list.getByRole('button', { name: 'Sign and send' }).click();
  await list.getByTestId('try-it-status').filter({ hasText: '200' }).waitFor();
  await list.getByText('13039319955').first().waitFor();

  // The customer number sent as PSU-ID: 400 FORMAT_ERROR, linked to the error-code page.
  const accounts = page.locator('#getV1Accounts');
  await accounts.locator('summary').first().click();
  await accounts.getByRole('button', { name: 'Try it', exact: true }).click();
  const headers = accounts.getByLabel(/^Headers/);
  await headers.fill(`${(await headers.inputValue()).replace(/^PSU-ID: .*$/m, '')}\nPSU-ID: 13039319955`);
  await accounts.getByRole('button', { name: 'Sign and send' }).click();
  await accounts.getByTestId('try-it-status').filter({ hasText: '400' }).waitFor();
  const link = accounts.getByRole('link', { name: 'What FORMAT_ERROR means' });
  assert.equal(await link.getAttribute('href'), '/docs/errors#FORMAT_ERROR');
  await shot(page, 'docs-try-it');
  assert.equal(requests.some((r) => r.includes('PRIVATE KEY')), false, 'the private key never leaves the browser');
  await page.close();
});
