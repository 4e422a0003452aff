// Sandbox data pages: list, create and delete customers, accounts and card accounts, balances, transactions and
// card transactions (amounts exactly as the API returns them), agreements on accounts chosen from a list, test-data
// generators, reset, and the API's own error texts next to the fields.
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

test('generated test data is accepted by the API: fødselsnummer, 8-digit number, BBAN/IBAN, KIDs', { skip }, async () => {
  await page.getByRole('tab', { name: 'Customer', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create customer' });
  await form.getByRole('button', { name: 'Generate a customer number for the chosen type' }).click();
  const fnr = await form.getByLabel('Customer number').inputValue();
  assert.match(fnr, /^\d{11}$/);
  assert.ok(Number(fnr.slice(2, 4)) > 80, `synthetic (month + 80): ${fnr}`);
  await form.getByLabel('Name').fill('Generert Person');
  await form.getByRole('button', { name: 'Create customer' }).click();
  await page.getByText(`Customer Generert Person (${fnr}) created.`).waitFor();

  await form.getByLabel('Type', { exact: true }).selectOption('CORPORATE');
  await form.getByRole('button', { name: 'Generate a customer number for the chosen type' }).click();
  const orgNumber = await form.getByLabel('Customer number').inputValue();
  assert.match(orgNumber, /^\d{8}$/);
  await form.getByLabel('Name').fill('Generert Bedrift AS');
  await form.getByRole('button', { name: 'Create customer' }).click();
  await page.getByText(`Customer Generert Bedrift AS (${orgNumber}) created.`).waitFor();

  await page.getByRole('tab', { name: 'Account', exact: true }).click();
  const account = page.getByRole('form', { name: 'Create account' });
  await account.getByLabel('Owner').selectOption({ label: `Generert Person (${fnr})` });
  await account.getByRole('button', { name: 'Generate a Norwegian IBAN' }).click();
  const iban = await account.getByLabel('IBAN').inputValue();
  assert.match(iban, /^NO\d{13}$/);
  await account.getByText(`Account number (BBAN) ${iban.slice(4)}`).waitFor();
  await account.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(`Account Brukskonto (${iban}) created.`).waitFor();

  const mine = customers().filter({ hasText: 'Generert Person' });
  await mine.getByRole('button', { name: `Brukskonto ${iban}` }).click();
  const tx = page.getByRole('form', { name: 'Add transaction' });
  await tx.getByRole('button', { name: 'Generate a Norwegian counterparty IBAN' }).click();
  assert.match(await tx.getByLabel('Counterparty IBAN').inputValue(), /^NO\d{13}$/);
  await tx.getByRole('button', { name: 'Generate a KID MOD10' }).click();
  assert.match(await tx.getByLabel('Message').inputValue(), /^\d{10}$/);
  await tx.getByRole('button', { name: 'Generate a KID MOD11' }).click();
  const kid = await tx.getByLabel('Message').inputValue();
  assert.match(kid, /^\d{10}$/);
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await page.locator('#account-panel').getByTestId('transactions').getByText(kid).waitFor();
  await page.locator('#account-panel').getByRole('button', { name: 'Close' }).click();
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
  // The same IBAN again: the API's own message, next to the field.
  await form.getByRole('button', { name: 'Create account' }).click();
  await form.getByText('an account with IBAN NO2390412263056 already exists').waitFor();
  assert.equal(await form.getByLabel('IBAN').getAttribute('aria-invalid'), 'true');

  const mine = customers().filter({ hasText: 'Test Testperson 1' });
  await mine.getByRole('button', { name: 'Brukskonto NO2390412263056' }).click();
  const panel = page.locator('#account-panel');
  await panel.getByText('Brukskonto · NO2390412263056').waitFor();
  // Amounts exactly as the API returns them, with the currency's decimals: no rounding, no grouping.
  await panel.getByTestId('balances').getByText('10000.00 NOK').waitFor();
  await panel.getByLabel('New expected balance (NOK)').fill('2500.5');
  await panel.getByRole('button', { name: 'Update balance' }).click();
  await panel.getByTestId('balances').getByText('2500.50 NOK').waitFor();
  await panel.getByLabel('New expected balance (NOK)').fill('2500.505');
  await panel.getByRole('button', { name: 'Update balance' }).click();
  await panel.getByText('amount has more decimals than NOK allows (2)').waitFor();

  const tx = panel.getByRole('form', { name: 'Add transaction' });
  await tx.getByLabel('Amount (NOK)').fill('1500');
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await panel.getByTestId('transactions').getByText('Aftenposten').waitFor();
  await tx.getByText('Transaction of 1500.00 NOK added (incoming).').waitFor();
  // The API's own amount rules and messages, next to the field.
  await tx.getByLabel('Amount (NOK)').fill('299,90');
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await tx.getByText('amount must be a decimal number with a dot as decimal separator, e.g. "1500.50"').waitFor();
  await tx.getByLabel('Amount (NOK)').fill('299.901');
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await tx.getByText('amount has more decimals than NOK allows (2)').waitFor();
  // 299.90 out: shown as -299.90; the API list's int32 whole units (spec 2.4) beside it, said so; nothing rounded silently.
  await tx.getByLabel('Direction').selectOption('out');
  await tx.getByLabel('Amount (NOK)').fill('299.90');
  await tx.getByLabel('Counterparty name').fill('Kiwi Majorstuen');
  await tx.getByRole('button', { name: 'Add transaction' }).click();
  await tx.getByText('Transaction of 299.90 NOK added (outgoing). The sandbox transaction list shows it in whole NOK: -300.').waitFor();
  const row = panel.getByTestId('transactions').getByRole('row').filter({ hasText: 'Kiwi Majorstuen' });
  assert.equal((await row.getByRole('cell').nth(2).textContent())?.trim(), '-299.90 NOK');
  assert.equal((await row.getByRole('cell').nth(3).textContent())?.trim(), '-300');
  await panel.getByRole('columnheader', { name: 'API list (whole NOK)' }).waitFor();
  // A single transaction is deleted from the list.
  await row.getByRole('button', { name: /^Delete transaction .* -299\.90 NOK$/ }).click();
  await row.waitFor({ state: 'detached' });
  await panel.getByTestId('amount-unit-note').getByText(/int32 whole units \(spec 2\.4\)/).waitFor();
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

  // Card transactions: POST /card-accounts/{id}/transactions, exact amounts.
  const mine = customers().filter({ hasText: 'Test Testperson 1' });
  await mine.getByRole('button', { name: 'Test 1234xxxxxxxx4321' }).click();
  const panel = page.locator('#account-panel');
  await panel.getByTestId('balances').getByText('0.00 NOK').waitFor();
  await panel.getByText('Credit limit 1000.00 NOK').waitFor();
  const cardTx = panel.getByRole('form', { name: 'Add card transaction' });
  await cardTx.getByLabel('Amount (NOK)').fill('249.9');
  await cardTx.getByLabel('Transaction details').fill('Coop Mega Storo');
  await cardTx.getByRole('button', { name: 'Add card transaction' }).click();
  await cardTx.getByText('Card transaction of 249.90 NOK added.').waitFor();
  const row = panel.getByTestId('transactions').getByRole('row').filter({ hasText: 'Coop Mega Storo' });
  assert.equal((await row.getByRole('cell').nth(2).textContent())?.trim(), '249.90 NOK');
  await cardTx.getByLabel('Amount (NOK)').fill('12.3456');
  await cardTx.getByRole('button', { name: 'Add card transaction' }).click();
  await cardTx.getByText('amount has more decimals than NOK allows (2)').waitFor();
  await shot(page, 'portal-sandbox-card-transactions');

  // Agreements: the owner's accounts are chosen from a list, one engagement each.
  await page.getByRole('tab', { name: 'Agreement' }).click();
  const agreement = page.getByRole('form', { name: 'Create agreement' });
  await agreement.getByLabel('Owner (corporate customer)').selectOption({ label: 'Fjellvik Testbedrift AS (18129215603)' });
  const accounts = agreement.getByRole('group', { name: 'Accounts of the owner' }).getByRole('checkbox');
  await agreement.getByRole('checkbox', { name: /^Driftskonto NO/ }).waitFor();
  assert.equal(await accounts.count(), 2);
  assert.equal(await agreement.getByRole('checkbox', { name: /^Driftskonto NO/ }).isChecked(), true, 'the first account is chosen');
  await agreement.getByRole('checkbox', { name: /^Skattetrekkskonto NO/ }).check();
  await agreement.getByLabel('Agreement name').fill(' ');
  await agreement.getByRole('button', { name: 'Create agreement' }).click();
  await agreement.getByText('must not be empty').waitFor();
  await agreement.getByLabel('Agreement name').fill('Testavtale 3');
  await agreement.getByLabel('PSU (engaged customer)').selectOption({ label: 'Test Testperson 1 (01078900497)' });
  await agreement.getByRole('button', { name: 'Create agreement' }).click();
  await agreement.getByText('Agreement Testavtale 3 created with 2 engagement(s).').waitFor();
  await customers().filter({ hasText: 'Fjellvik Testbedrift AS' }).getByText(/Testavtale 3 \(2 engagements\)/).waitFor();
  await shot(page, 'portal-sandbox-agreement');

  // Another owner: its own accounts are listed, none of the previous owner's.
  await agreement.getByLabel('Owner (corporate customer)').selectOption({ label: 'Nordlys Testhandel AS (20079518612)' });
  await agreement.getByRole('checkbox', { name: /^Driftskonto NO5/ }).or(agreement.getByRole('checkbox', { name: /^Valutakonto EUR/ })).first().waitFor();
  assert.equal(await agreement.getByRole('checkbox', { name: /^Skattetrekkskonto/ }).count(), 0);
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
