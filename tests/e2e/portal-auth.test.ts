// Portal sign-up (keyboard only), sign-in, revocable sessions and sign-out, in Debian Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, shot, signInViaUi, tabTo } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('landing page on desktop and mobile', { skip }, async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.baseUrl);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot(page, 'portal-landing-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('Menu').click();
  await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Signer playground' }).waitFor();
  await shot(page, 'portal-landing-mobile');
  await page.close();
});

test('sign-up by keyboard only, then the organisation page', { skip }, async () => {
  const a = newAccount('kbd');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByRole('heading', { name: 'Register your organisation' }).waitFor();
  // A weak password first: the client-side schema names the problem next to the field.
  await tabTo(page, 'Your name');
  const focusStyle = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement as Element);
    return { outline: s.outlineStyle, ring: s.boxShadow };
  });
  assert.ok(focusStyle.outline !== 'none' || focusStyle.ring !== 'none', 'focused inputs show a focus ring');
  await page.keyboard.type(a.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(a.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('aaaaaaaaaa');
  await tabTo(page, 'Organisation name');
  await page.keyboard.type(a.organizationName);
  await tabTo(page, 'Create account');
  await page.keyboard.press('Enter');
  await page.getByText('Use at least 12 characters').waitFor();
  await shot(page, 'portal-signup-validation');
  await page.getByLabel('Password', { exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(a.password);
  await tabTo(page, 'Create account');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/organisation', { timeout: 30_000 });
  await page.getByText('Welcome aboard').waitFor();
  assert.match((await page.getByTestId('org-id').textContent())?.trim() ?? '', /^PSDNO-SANDBOX-[0-9A-Z]{12}$/);
  await shot(page, 'portal-organisation-welcome');
  await page.close();
});

test('a common password is refused on the sign-up form with the reason', { skip }, async () => {
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('Your name').fill('Common Person');
  await page.getByLabel('E-mail').fill(`common-${Date.now()}@acme.example`);
  await page.getByLabel('Password', { exact: true }).fill('password1234');
  await page.getByLabel('Organisation name').fill('Common AS');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(/common password "password" with digits or symbols added/).waitFor();
  await page.close();
});

test('signing up again with a registered e-mail reveals nothing and says what to do next', { skip }, async () => {
  const a = newAccount('dup');
  await registerViaApi(server.baseUrl, a);
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('Your name').fill('Other Person');
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill('another long password');
  await page.getByLabel('Organisation name').fill('Someone Else AS');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(/If it already had one, nothing was changed: sign in with the password you chose then/).waitFor();
  await page.close();
});

test('too many wrong passwords: the sign-in form says to wait', { skip }, async () => {
  const a = newAccount('lock');
  await registerViaApi(server.baseUrl, a);
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/signin`);
  await page.getByLabel('E-mail').fill(a.email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password').fill(`wrong password ${i}`);
    const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/auth/callback/credentials')), page.getByRole('button', { name: 'Sign in' }).click()]);
    assert.equal(res.status(), 401);
    await page.getByText('E-mail or password is not correct.').waitFor();
  }
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/Too many failed sign-ins for this account or from your network/).waitFor();
  await page.close();
});

test('sign-in, sign-out and session revocation', { skip }, async () => {
  const a = newAccount('sess');
  await registerViaApi(server.baseUrl, a);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/signin`);
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Password').fill('wrong password!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('E-mail or password is not correct.').waitFor();

  await signInViaUi(page, server.baseUrl, a, '/sandbox');
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.endsWith('next-auth.session-token'));
  assert.ok(session, 'session cookie set');
  assert.equal(session.httpOnly, true);
  const cookieHeader = `${session.name}=${session.value}`;
  const before = await fetch(`${server.baseUrl}/api/portal/organisation`, { headers: { cookie: cookieHeader } });
  assert.equal(before.status, 200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
  // The old token still decrypts, but its session row is gone: the server refuses it.
  const afterOut = await fetch(`${server.baseUrl}/api/portal/organisation`, { headers: { cookie: cookieHeader } });
  assert.equal(afterOut.status, 401);
  await page.goto(`${server.baseUrl}/organisation`);
  await page.waitForURL((u) => u.pathname === '/signin');
  await context.close();
});
