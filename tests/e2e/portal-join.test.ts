// Joining an existing organisation in Chromium: proof of control signed in the browser (the key stays in the page),
// the same with the documented openssl command, and a colleague joining through an invitation link.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { newAccount, registerViaApi, shot, signInViaUi } from './portal-helpers.ts';

const skip = !browserAvailable();
const ORG = 'PSDNO-FSA-616161';
let server: RunningServer;
let browser: Browser;
let tpp: { keyPem: string; certPem: string };
let ownerPage: Page;

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  tpp = await issueTppCertificate({ ca, organizationName: 'Real Payments AS', organizationIdentifier: ORG, roles: ['PSP_AI', 'PSP_PI'] });
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the owner proves control in the browser: challenge, key and certificate pasted, signed with WebCrypto', { skip }, async () => {
  const owner = newAccount('owner');
  await registerViaApi(server.baseUrl, owner, 'join');
  ownerPage = await (await browser.newContext({ viewport: { width: 1280, height: 1100 } })).newPage();
  const sent: string[] = [];
  ownerPage.on('request', (r) => sent.push(r.postData() ?? ''));
  await signInViaUi(ownerPage, server.baseUrl, owner, '/organisation');
  await ownerPage.getByText('You are not a member of an organisation yet').waitFor();
  await ownerPage.getByLabel('organizationIdentifier').fill(ORG);
  await ownerPage.getByRole('button', { name: 'Get a challenge' }).click();
  await ownerPage.getByTestId('challenge-text').waitFor();
  assert.match((await ownerPage.getByTestId('challenge-command').textContent()) ?? '', /openssl dgst -sha256 -sign tpp\.key\.pem/);
  await ownerPage.getByLabel('Certificate (PEM)').fill(tpp.certPem);
  await ownerPage.getByLabel('Private key (PEM), to sign here').fill(tpp.keyPem);
  await ownerPage.getByRole('button', { name: 'Sign in this browser' }).click();
  await ownerPage.waitForFunction(() => [...document.querySelectorAll('textarea')].some((t) => t.labels?.[0]?.textContent?.startsWith('Signature') && t.value.length > 300));
  await shot(ownerPage, 'portal-join-proof');
  await ownerPage.getByRole('button', { name: `Join ${ORG}` }).click();
  await ownerPage.getByTestId('org-id').filter({ hasText: ORG }).waitFor();
  assert.match((await ownerPage.getByTestId('org-provenance').textContent()) ?? '', /Control proven with a certificate of Real Payments AS.*You are an owner/);
  assert.equal(sent.some((d) => d.includes('PRIVATE KEY')), false, 'the private key never leaves the browser');
});

test('the documented openssl command gives a signature the portal accepts', { skip }, async () => {
  const dev = new PortalBrowser({}, server.baseUrl);
  const a = newAccount('cli');
  await registerViaApi(server.baseUrl, a, 'join');
  await dev.signIn(a.email, a.password);
  const challenge = await dev.request('POST', '/api/portal/organisation/challenges', { json: { organizationIdentifier: ORG } });
  const dir = mkdtempSync(join(tmpdir(), 'proof-'));
  writeFileSync(join(dir, 'tpp.key.pem'), tpp.keyPem);
  const signature = execFileSync('sh', ['-c', challenge.body.command], { cwd: dir }).toString();
  const joined = await dev.request('POST', '/api/portal/organisation/join', { json: { challengeId: challenge.body.id, certificate: tpp.certPem, signature } });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
});

test('a colleague follows an invitation link: signs up, accepts, and is a member', { skip }, async () => {
  const colleague = newAccount('colleague');
  await ownerPage.getByLabel("Colleague's e-mail").fill(colleague.email);
  await ownerPage.getByRole('button', { name: 'Create invitation' }).click();
  const link = ((await ownerPage.getByTestId('invitation-link').textContent()) ?? '').trim();
  assert.match(link, /\/invitations#[A-Za-z0-9_-]{43}$/);
  await shot(ownerPage, 'portal-invitation-created');

  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByRole('link', { name: 'create an account' }).click();
  await page.getByLabel('Your name').fill(colleague.name);
  await page.getByLabel('E-mail').fill(colleague.email);
  await page.getByLabel('Password', { exact: true }).fill(colleague.password);
  assert.equal(await page.getByLabel('Organisation name').count(), 0, 'joining: no sandbox organisation is created');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((u) => u.pathname === '/invitations', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL((u) => u.pathname === '/organisation');
  await page.getByTestId('org-id').filter({ hasText: ORG }).waitFor();
  await page.getByTestId('members').getByText(colleague.email).waitFor();
  assert.match((await page.getByTestId('org-provenance').textContent()) ?? '', /You are a member/);
  await shot(page, 'portal-invitation-accepted');
});
