// Helpers of the portal browser tests: accounts, sign-in through the UI, keyboard navigation, screenshots.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './browser.ts';

/** A portal account for tests. */
export interface TestAccount {
  name: string;
  email: string;
  password: string;
  organizationName: string;
  organizationIdentifier: string;
}

let n = 0;
/** A fresh account (unique e-mail and organizationIdentifier). */
export function newAccount(prefix = 'dev'): TestAccount {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`.toUpperCase();
  return { name: 'Kari Utvikler', email: `${prefix}-${id.toLowerCase()}@acme.example`, password: 'correct horse battery', organizationName: `Acme ${id} AS`, organizationIdentifier: `PSDNO-FSA-${id}` };
}

/** Registers through the portal API (no browser). */
export async function registerViaApi(baseUrl: string, a: TestAccount): Promise<void> {
  const res = await fetch(`${baseUrl}/api/portal/account`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...a, roles: ['PSP_AI', 'PSP_PI'] }) });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** Signs in through the sign-in page and waits for `landing`. */
export async function signInViaUi(page: Page, baseUrl: string, a: TestAccount, landing = '/organisation'): Promise<void> {
  await page.goto(`${baseUrl}/signin?callbackUrl=${encodeURIComponent(landing)}`);
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === landing, { timeout: 20_000 });
}

/** Presses Tab until the focused element has the accessible label `label` (keyboard only); fails after 60 presses. */
export async function tabTo(page: Page, label: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      const byLabel = el.labels?.[0]?.textContent ?? '';
      return (el.getAttribute('aria-label') ?? byLabel) || el.textContent || '';
    });
    if (typeof label === 'string' ? name.trim() === label : label.test(name)) return;
  }
  throw new Error(`could not reach "${String(label)}" with the Tab key`);
}

/** Saves a full-page screenshot as tests/artifacts/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Marks the current document, so a later `sameDocument` tells whether the page was reloaded (or left) since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

/** True while the document marked by `markDocument` is still the one shown. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}
