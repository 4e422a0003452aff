// Issue 12, "Must show": from sign-up through the guided first flow in Chromium — the certificate issued and kept in
// the browser, a first signed request, a consent, the bank's SCA page, back to the portal's own callback page, a 200
// account read with the psu-id the callback returned, balances, transactions, a payment approved on the SCA page
// (ACTC) and a signing basket. Screenshots at 1366×900 and 390×844 in tests/artifacts (guided-flow-*.png, committed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './axe.ts';
import { browserAvailable, documentWidth, launchBrowser, VIEWPORTS } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, shot } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const CUSTOMER = '13039319955';

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  page = await context.newPage();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs and sends the step's request; returns the response status and body text. */
async function send(step: string, title: string): Promise<{ status: number; body: string }> {
  const card = page.getByTestId(`step-${step}`);
  await card.getByRole('button', { name: `Sign and send: ${title}` }).click();
  const response = card.getByTestId(`response-${step}`);
  await response.getByTestId('response-status').waitFor({ timeout: 30_000 });
  const status = Number(((await response.getByTestId('response-status').textContent()) ?? '').split(' ')[0]);
  return { status, body: (await response.getByTestId('response-body').textContent()) ?? '' };
}

/** Opens the step's scaRedirect link, identifies the test customer and approves; waits for the portal's callback page. */
async function approveOnBankPage(step: string, shotName?: string): Promise<URL> {
  await page.getByTestId(`step-${step}`).getByTestId('sca-redirect').click();
  await page.waitForURL((u) => u.pathname.startsWith('/sca/'));
  await page.getByLabel('National identity number').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The SCA page may ask for the context (private or one of the PSU's agreements): the guide uses the private one.
  const approve = page.getByRole('button', { name: 'Approve' });
  await approve.waitFor();
  const privateChoice = page.getByRole('radio', { name: /privat/i });
  if (await privateChoice.count()) await privateChoice.first().check();
  if (shotName) await shot(page, shotName);
  await approve.click();
  await page.waitForURL((u) => u.pathname === '/get-started/callback', { timeout: 30_000 });
  return new URL(page.url());
}

/** On the callback page: takes the values into the guide, back at the step to continue with. */
async function useCallback(nextStep: string): Promise<void> {
  await page.getByRole('button', { name: 'Use them in the next request' }).click();
  await page.waitForURL((u) => u.pathname === '/get-started' && u.hash === `#step-${nextStep}`);
  await page.getByTestId(`step-${nextStep}`).waitFor();
}

test('sign-up → certificate → consent and SCA → callback → 200 account read → approved payment → signing basket', { skip }, async () => {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(r.postData() ?? ''));
  const a = newAccount('guide');

  // Sign-up creates a sandbox organisation and signs in.
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('Your name').fill(a.name);
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByLabel('Organisation name').fill(a.organizationName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((u) => u.pathname === '/organisation', { timeout: 30_000 });

  // Get started from the navigation.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Get started' }).click();
  await page.waitForURL((u) => u.pathname === '/get-started');
  await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
  await shot(page, 'guided-flow-start-desktop');

  // 1. The certificate, issued and kept in this browser.
  await page.getByRole('button', { name: 'Issue a test certificate and keep it in this browser' }).click();
  assert.match((await page.getByTestId('guide-key-id').textContent()) ?? '', /^SN=[0-9A-F]+,CA=CN=Open Banking Sandbox CA/);

  // 2. A first signed request.
  assert.equal((await send('first', 'A first signed request')).status, 200);

  // 3. A consent: TPP-Redirect-URI is the portal's callback page; the scaRedirect is a link.
  const request = (await page.getByTestId('step-consent').getByTestId('step-request').textContent()) ?? '';
  assert.ok(request.includes(`TPP-Redirect-URI: ${server.baseUrl}/get-started/callback`), request);
  const consent = await send('consent', 'Start a consent');
  assert.equal(consent.status, 201, consent.body);
  const href = await page.getByTestId('step-consent').getByTestId('sca-redirect').getAttribute('href');
  assert.match(href ?? '', new RegExp(`^${server.baseUrl}/sca/[0-9a-f-]{36}\\?flow=psd2&context=AIS$`));
  const session = (await page.getByTestId('guide-session').textContent()) ?? '';

  // 4. The bank's SCA page, then back to the portal's callback page with the spec 2.6 parameters.
  const back = await approveOnBankPage('consent', 'guided-flow-sca-desktop');
  const psuId = back.searchParams.get('psu-id') ?? '';
  assert.match(psuId, /^[0-9a-f-]{36}$/);
  assert.equal(back.searchParams.get('tpp-session-id'), session);
  assert.equal(back.searchParams.get('context'), 'PRIVATE');
  assert.equal(await page.getByTestId('callback-psu-id').textContent(), psuId);
  assert.equal(await page.getByTestId('callback-tpp-session-id').textContent(), session);
  assert.equal(await page.getByTestId('callback-context').textContent(), 'PRIVATE');
  await shot(page, 'guided-flow-callback-desktop');
  await page.setViewportSize(VIEWPORTS.mobile);
  assert.ok((await documentWidth(page)) <= VIEWPORTS.mobile.width, 'the callback page fits 390 px');
  await shot(page, 'guided-flow-callback-mobile');
  await page.setViewportSize(VIEWPORTS.desktop);
  await useCallback('accounts');

  // 5. Accounts with the psu-id as PSU-ID: 200; their ids fill the next steps.
  const accountsRequest = (await page.getByTestId('step-accounts').getByTestId('step-request').textContent()) ?? '';
  assert.ok(accountsRequest.includes(`PSU-ID: ${psuId}`) && accountsRequest.includes(`TPP-Session-ID: ${session}`), accountsRequest);
  const accounts = await send('accounts', 'Read the accounts');
  assert.equal(accounts.status, 200, accounts.body);
  const accountIds = (JSON.parse(accounts.body) as { accounts: { resourceId: string }[] }).accounts.map((x) => x.resourceId);
  assert.equal(accountIds.length, 2);
  assert.equal(await page.getByLabel('Account for the next steps').inputValue(), accountIds[0]);
  const balancesRequest = (await page.getByTestId('step-balances').getByTestId('step-request').textContent()) ?? '';
  assert.ok(balancesRequest.includes(`/v1/accounts/${accountIds[0]}/balances`), 'no {ACCOUNTID} left to fill in');
  await shot(page, 'guided-flow-accounts-desktop');
  assert.equal((await send('balances', 'Read the balances')).status, 200);
  assert.equal((await send('transactions', 'Read the transactions')).status, 200);

  // 6. A payment and its SCA on the bank's page: approved (ACTC).
  const payment = await send('payment', 'Create a payment');
  assert.equal(payment.status, 201, payment.body);
  const paymentId = (JSON.parse(payment.body) as { paymentId: string }).paymentId;
  assert.ok(((await page.getByTestId('step-payment-sca').getByTestId('step-request').textContent()) ?? '').includes(`/${paymentId}/authorisations`));
  assert.equal((await send('payment-sca', 'Authorise the payment')).status, 201);
  await approveOnBankPage('payment-sca');
  await useCallback('payment-status');
  const status = await send('payment-status', 'Read the payment status');
  assert.equal(status.status, 200);
  assert.equal((JSON.parse(status.body) as { transactionStatus: string }).transactionStatus, 'ACTC');
  await shot(page, 'guided-flow-payment-desktop');

  // 7. A signing basket: one more payment, the basket, its SCA, its status.
  assert.equal((await send('basket-payment', 'Create a payment for a signing basket')).status, 201);
  const basket = await send('basket', 'Create the signing basket');
  assert.equal(basket.status, 201, basket.body);
  assert.equal((await send('basket-sca', 'Authorise the basket')).status, 201);
  await approveOnBankPage('basket-sca');
  await useCallback('basket-status');
  const basketStatus = await send('basket-status', 'Read the basket status');
  assert.equal(basketStatus.status, 200, basketStatus.body);
  assert.equal((JSON.parse(basketStatus.body) as { transactionStatus: string }).transactionStatus, 'ACTC');
  await shot(page, 'guided-flow-done-desktop');

  await page.setViewportSize(VIEWPORTS.mobile);
  assert.ok((await documentWidth(page)) <= VIEWPORTS.mobile.width, 'the guide fits 390 px');
  await shot(page, 'guided-flow-done-mobile');
  await expectAccessible(page, 'the guide with every step done at mobile');
  assert.equal(sent.some((body) => body.includes('PRIVATE KEY') && !body.includes('"keyPem"')), false, 'the private key is never sent by the browser');
});

test('a newcomer\'s error links its code to the error codes page; a failed SCA shows the failure parameters', { skip }, async () => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${server.baseUrl}/playground?method=GET&path=${encodeURIComponent('/v1/accounts')}`);
  await page.getByLabel('Private key (PEM)').waitFor();
  await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value.includes('PRIVATE KEY'));
  const headerName = page.getByLabel('Header 1 name');
  assert.equal(await headerName.inputValue(), 'TPP-Redirect-URI');
  assert.equal(await page.getByLabel('Header 1 value').inputValue(), `${server.baseUrl}/get-started/callback`);
  await page.getByRole('button', { name: '+ PSU-ID' }).click();
  await page.getByLabel('Header 2 value').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Sign and send' }).click();
  const code = page.getByTestId('tpp-message').getByRole('link', { name: 'FORMAT_ERROR' });
  await code.waitFor();
  assert.match((await page.getByTestId('tpp-message').textContent()) ?? '', /not the customer number/);
  await code.click();
  await page.waitForURL((u) => u.pathname === '/docs/errors' && u.hash === '#FORMAT_ERROR');
  await page.getByTestId('error-codes').waitFor();

  await page.goto(`${server.baseUrl}/get-started/callback?system=SCA&status=401&code=PSU_CREDENTIALS_INVALID&message=${encodeURIComponent('The PSU cancelled')}`);
  assert.equal(await page.getByTestId('callback-message').textContent(), 'The PSU cancelled');
  await page.getByTestId('callback-failure').getByRole('link', { name: 'PSU_CREDENTIALS_INVALID' }).waitFor();
});
