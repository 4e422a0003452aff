// Sandbox worlds end to end (issue 10): `npm start`, two TPPs with their own certificates. Over HTTP each TPP sees and
// changes only its own world; in Chromium, a customer of TPP A's world cannot log in to TPP B's SCA flow; with
// PostgreSQL, two instances receiving a new TPP's first requests at the same moment create its world once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { ARTIFACTS, browserAvailable, launchBrowser } from './browser.ts';
import { freshDatabase } from './pg-database.ts';

type Cert = { keyPem: string; certPem: string };
let server: RunningServer;
let alpha: Cert;
let beta: Cert;
let browser: Browser | undefined;
const noBrowser = !browserAvailable();
const CALLBACK = 'http://127.0.0.1:9/callback';
const SEEDED = ['13039319955', '12085592767', '18129215603', '20079518612'];

before(async () => {
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  [alpha, beta] = await Promise.all([
    issueTppCertificate({ ca, organizationName: 'Alpha AS', organizationIdentifier: 'PSDNO-FSA-100001', roles: ['PSP_AI', 'PSP_PI'] }),
    issueTppCertificate({ ca, organizationName: 'Beta AS', organizationIdentifier: 'PSDNO-FSA-200002', roles: ['PSP_AI', 'PSP_PI'] }),
  ]);
  if (!noBrowser) browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function send(cert: Cert, method: string, path: string, body?: unknown, headers: Record<string, string> = {}, to: RunningServer = server) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, headers, body: raw, ...cert });
  const res = await fetch(to.baseUrl + path, { method, headers: signed.headers, body: raw });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const numbers = async (cert: Cert) => ((await send(cert, 'GET', '/v1/sandbox/customers')).body as { customerNumber: string }[]).map((c) => c.customerNumber);

test('two TPPs initialise, create and delete at the same time; neither sees or changes the other\'s data', async () => {
  const work = async (cert: Cert, name: string) => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      statuses.push((await send(cert, 'POST', '/v1/sandbox/initialize')).status);
      const made = await Promise.all(['01078900497', '15059000060'].map((n) => send(cert, 'POST', '/v1/sandbox/customers', { customerNumber: n, name, type: 'private' })));
      statuses.push(...made.map((r) => r.status));
      statuses.push((await send(cert, 'DELETE', `/v1/sandbox/customers/${made[0]!.body.customerId}`)).status);
    }
    return statuses;
  };
  const [a, b] = await Promise.all([work(alpha, 'Alpha person'), work(beta, 'Beta person')]);
  assert.deepEqual(a, [200, 201, 201, 204, 200, 201, 201, 204, 200, 201, 201, 204]);
  assert.deepEqual(b, a);
  for (const [cert, name] of [[alpha, 'Alpha person'], [beta, 'Beta person']] as const) {
    const list = (await send(cert, 'GET', '/v1/sandbox/customers')).body as { customerNumber: string; customerName: string }[];
    assert.deepEqual(list.map((c) => c.customerNumber), [...SEEDED, '15059000060']);
    assert.equal(list[4]!.customerName, name);
  }
});

test('B cannot list, read or delete A\'s customer: the answer is the one for an unknown id', async () => {
  const made = await send(alpha, 'POST', '/v1/sandbox/customers', { customerNumber: '20079718492', name: 'Only Alpha', type: 'private' });
  assert.equal(made.status, 201, made.text);
  const id = made.body.customerId as string;
  assert.ok(!(await numbers(beta)).includes('20079718492'));
  const random = crypto.randomUUID();
  for (const method of ['GET', 'DELETE']) {
    const theirs = await send(beta, method, `/v1/sandbox/customers/${id}`);
    const none = await send(beta, method, `/v1/sandbox/customers/${random}`);
    assert.equal(theirs.status, 404);
    assert.equal(none.status, 404);
    assert.equal(theirs.text, none.text.replace(random, id), `${method}: the same body as for an unknown id`);
  }
  assert.equal((await send(alpha, 'GET', `/v1/sandbox/customers/${id}`)).status, 200, 'A\'s customer is still there');
});

