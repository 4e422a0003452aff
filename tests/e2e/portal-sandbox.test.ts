// Sandbox data pages: list, create and delete customers, accounts and card accounts, balances, transactions,
// agreements, reset, and Berlin Group error texts in the UI.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { markDocument, newAccount, registerViaApi, sameDocument, shot, signInViaUi } from './portal-helpers.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  if (skip) return;
  server = await startServer();
  browser = await launchBrowser();
  const a = newAccount('sbx');
  await registerViaApi(server.baseUrl, a);
  page = await browser.newPage({ viewport: { width: 1360, height: 1100 } });
  await signInViaUi(page, server.baseUrl, a, '/sandbox');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const customers = () => page.getByTestId('customer');

test('the sandbox page lists the initial customers; the API needs a portal session', { skip }, async () => {
  await page.getByTestId('customer-list').waitFor();
  assert.equal(await customers().count(), 4);
  assert.equal((await fetch(`${server.baseUrl}/api/portal/sandbox/customers`)).status, 401);
  await page.getByRole('button', { name: 'Run payment batch now' }).click();
  await page.getByText(/^Payment batch ran: \d+ payments? processed/).waitFor();
  await shot(page, 'portal-sandbox');
});

test('create a customer; a duplicate shows the server error text', { skip }, async () => {
  const form = page.getByRole('form', { name: 'Create customer' });
  await form.getByLabel('Customer number').fill('01078900497');
  await form.getByLabel('Name').fill('Test Testperson 1');
  await form.getByRole('button', { name: 'Create customer' }).click();
  await page.getByText('Customer Test Testperson 1 (01078900497) created.').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="customer"]').length === 5);

  await form.getByRole('button', { name: 'Create customer' }).click();
  await form.getByText(/already exists/).waitFor();

  await form.getByLabel('Customer number').fill('123');
  await form.getByRole('button', { name: 'Create customer' }).click();
  await form.getByText('must be 8 or 11 digits').waitFor();
});

test('create an account, update its balance, add a transaction, delete it', { skip }, async () => {
  await page.getByRole('tab', { name: 'Account', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Owner').selectOption({ label: 'Test Testperson 1 (01078900497)' });
  await form.getByLabel('IBAN').fill('NO2390412263057');
  await form.getByRole('button', { name: 'Create account' }).click();
  await form.getByText(/IBAN/i).filter({ hasText: /check digits|MOD 97/ }).first().waitFor();
  await form.getByLabel('IBAN').fill('NO2390412263056');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account Brukskonto (NO2390412263056) created.').waitFor();

  const mine = customers().filter({ hasText: 'Test Testperson 1' });
  await mine.getByRole('button', { name: 'Brukskonto NO2390412263056' }).click();
  const panel = page.locator('#account-panel');
  await panel.getByText('Brukskonto · NO2390412263056').waitFor();
  await panel.getByTestId('balances').getByText('10,000 NOK').waitFor();
  await panel.getByLabel('New expected balance (NOK)').fill('2500.50');
  await panel.getByRole('button', { name: 'Update balance' }).click();
  await panel.getByTestId('balances').getByText('2,500.5 NOK').waitFor();

  const tx = panel.getByRole('form', { name: 'Add transaction' });
  await tx.getByLabel('Amount (NOK)').fill('1500');
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await panel.getByTestId('transactions').getByText('Aftenposten').waitFor();
  await shot(page, 'portal-sandbox-account');

  await mine.getByRole('button', { name: /^Delete account 1 of/ }).click();
  await mine.getByRole('button', { name: /^Confirm delete account 1 of/ }).click();
  await page.waitForFunction(() => !document.querySelector('#account-panel'));
  await mine.getByText('No accounts yet.').waitFor();
});

test('card account and agreement forms', { skip }, async () => {
  await page.getByRole('tab', { name: 'Card account' }).click();
  const card = page.getByRole('form', { name: 'Create card account' });
  await card.getByLabel('Owner').selectOption({ label: 'Test Testperson 1 (01078900497)' });
  await card.getByRole('button', { name: 'Create card account' }).click();
  await page.getByText(/Card account 1234xxxxxxxx4321 created/).waitFor();

  await page.getByRole('tab', { name: 'Agreement' }).click();
  const agreement = page.getByRole('form', { name: 'Create agreement' });
  // A valid IBAN that is not an account of the owner: the sandbox says so next to the field.
  await agreement.getByLabel(/IBAN of one of the owner/).fill('NO2390412263056');
  await agreement.getByRole('button', { name: 'Create agreement' }).click();
  const problem = agreement.locator('[id$="-error"], [data-testid="tpp-message"]').first();
  await problem.waitFor();
  assert.ok(((await problem.textContent()) ?? '').length > 10);
  await shot(page, 'portal-sandbox-agreement-error');
});

test('a created customer shows in the list and the owner choices, a deleted one leaves both, without a reload', { skip }, async () => {
  await markDocument(page);
  await page.getByRole('tab', { name: 'Customer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create customer' });
  await form.getByLabel('Customer number').fill('98765432');
  await form.getByLabel('Name').fill('Testfirma AS');
  await form.getByLabel('Type', { exact: true }).selectOption('CORPORATE');
  await form.getByRole('button', { name: 'Create customer' }).click();
  const created = customers().filter({ hasText: 'Testfirma AS' });
  await created.waitFor();
  const count = await customers().count();

  await page.getByRole('tab', { name: 'Agreement' }).click();
  const owners = page.getByRole('form', { name: 'Create agreement' }).getByLabel('Owner (corporate customer)');
  await owners.locator('option', { hasText: 'Testfirma AS (98765432)' }).waitFor({ state: 'attached' });

  await created.getByRole('button', { name: 'Delete customer Testfirma AS' }).click();
  await created.getByRole('button', { name: 'Confirm delete customer Testfirma AS' }).click();
  await created.waitFor({ state: 'detached' });
  assert.equal(await customers().count(), count - 1);
  await owners.locator('option', { hasText: 'Testfirma AS' }).waitFor({ state: 'detached' });
  assert.equal(await sameDocument(page), true, 'the page was not reloaded');
});

test('reset restores the initial sandbox', { skip }, async () => {
  await page.getByRole('button', { name: 'Reset sandbox…' }).click();
  await page.getByRole('button', { name: 'Yes, reset' }).click();
  await page.getByText(/^Sandbox reset: 4 customers/).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="customer"]').length === 4);
});
