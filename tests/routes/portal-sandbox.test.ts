// The portal's sandbox management (/api/portal/sandbox/...) runs the /v1/sandbox declarations against a real
// database: every path the portal UI calls (lib/portal-client/paths.ts `portalPaths.sandbox`) answers as the UI expects, input is
// validated by the same step as the signed pipeline, and unknown paths and methods are 404 and 405.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { Xs2aError } from '../../lib/errors.ts';
import { portalResponse } from '../../lib/portal/with-portal.ts';
import { runSandboxOperation } from '../../lib/portal/run-sandbox-operation.ts';
import type { PortalPrincipal } from '../../lib/portal/sessions.ts';
import { initializeSandbox } from '../../lib/sandbox/initialize-sandbox.ts';
import { worldOf } from '../../lib/worlds/world-of.ts';

let db: Db;
const principal: PortalPrincipal = {
  sessionId: 's', userId: 'u', email: 'dev@portal.example', name: 'Dev', tppId: 'portal-tpp', organizationIdentifier: 'PSDNO-FSA-PORTAL', organizationName: 'Portal AS', role: 'owner',
};

before(async () => {
  db = await getDb();
  await db.tpp.create({ data: { id: principal.tppId, organizationIdentifier: principal.organizationIdentifier, name: principal.organizationName } });
  await initializeSandbox({ db, worldId: worldOf(principal.tppId) });
});
after(closeDb);

/** What /api/portal/sandbox/<path> answers: status and JSON body (null for 204). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(method: string, pathAndQuery: string, json?: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(`http://localhost/api/portal/sandbox/${pathAndQuery}`);
  const path = url.pathname.slice('/api/portal/sandbox/'.length);
  try {
    const res = portalResponse(await runSandboxOperation({ db, principal, method, path, query: Object.fromEntries(url.searchParams), json, request: new Request(url, { method }) }), 200);
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  } catch (e) {
    assert.ok(e instanceof Xs2aError, String(e));
    return { status: e.status, body: e.toBody() };
  }
}

test('the UI\'s reads: customers with accounts and agreements, accounts, transactions, agreements, batch availability', async () => {
  const customers = await call('GET', 'customers');
  assert.equal(customers.status, 200);
  assert.equal(customers.body.length, 4);
  assert.ok(customers.body.every((c: { accounts: string[] }) => c.accounts.length === 2), 'the portal list carries the account ids');
  assert.ok(customers.body.some((c: { agreements: unknown[] }) => c.agreements.length === 1), 'and the agreements');
  const [first] = customers.body;
  const account = await call('GET', `accounts/${encodeURIComponent(first.accounts[0])}`);
  assert.equal(account.status, 200);
  assert.equal(account.body.accountId, first.accounts[0]);
  const txs = await call('GET', `accounts/${first.accounts[0]}/transactions?limit=50`);
  assert.equal(txs.status, 200);
  assert.ok(txs.body.length > 0 && txs.body.length <= 50);
  const card = await call('GET', `card-accounts/${first.cardAccounts[0]}`);
  assert.equal(card.body.cardAccountId, first.cardAccounts[0]);
  assert.equal((await call('GET', `card-accounts/${first.cardAccounts[0]}/transactions?limit=50`)).status, 200);
  assert.equal((await call('GET', 'agreements')).body.length, 2);
  assert.deepEqual(await call('GET', 'payment-batch'), { status: 200, body: { available: true } });
});

test('the UI\'s writes: create (201), replace balances, add transactions, run the batch, delete (204), reset', async () => {
  const customer = await call('POST', 'customers', { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' });
  assert.equal(customer.status, 201);
  assert.equal(customer.body.customerType, 'PRIVATE');
  const account = await call('POST', 'accounts', { customerNumber: '01078900497', accountName: 'Brukskonto', bban: '90412263056', currency: 'NOK' });
  assert.equal(account.status, 201, JSON.stringify(account.body));
  const balances = await call('PUT', `accounts/${account.body.accountId}/balances`, [{ balanceType: 'EXPECTED', balanceAmount: { amount: 5, currency: 'NOK' } }]);
  assert.deepEqual(balances, { status: 200, body: [{ balanceType: 'expected', balanceAmount: { currency: 'NOK', amount: 5 } }] });
  const tx = await call('POST', `accounts/${account.body.accountId}/transactions`, { amount: 10, bookingDate: '2024-01-02', debtorName: 'Someone' });
  assert.equal(tx.status, 201);
  assert.equal(tx.body.length, 1);
  const batch = await call('POST', 'payment-batch', {});
  assert.equal(batch.status, 200);
  assert.deepEqual(Object.keys(batch.body).sort(), ['booked', 'processed', 'rejected']);
  assert.deepEqual(await call('DELETE', `customers/${customer.body.customerId}/consents`), { status: 204, body: null });
  assert.deepEqual(await call('DELETE', `customers/${customer.body.customerId}`), { status: 204, body: null });
  const reset = await call('POST', 'initialize', {});
  assert.equal(reset.status, 200);
  assert.equal(reset.body.counts.customers, 4);
});

test('input is validated as in the signed pipeline; unknown paths are 404, other methods 405', async () => {
  const before = await db.customer.count();
  const bad = await call('POST', 'customers', { customerNumber: '1234567', name: 'X', type: 'private' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.tppMessages[0].code, 'FORMAT_ERROR');
  assert.equal(bad.body.tppMessages[0].path, 'customerNumber');
  const noBody = await call('POST', 'customers');
  assert.deepEqual(noBody, { status: 400, body: { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: 'A JSON request body is required' }] } });
  const query = await call('GET', 'accounts/x/transactions?limit=0');
  assert.equal(query.body.tppMessages[0].path, 'limit');
  assert.equal(await db.customer.count(), before);
  assert.deepEqual(await call('GET', 'nothing/here'), { status: 404, body: { tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: 'No sandbox operation at nothing/here' }] } });
  assert.deepEqual(await call('PATCH', 'customers'), { status: 405, body: { tppMessages: [{ category: 'ERROR', code: 'METHOD_NOT_ALLOWED', text: 'PATCH is not supported here; use GET, POST' }] } });
  assert.equal((await call('GET', 'accounts/no-such-account')).status, 404);
});

test('issue 12: the portal\'s transaction list carries the exact amount beside the API\'s int32 whole units', async () => {
  const customers = await call('GET', 'customers');
  const accountId = customers.body[0].accounts[0] as string;
  const account = await call('GET', `accounts/${accountId}`);
  const tx = await call('POST', `accounts/${accountId}/transactions`, { amount: '299.90', bookingDate: '2024-01-03', debtorAccount: { bban: account.body.bban }, creditorName: 'Kiwi Majorstuen' });
  assert.equal(tx.status, 201, JSON.stringify(tx.body));
  const list = await call('GET', `accounts/${accountId}/transactions?limit=50`);
  const item = list.body.find((t: { id: string }) => t.id === tx.body[0].id);
  assert.deepEqual([item.amount, item.amountExact], [-300, '-299.90']);
});
