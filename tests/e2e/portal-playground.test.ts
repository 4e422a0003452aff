// Signer playground: key and certificate stay in the browser, the request is signed with WebCrypto, sent through the
// relay, and a rejected signature is explained next to the client's signing string.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, shot, signInViaUi } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let page: Page;
let good: { keyPem: string; certPem: string };
let other: { keyPem: string; certPem: string };

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  good = await issueTppCertificate({ ca, organizationName: 'Playground AS', organizationIdentifier: 'PSDNO-FSA-PLAY01', roles: ['PSP_AI', 'PSP_PI'] });
  other = await issueTppCertificate({ ca, organizationName: 'Other AS', organizationIdentifier: 'PSDNO-FSA-PLAY02', roles: ['PSP_AI'] });
  page = await browser.newPage({ viewport: { width: 1440, height: 1100 } });
  // The relay sends for signed-in developers only.
  const account = newAccount('play');
  await registerViaApi(server.baseUrl, account, 'join');
  await signInViaUi(page, server.baseUrl, account, '/playground');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function fillCredentials(keyPem: string, certPem: string) {
  await page.getByLabel('Private key (PEM)').fill(keyPem);
  await page.getByLabel('Certificate (PEM)').fill(certPem);
}

test('sign in the browser and send to the sandbox', { skip }, async () => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname} ${r.postData() ?? ''}`));
  await page.goto(`${server.baseUrl}/playground`);
  await fillCredentials(good.keyPem, good.certPem);
  await page.getByTestId('certificate-summary').getByText(/^SN=[0-9A-F]+,CA=CN=Open Banking Sandbox CA/).waitFor();
  await page.getByLabel('Example request').selectOption({ label: 'List sandbox customers' });
  await page.getByRole('button', { name: 'Sign and send' }).click();
  await page.getByTestId('response-status').waitFor();
  assert.match((await page.getByTestId('response-status').textContent()) ?? '', /^200/);
  const signing = (await page.getByTestId('signing-string').textContent()) ?? '';
  assert.match(signing, /^date: .+ GMT\ndigest: SHA-256=.+\nx-request-id: [0-9a-f-]{36}$/);
  assert.match((await page.getByTestId('signature-header').textContent()) ?? '', /^keyId="SN=[0-9A-F]+,CA=CN=Open Banking Sandbox CA,O=Sandbox Bank,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="/);
  assert.match((await page.getByTestId('curl').textContent()) ?? '', /curl -i -X GET '.*\/v1\/sandbox\/customers\?withAccounts=true&withAgreements=true'/);
  assert.match((await page.getByTestId('response-body').textContent()) ?? '', /customerNumber/);
  assert.equal(requests.some((r) => r.includes('PRIVATE KEY')), false, 'the private key never leaves the browser');
  await shot(page, 'portal-playground-200');
});

test('a POST with PSU-ID and TPP-Redirect-URI signs those headers too', { skip }, async () => {
  await page.getByLabel('Example request').selectOption({ label: 'Register the TPP contact e-mail' });
  await page.getByRole('button', { name: '+ PSU-ID' }).click();
  const rows = page.getByLabel(/^Header \d+ value$/);
  await rows.last().fill('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  await page.getByRole('button', { name: '+ TPP-Redirect-URI' }).click();
  await page.getByRole('button', { name: 'Sign and send' }).click();
  await page.getByTestId('response-status').filter({ hasText: /^(201|409)/ }).waitFor();
  const signing = (await page.getByTestId('signing-string').textContent()) ?? '';
  assert.deepEqual(signing.split('\n').map((l) => l.split(':')[0]), ['date', 'digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri']);
});

test('a signature that does not verify is explained next to the client signing string', { skip }, async () => {
  await fillCredentials(other.keyPem, good.certPem);
  await page.getByLabel('Example request').selectOption({ label: 'List sandbox customers' });
  await page.getByRole('button', { name: 'Sign and send' }).click();
  const explanation = page.getByTestId('signature-explanation');
  await explanation.waitFor();
  assert.match((await page.getByTestId('response-status').textContent()) ?? '', /^400/);
  assert.match((await explanation.textContent()) ?? '', /server's signing string/i);
  assert.match((await explanation.textContent()) ?? '', /x-request-id: [0-9a-f-]{36}/);
  await shot(page, 'portal-playground-signature-invalid');
});

test('credentials kept in this browser survive a reload; mobile layout', { skip }, async () => {
  await fillCredentials(good.keyPem, good.certPem);
  await page.getByRole('button', { name: 'Keep in this browser' }).click();
  await page.reload();
  await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value.includes('BEGIN PRIVATE KEY'));
  assert.match(await page.getByLabel('Private key (PEM)').inputValue(), /BEGIN PRIVATE KEY/);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'portal-playground-mobile');
  await page.getByRole('button', { name: 'Forget stored key' }).click();
});
