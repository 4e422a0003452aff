// End to end: `npm start` on a fresh DATA_DIR, a certificate from the CLI, signed HTTP requests from outside.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
let keyPem: string;
let certPem: string;

before(async () => {
  server = await startServer();
  const out = mkdtempSync(join(tmpdir(), 'openbank-cert-'));
  execFileSync('npm', ['run', '--silent', 'sandbox:certificate', '--', '--org', 'Acme AS', '--org-id', 'PSDNO-FSA-123456', '--roles', 'PSP_AI,PSP_PI', '--out', out], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    stdio: 'pipe',
  });
  keyPem = readFileSync(join(out, 'tpp.key.pem'), 'utf8');
  certPem = readFileSync(join(out, 'tpp.cert.pem'), 'utf8');
});

after(async () => {
  await server?.stop();
});

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const signed = signRequest({ method, url: path, headers, body: raw, keyPem, certPem });
  const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, requestId: signed.headers['X-Request-ID'] };
}

test('GET /health answers 200 without a signature', async () => {
  const res = await fetch(`${server.baseUrl}/health`);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { status: 'UP' });
});

test('the sandbox is initialised at first start: 2 private and 2 corporate customers', async () => {
  const res = await send('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.headers.get('x-request-id'), res.requestId);
  const types = (res.body as { customerType: string }[]).map((c) => c.customerType).sort();
  assert.deepEqual(types, ['CORPORATE', 'CORPORATE', 'PRIVATE', 'PRIVATE']);
});

test('an unsigned /v1 request is rejected with a Berlin Group body', async () => {
  const res = await fetch(`${server.baseUrl}/v1/sandbox/customers`, { headers: { 'X-Request-ID': crypto.randomUUID() } });
  assert.equal(res.status, 400);
  const body = (await res.json()) as { tppMessages: { category: string; code: string; text: string }[] };
  assert.equal(body.tppMessages[0]?.code, 'SIGNATURE_MISSING');
  assert.equal(body.tppMessages[0]?.category, 'ERROR');
});

test('a TPP creates a customer, an account and transactions over HTTP and reads them back', async () => {
  const customer = await send('POST', '/v1/sandbox/customers', { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' });
  assert.equal(customer.status, 201, JSON.stringify(customer.body));
  const account = await send('POST', '/v1/sandbox/accounts', {
    customerNumber: '01078900497', accountName: 'Brukskonto', bban: '90412263056', iban: 'NO2390412263056', currency: 'NOK',
    product: 'Brukskonto', cashAccountType: 'TAXE', creditLine: 0, balances: [{ balanceType: 'EXPECTED', balanceAmount: { amount: 10000, currency: 'NOK' } }],
  });
  assert.equal(account.status, 201, JSON.stringify(account.body));
  const accountId = (account.body as { accountId: string }).accountId;
  const tx = await send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, [
    { amount: 1500, currency: 'NOK', valueDate: '2019-05-12', bookingDate: '2019-05-12', remittanceInformationUnstructured: '63444766', creditorId: '1', creditorName: 'Aftenposten', creditorAccount: { iban: 'NO2390412263056', bban: '90412263056' }, ultimateCreditor: 'Test', debtorName: 'Testperson 2', debtorAccount: { iban: 'NO6290491105991', bban: '90491105991' }, ultimateDebtor: 'test', purposeCode: 'code', bankTransactionCode: 'PMNT' },
  ]);
  assert.equal(tx.status, 201, JSON.stringify(tx.body));
  const list = await send('GET', `/v1/sandbox/accounts/${accountId}/transactions?fromDate=2019-05-12&toDate=2019-05-12&limit=10`);
  assert.equal(list.status, 200, JSON.stringify(list.body));
  assert.equal((list.body as unknown[]).length, 1);
});
