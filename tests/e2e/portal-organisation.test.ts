// Organisation page: issue and download a sandbox certificate that works against /v1, and the contact e-mail
// (portal form and signed API operate on the same Tpp row; personal addresses get a WARNING).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { markDocument, newAccount, registerViaApi, sameDocument, shot, signInViaUi, type TestAccount } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let page: Page;
let account: TestAccount;
let organizationIdentifier = '';
let keyPem = '';
let certPem = '';

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  account = newAccount('org');
  await registerViaApi(server.baseUrl, account);
  page = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } })).newPage();
  await signInViaUi(page, server.baseUrl, account, '/organisation');
  organizationIdentifier = (await page.getByTestId('org-id').textContent())?.trim() ?? '';
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function send(method: string, path: string, body?: unknown) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, body: raw, keyPem, certPem });
  const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { tppMessages?: { category: string; code: string; text: string }[] } };
}

test('issue a certificate, download key and certificate, and call the signed API with them', { skip }, async () => {
  await page.getByRole('button', { name: 'Issue test certificate' }).click();
  await page.getByTestId('issued-certificate').waitFor();
  const keyId = (await page.getByTestId('key-id').textContent()) ?? '';
  assert.match(keyId, /^SN=[0-9A-F]+,CA=CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO$/);

  const [keyDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download key/ }).click()]);
  assert.equal(keyDownload.suggestedFilename(), 'tpp.key.pem');
  keyPem = readFileSync((await keyDownload.path())!, 'utf8');
  const [certDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download certificate (tpp.cert.pem)' }).click()]);
  assert.equal(certDownload.suggestedFilename(), 'tpp.cert.pem');
  certPem = readFileSync((await certDownload.path())!, 'utf8');
  assert.match(keyPem, /BEGIN PRIVATE KEY/);
  assert.match(certPem, /BEGIN CERTIFICATE/);
  // The new certificate is listed (active) under "Issued so far".
  await page.getByRole('list', { name: 'Issued certificates' }).getByText(keyId.slice(3, keyId.indexOf(',')), { exact: true }).waitFor();
  await shot(page, 'portal-organisation-certificate');

  const contact = await send('GET', '/v1/tpp-contacts');
  assert.equal(contact.status, 200, JSON.stringify(contact.body));
  assert.match(organizationIdentifier, /^PSDNO-SANDBOX-/);
  assert.equal(contact.body.organizationIdentifier, organizationIdentifier);
  assert.equal(contact.body.contactEmail, null);
});

test('contact e-mail from the portal: a personal address is saved with a WARNING', { skip }, async () => {
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Register contact e-mail' }).click();
  await page.getByText('Enter a valid e-mail address').or(page.getByText(/valid e-mail/)).first().waitFor();

  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('kari.utvikler@acme.example');
  await page.getByRole('button', { name: 'Register contact e-mail' }).click();
  await page.getByText('Saved', { exact: true }).waitFor();
  const warning = page.getByTestId('tpp-message').filter({ hasText: 'non-personal' });
  await warning.waitFor();
  assert.match((await warning.textContent()) ?? '', /WARNING/);
  await shot(page, 'portal-contact-warning');

  const api = await send('GET', '/v1/tpp-contacts');
  assert.equal(api.body.contactEmail, 'kari.utvikler@acme.example');
  assert.equal(api.body.tppMessages?.[0]?.category, 'WARNING');
});

test('the saved contact e-mail shows in the organisation details without a reload', { skip }, async () => {
  await markDocument(page);
  const details = page.locator('#details');
  await details.getByText('kari.utvikler@acme.example').waitFor();
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('psd2-team@acme.example');
  await page.getByRole('button', { name: 'Update contact e-mail' }).click();
  await details.getByText('psd2-team@acme.example').waitFor();
  assert.equal(await sameDocument(page), true, 'the page was not reloaded');
});

test('contact e-mail updated through the signed API shows in the portal', { skip }, async () => {
  const updated = await send('PUT', '/v1/tpp-contacts', { contactEmail: 'openbanking@acme.example' });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.equal(updated.body.tppMessages, undefined);
  await page.reload();
  await page.getByText('openbanking@acme.example').first().waitFor();
  assert.equal(await page.getByRole('textbox', { name: 'Contact e-mail' }).inputValue(), 'openbanking@acme.example');
});