test('hosted SCA page: a customer of A\'s world cannot log in to B\'s flow; B\'s own customer can', { skip: noBrowser }, async () => {
  assert.equal((await send(alpha, 'POST', '/v1/sandbox/customers', { customerNumber: '15059000141', name: 'Alpha Only', type: 'private' })).status, 201);
  const start = await send(beta, 'POST', '/v1/bank-offered-consents', {}, { 'TPP-Redirect-URI': CALLBACK });
  assert.equal(start.status, 201, start.text);
  const page = await browser!.newPage();
  await page.goto(start.body._links.scaRedirect.href);
  await page.getByLabel('National identity number').fill('15059000141');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('alert').filter({ hasText: 'No customer with that number. 4 attempt(s) left.' }).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'worlds-sca-other-world.png'), fullPage: true });

  await page.getByLabel('National identity number').fill('13039319955');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).waitFor();
  await page.route('http://127.0.0.1:9/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at Beta</h1>' }));
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.toString().startsWith(CALLBACK));
  const psuId = new URL(page.url()).searchParams.get('psu-id')!;
  await page.close();

  // B reads B's accounts of that customer, not A's.
  const accounts = await send(beta, 'GET', '/v1/accounts', undefined, { 'PSU-ID': psuId, 'TPP-Redirect-URI': CALLBACK });
  assert.equal(accounts.status, 200, accounts.text);
  const own = ((await send(beta, 'GET', '/v1/sandbox/customers?withAccounts=true')).body as { customerNumber: string; accounts: string[] }[]).find((c) => c.customerNumber === '13039319955')!;
  const theirs = ((await send(alpha, 'GET', '/v1/sandbox/customers?withAccounts=true')).body as { customerNumber: string; accounts: string[] }[]).find((c) => c.customerNumber === '13039319955')!;
  assert.deepEqual(accounts.body.accounts.map((a: { resourceId: string }) => a.resourceId).sort(), [...own.accounts].sort());
  assert.ok(theirs.accounts.every((id) => !own.accounts.includes(id)));
});

test('payments: B\'s instant payment debits and credits B\'s world only; A\'s manual batch has nothing of B\'s', { skip: noBrowser }, async () => {
  await Promise.all([send(alpha, 'POST', '/v1/sandbox/initialize'), send(beta, 'POST', '/v1/sandbox/initialize')]);
  const balanceOf = async (cert: Cert, bban: string) => {
    const customers = (await send(cert, 'GET', '/v1/sandbox/customers?withAccounts=true')).body as { accounts: string[] }[];
    for (const id of customers.flatMap((c) => c.accounts)) {
      const account = (await send(cert, 'GET', `/v1/sandbox/accounts/${id}`)).body;
      if (account.bban === bban) return Number(account.balances[0].balanceAmount.amount);
    }
    throw new Error(`no account ${bban}`);
  };
  const before = { a: await balanceOf(alpha, '24628359081'), b: await balanceOf(beta, '24628359081'), bDebtor: await balanceOf(beta, '74712699947') };
  const created = await send(beta, 'POST', '/v1/payments/instant-norwegian-domestic-credit-transfers-straks', {
    instructedAmount: { amount: '250.00', currency: 'NOK' }, creditorName: 'Own bills', creditorAccount: { bban: '24628359081' }, debtorAccount: { bban: '74712699947' },
    remittanceInformationUnstructured: 'Worlds e2e',
  }, { 'TPP-Redirect-URI': CALLBACK });
  assert.equal(created.status, 201, created.text);
  const auth = await send(beta, 'POST', created.body._links.startAuthorisation.href, undefined, { 'TPP-Redirect-URI': CALLBACK });
  assert.equal(auth.status, 201, auth.text);
  const page = await browser!.newPage();
  await page.route('http://127.0.0.1:9/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at Beta</h1>' }));
  await page.goto(auth.body._links.scaRedirect.href);
  await page.getByLabel('National identity number').fill('12085592767');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((u) => u.toString().startsWith(CALLBACK));
  await page.close();

  const status = await send(beta, 'GET', `/v1/payments/instant-norwegian-domestic-credit-transfers-straks/${created.body.paymentId}/status`);
  assert.equal(status.body.transactionStatus, 'ACSC', status.text);
  assert.equal(await balanceOf(beta, '74712699947'), before.bDebtor - 250);
  assert.equal(await balanceOf(beta, '24628359081'), before.b + 250);
  assert.equal(await balanceOf(alpha, '24628359081'), before.a, 'A\'s account with the same BBAN is not credited');
  const batch = await send(alpha, 'POST', '/v1/sandbox/payments/batch');
  assert.deepEqual(batch.body, { processed: 0, booked: 0, rejected: 0 });
});

test('two instances on one PostgreSQL database: a new TPP\'s first requests at once create its world once', { skip: !process.env.TEST_DATABASE_URL }, async () => {
  const url = await freshDatabase(process.env.TEST_DATABASE_URL!, `openbank_e2e_worlds_${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'openbank-worlds-'));
  const [one, two] = await Promise.all([startServer({ DATABASE_URL: url }, { dataDir }), startServer({ DATABASE_URL: url }, { dataDir })]);
  try {
    const ca = await loadOrCreateSandboxCa(dataDir);
    for (const n of [1, 2, 3, 4]) {
      const cert = await issueTppCertificate({ ca, organizationName: `Gamma ${n} AS`, organizationIdentifier: `PSDNO-FSA-30000${n}`, roles: ['PSP_AI'] });
      const lists = await Promise.all(Array.from({ length: 8 }, (_, i) => send(cert, 'GET', '/v1/sandbox/customers', undefined, {}, i % 2 ? one : two)));
      assert.ok(lists.every((r) => r.status === 200), lists.map((r) => r.text).join('\n'));
      const ids = lists.map((r) => (r.body as { customerId: string }[]).map((c) => c.customerId).join(','));
      assert.equal(new Set(ids).size, 1, 'every request saw the same world');
      assert.equal(ids[0]!.split(',').length, 4, 'seeded once: 4 customers');
    }
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
});
