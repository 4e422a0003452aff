// The portal's frame in Chromium: the current page is marked in the navigation, the phone menu closes after
// navigating, primary buttons reach WCAG AA contrast, unknown paths get the portal's 404 page and unknown SCA links
// the bank's, and there is a favicon.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, VIEWPORTS } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, shot, signInViaUi } from './portal-helpers.ts';

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

/**
 * WCAG contrast ratio of an element's text colour on its background colour, both resolved to sRGB by a canvas
 * (Chromium reports Tailwind's oklch colours as written). A string, so the bundler adds no helpers to it.
 */
const CONTRAST_IN_PAGE = `(node) => {
  const style = getComputedStyle(node);
  const ctx = document.createElement('canvas').getContext('2d');
  const lum = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}`;

async function contrast(el: Locator): Promise<number> {
  return el.evaluate((node, source) => (new Function(`return ${source}`)() as (n: Element) => number)(node), CONTRAST_IN_PAGE);
}

const current = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).locator('[aria-current="page"]');

test('desktop: the current section is marked in the navigation, by aria-current and visibly', { skip }, async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await page.goto(`${server.baseUrl}/docs`);
  assert.deepEqual(await current(page, 'Main').allTextContents(), ['API reference']);
  const marked = await current(page, 'Main').evaluate((e) => getComputedStyle(e).borderBottomColor);
  const other = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signer playground' });
  assert.equal(await other.getAttribute('aria-current'), null);
  assert.notEqual(marked, await other.evaluate((e) => getComputedStyle(e).borderBottomColor), 'the current link looks different');
  await other.click();
  await page.waitForURL((u) => u.pathname === '/playground');
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent === 'Signer playground');
  await page.goto(server.baseUrl);
  assert.equal(await current(page, 'Main').count(), 0, 'no section is current on the home page');
  await page.close();
});

test('phone: the menu closes after navigating and marks the current page', { skip }, async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
  // The playground is for signed-in developers (its relay is not an open proxy).
  const a = newAccount('menu');
  await registerViaApi(server.baseUrl, a);
  await signInViaUi(page, server.baseUrl, a, '/organisation');
  await page.goto(`${server.baseUrl}/docs`);
  const menu = page.locator('details', { has: page.locator('summary', { hasText: 'Menu' }) });
  await page.getByText('Menu', { exact: true }).click();
  assert.equal(await menu.evaluate((d) => (d as HTMLDetailsElement).open), true);
  assert.deepEqual(await current(page, 'Main (mobile)').allTextContents(), ['API reference']);
  await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', { name: 'Signer playground' }).click();
  await page.waitForURL((u) => u.pathname === '/playground');
  await page.getByRole('heading', { name: 'Request-signer playground' }).waitFor();
  assert.equal(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false, 'the menu closed');
  assert.equal(await page.getByRole('navigation', { name: 'Main (mobile)' }).isVisible(), false);
  await page.getByText('Menu', { exact: true }).click();
  assert.deepEqual(await current(page, 'Main (mobile)').allTextContents(), ['Signer playground']);
  await page.keyboard.press('Escape');
  assert.equal(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false, 'Escape closes the menu');
  await page.close();
});

test('primary buttons and links reach 4.5:1 contrast', { skip }, async () => {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await page.goto(`${server.baseUrl}/signin`);
  const ratio = await contrast(page.getByRole('button', { name: 'Sign in' }));
  assert.ok(ratio >= 4.5, `Sign in button contrast ${ratio.toFixed(2)}:1`);
  await page.goto(`${server.baseUrl}/no-such-page`);
  const link = await contrast(page.getByRole('link', { name: 'Back to the portal home' }));
  assert.ok(link >= 4.5, `404 primary link contrast ${link.toFixed(2)}:1`);
  await page.close();
});

test('unknown portal paths: a 404 in the portal look with ways back', { skip }, async () => {
  const a = newAccount('nf');
  await registerViaApi(server.baseUrl, a);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const page = await browser.newPage({ viewport });
    const res = await page.goto(`${server.baseUrl}/organisation/no-such-thing`);
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    assert.equal(await page.getByRole('banner').getByRole('link', { name: /Open Banking/ }).count(), 1, 'the portal header');
    assert.match(await page.title(), /Page not found · Open Banking Developer Portal/);
    await shot(page, `portal-404-${size}`);
    await page.getByRole('link', { name: 'Back to the portal home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.close();
  }
  // Signed in: the header says so and the sandbox is one click away.
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await signInViaUi(page, server.baseUrl, a, '/organisation');
  await page.goto(`${server.baseUrl}/nope`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Sandbox data' }).click();
  await page.waitForURL((u) => u.pathname === '/sandbox');
  await page.close();
});

test('unknown SCA links: a 404 in the bank look, nothing of the portal', { skip }, async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-flow-id']) {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile });
    const res = await page.goto(`${server.baseUrl}/sca/${id}`);
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This authentication link is not valid' }).waitFor();
    await page.getByText('Sandbox Bank · Secure authentication').waitFor();
    assert.equal(await page.getByRole('navigation').count(), 0, 'no portal navigation');
    assert.equal(await page.getByText(/Developer Portal|openapi\.json|Sign in/).count(), 0, 'nothing of the portal');
    assert.doesNotMatch(await page.title(), /Developer Portal/);
    assert.equal(await page.title(), 'This authentication link is not valid');
    await shot(page, 'sca-404-mobile');
    await page.close();
  }
});

test('favicon', { skip }, async () => {
  const page = await browser.newPage();
  await page.goto(server.baseUrl);
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  assert.ok(href, 'a <link rel="icon">');
  const res = await fetch(new URL(href, server.baseUrl));
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /image\/svg\+xml/);
  assert.match(await res.text(), /<svg/);
  await page.close();
});
