// Issue 10: a sandbox world per TPP. Two TPPs initialise, create and delete at the same time without touching each
// other's data; another world's resources are indistinguishable from unknown ones (the same 404 body); the hosted SCA
// page identifies a customer in the world of the flow's TPP; payments debit and credit their own world; the manual
// batch books the caller's world, the scheduled one every world; deleting a world removes every row of it.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { identifyPsu } from '../../lib/hosted-sca/identify-psu.ts';
import { runPaymentBatch } from '../../lib/payments/run-payment-batch.ts';
import { runSandboxOperation } from '../../lib/portal/run-sandbox-operation.ts';
import { deleteWorld } from '../../lib/worlds/delete-world.ts';
import { seedId } from '../../lib/worlds/seed-ids.ts';
import { approveSca, flowIdOf, REDIRECT } from '../helpers/sca.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld, type TppWorld } from '../helpers/worlds.ts';
import { NDCT, SEED, authorise, balance, createPayment, ndctBody, statusOf } from '../helpers/payments.ts';

let db: Db;
let a: TppClient;
let b: TppClient;
let worldA: TppWorld;
let worldB: TppWorld;

before(async () => {
  db = await getDb();
  a = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-100001', organizationName: 'Alpha AS' });
  b = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-200002', organizationName: 'Beta AS' });
  // Both TPPs' first requests at once: each creates its own world.
  [worldA, worldB] = await Promise.all([initializeWorld(db, a), initializeWorld(db, b)]);
});
after(closeDb);

const SEEDED = ['13039319955', '12085592767', '18129215603', '20079518612'];
const MANUAL = { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' };
const unknown = (text: string) => ({ tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text }] });
const numbers = async (tpp: TppClient) => ((await tpp.send('GET', '/v1/sandbox/customers')).body as { customerNumber: string }[]).map((c) => c.customerNumber);

test('each TPP has its own world in the known state: the same customer numbers, accounts and BBANs, other ids', async () => {
  const [listA, listB] = await Promise.all([a.send('GET', '/v1/sandbox/customers?withAccounts=true'), b.send('GET', '/v1/sandbox/customers?withAccounts=true')]);
  assert.deepEqual(listA.body.map((c: { customerNumber: string }) => c.customerNumber), SEEDED);
  assert.deepEqual(listB.body.map((c: { customerNumber: string }) => c.customerNumber), SEEDED);
  const idsA = new Set(listA.body.flatMap((c: { customerId: string; accounts: string[] }) => [c.customerId, ...c.accounts]));
  assert.ok(listB.body.every((c: { customerId: string; accounts: string[] }) => [c.customerId, ...c.accounts].every((id) => !idsA.has(id))), 'no id is shared');
  // Seeded ids are derived from world and seed key.
  assert.equal(listA.body[0].customerId, seedId(worldA.worldId, 'customer', SEEDED[0]!));
  const account = (await b.send('GET', `/v1/sandbox/accounts/${listB.body[0].accounts[0]}`)).body;
  assert.deepEqual([account.bban, account.iban], ['09232911044', 'NO7809232911044']);
  assert.equal(await db.world.count({ where: { id: { in: [worldA.worldId, worldB.worldId] } } }), 2);
});

test('B never sees A\'s manual customer; GET and DELETE of A\'s resources answer exactly as for an unknown id', async () => {
  const created = await a.send('POST', '/v1/sandbox/customers', { body: MANUAL });
  assert.equal(created.status, 201, created.text);
  const id = created.body.customerId as string;
  const account = await a.send('POST', '/v1/sandbox/accounts', { body: { customerNumber: MANUAL.customerNumber, accountName: 'Brukskonto', bban: '90412263056', currency: 'NOK' } });
  assert.equal(account.status, 201, account.text);
  const accountId = account.body.accountId as string;
  const card = await a.send('POST', '/v1/sandbox/card-accounts', { body: { customerNumber: MANUAL.customerNumber, maskedPan: '1234xxxxxxxx1111', currency: 'NOK' } });
  assert.equal(card.status, 201, card.text);
  const seededAgreement = ((await a.send('GET', '/v1/sandbox/agreements')).body as { id: string }[])[0]!.id;

  assert.ok(!(await numbers(b)).includes(MANUAL.customerNumber), 'B\'s list has no A customer');
  assert.ok((await numbers(a)).includes(MANUAL.customerNumber));

  const random = crypto.randomUUID();
  const cases: [string, string, (x: string) => string][] = [
    ['GET', '/v1/sandbox/customers/', (x) => `No sandbox customer with id ${x}`],
    ['DELETE', '/v1/sandbox/customers/', (x) => `No sandbox customer with id ${x}`],
    ['DELETE', '/v1/sandbox/customers/{}/consents', (x) => `No sandbox customer with id ${x}`],
    ['GET', '/v1/sandbox/accounts/', (x) => `No mock account with id ${x}`],
    ['GET', '/v1/sandbox/accounts/{}/balances', (x) => `No mock account with id ${x}`],
    ['GET', '/v1/sandbox/accounts/{}/transactions', (x) => `No mock account with id ${x}`],
    ['DELETE', '/v1/sandbox/accounts/', (x) => `No mock account with id ${x}`],
    ['GET', '/v1/sandbox/card-accounts/', (x) => `No mock card account with id ${x}`],
    ['DELETE', '/v1/sandbox/card-accounts/', (x) => `No mock card account with id ${x}`],
    ['GET', '/v1/sandbox/agreements/', (x) => `No sandbox agreement with id ${x}`],
    ['GET', '/v1/sandbox/agreements/{}/engagements', (x) => `No sandbox agreement with id ${x}`],
  ];
  const target = (path: string) => (path.includes('customers') ? id : path.includes('card-accounts') ? card.body.cardAccountId : path.includes('agreements') ? seededAgreement : accountId);
  for (const [method, path, text] of cases) {
    const url = (x: string) => (path.includes('{}') ? path.replace('{}', x) : `${path}${x}`);
    const theirs = await b.send(method, url(target(path)));
    const none = await b.send(method, url(random));
    assert.equal(theirs.status, 404, `${method} ${path}: ${theirs.text}`);
    assert.deepEqual(theirs.body, unknown(text(target(path))), `${method} ${path}`);
    assert.deepEqual(none.body, unknown(text(random)), `${method} ${path} (random id)`);
    assert.equal(none.status, 404);
  }
  // B changed nothing of A's.
  assert.equal((await a.send('GET', `/v1/sandbox/customers/${id}`)).status, 200);
  assert.equal((await a.send('GET', `/v1/sandbox/accounts/${accountId}`)).status, 200);
  assert.equal((await a.send('GET', `/v1/sandbox/card-accounts/${card.body.cardAccountId}`)).status, 200);
  // Writes addressed at A's account from B: unknown, nothing stored.
  const put = await b.send('PUT', `/v1/sandbox/accounts/${accountId}/balances`, { body: [{ balanceType: 'expected', balanceAmount: { amount: 1, currency: 'NOK' } }] });
  assert.deepEqual([put.status, put.body], [404, unknown(`No mock account with id ${accountId}`)]);
  const tx = await b.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body: { amount: 10, bookingDate: '2024-01-02', debtorName: 'X' } });
  assert.deepEqual([tx.status, tx.body], [404, unknown(`No mock account with id ${accountId}`)]);
  assert.equal(await db.transaction.count({ where: { accountId } }), 0);
});

test('the same customer number, BBAN and IBAN exist independently in every world', async () => {
  const created = await b.send('POST', '/v1/sandbox/customers', { body: MANUAL });
  assert.equal(created.status, 201, created.text);
  const account = await b.send('POST', '/v1/sandbox/accounts', { body: { customerNumber: MANUAL.customerNumber, accountName: 'Brukskonto', bban: '90412263056', currency: 'NOK' } });
  assert.equal(account.status, 201, account.text);
  assert.equal(account.body.iban, 'NO2390412263056');
  // Still unique within a world.
  const again = await b.send('POST', '/v1/sandbox/customers', { body: MANUAL });
  assert.equal(again.status, 400);
  assert.equal(again.body.tppMessages[0].path, 'customerNumber');
  assert.equal(await db.customer.count({ where: { customerNumber: MANUAL.customerNumber } }), 2);
  const deleted = await b.send('DELETE', `/v1/sandbox/customers/${created.body.customerId}`);
  assert.equal(deleted.status, 204);
  assert.ok((await numbers(a)).includes(MANUAL.customerNumber), 'A\'s customer with the same number is still there');
});

test('B\'s initialize resets B\'s world only; seeded ids stay, so a PSU-ID held for a seeded customer survives', async () => {
  const start = await b.send('GET', '/v1/user', { headers: { 'TPP-Redirect-URI': REDIRECT } });
  const { params } = await approveSca(db, start.body._links.scaRedirect.href, SEED.private1);
  const psuId = params['psu-id']!;
  await b.send('POST', '/v1/sandbox/customers', { body: { customerNumber: '20079718492', name: 'Test Testperson 4', type: 'private' } });
  const beforeA = (await a.send('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true')).body;
  const beforeB = (await b.send('GET', '/v1/sandbox/customers')).body as { customerId: string }[];

  const reset = await b.send('POST', '/v1/sandbox/initialize');
  assert.equal(reset.status, 200);
  assert.deepEqual(reset.body.customers.map((c: { customerNumber: string }) => c.customerNumber), SEEDED);
  assert.deepEqual(reset.body.customers.map((c: { customerId: string }) => c.customerId), beforeB.slice(0, 4).map((c) => c.customerId), 'seeded ids are stable');
  assert.deepEqual((await a.send('GET', '/v1/sandbox/customers?withAccounts=true&withAgreements=true')).body, beforeA, 'A\'s world is untouched');
  const user = await b.send('GET', '/v1/user', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(user.status, 200, user.text);
  assert.equal(user.body.psuId, psuId);
});

test('two TPPs initialising, creating and deleting concurrently never touch each other\'s data', async () => {
  const work = async (tpp: TppClient, prefix: string) => {
    const results: number[] = [];
    for (let round = 0; round < 3; round++) {
      results.push((await tpp.send('POST', '/v1/sandbox/initialize')).status);
      const numbersMade = ['01078900497', '20079718492', '15059000060'];
      const made = await Promise.all(numbersMade.map((n) => tpp.send('POST', '/v1/sandbox/customers', { body: { customerNumber: n, name: `${prefix} ${n}`, type: 'private' } })));
      results.push(...made.map((r) => r.status));
      const gone = await tpp.send('DELETE', `/v1/sandbox/customers/${made[0]!.body.customerId}`);
      results.push(gone.status);
    }
    return results;
  };
  const [ra, rb] = await Promise.all([work(a, 'Alpha'), work(b, 'Beta')]);
  assert.deepEqual(ra, [200, 201, 201, 201, 204, 200, 201, 201, 201, 204, 200, 201, 201, 201, 204]);
  assert.deepEqual(rb, ra);
  for (const [tpp, prefix] of [[a, 'Alpha'], [b, 'Beta']] as const) {
    const list = (await tpp.send('GET', '/v1/sandbox/customers')).body as { customerNumber: string; customerName: string }[];
    assert.deepEqual(list.slice(0, 4).map((c) => c.customerNumber), SEEDED);
    assert.deepEqual(list.slice(4).map((c) => c.customerNumber).sort(), ['15059000060', '20079718492'], 'created at the same time: any order');
    assert.ok(list.slice(4).every((c) => c.customerName.startsWith(prefix)), `${prefix} sees only its own customers`);
  }
});

test('the hosted SCA page identifies in the world of the flow\'s TPP: A\'s customer cannot log in to B\'s flow', async () => {
  const onlyInA = { customerNumber: '15059000141', name: 'Alpha Only', type: 'private' };
  assert.equal((await a.send('POST', '/v1/sandbox/customers', { body: onlyInA })).status, 201);
  const start = await b.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: {} });
  const flowId = flowIdOf(start.body._links.scaRedirect.href);
  await assert.rejects(identifyPsu({ db, flowId, customerNumber: onlyInA.customerNumber, method: 'BANKID' }), /No customer with that number\. 4 attempt\(s\) left\./);
  // A seeded customer of B's world can, and B's accounts are consented.
  const { params } = await approveSca(db, start.body._links.scaRedirect.href, SEED.private1);
  const accounts = await b.send('GET', '/v1/accounts', { headers: { 'PSU-ID': params['psu-id']!, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(accounts.status, 200, accounts.text);
  const ids = accounts.body.accounts.map((x: { resourceId: string }) => x.resourceId);
  const bAccounts = await db.account.findMany({ where: { worldId: worldB.worldId, customer: { customerNumber: SEED.private1 } }, select: { id: true } });
  assert.deepEqual(ids.sort(), bAccounts.map((x) => x.id).sort());
  // A's account ids are not B's to read.
  const aAccount = await db.account.findFirstOrThrow({ where: { worldId: worldA.worldId, bban: '09232911044' } });
  const read = await b.send('GET', `/v1/accounts/${aAccount.id}`, { headers: { 'PSU-ID': params['psu-id']!, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(read.status, 404);
});

test('payments debit and credit their own world; the manual batch books the caller\'s world, the scheduled one every world', async () => {
  const wa = { db, ...worldA };
  const wb = { db, ...worldB };
  await Promise.all([a.send('POST', '/v1/sandbox/initialize'), b.send('POST', '/v1/sandbox/initialize')]);
  // An account that exists only in A's world: for B it is an external creditor.
  await a.send('POST', '/v1/sandbox/customers', { body: MANUAL });
  const onlyA = await a.send('POST', '/v1/sandbox/accounts', {
    body: { customerNumber: MANUAL.customerNumber, accountName: 'Brukskonto', bban: '90412263056', currency: 'NOK', balances: [{ balanceType: 'expected', balanceAmount: { amount: 0, currency: 'NOK' } }] },
  });
  assert.equal(onlyA.status, 201, onlyA.text);
  const body = () => ndctBody({ debtorAccount: { bban: '74712699947' }, creditorAccount: { bban: '24628359081' }, instructedAmount: { amount: '1000.00', currency: 'NOK' } });
  const payA = await createPayment(a, NDCT, body());
  const payB = await createPayment(b, NDCT, body());
  const toA = await createPayment(b, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' }, creditorAccount: { bban: '90412263056' }, instructedAmount: { amount: '5.00', currency: 'NOK' } }));
  await authorise(wa, payA, SEED.private2);
  await authorise(wb, payB, SEED.private2);
  await authorise(wb, toA, SEED.private2);
  const [debtorB, creditorB] = [await balance(wb, '74712699947'), await balance(wb, '24628359081')];
  const [debtorA, creditorA] = [await balance(wa, '74712699947'), await balance(wa, '24628359081')];

  const manual = await a.send('POST', '/v1/sandbox/payments/batch');
  assert.deepEqual(manual.body, { processed: 1, booked: 1, rejected: 0 });
  assert.equal((await statusOf(a, payA)).transactionStatus, 'ACSC');
  assert.equal((await statusOf(b, payB)).transactionStatus, 'ACTC', 'A\'s manual run leaves B\'s payment');
  assert.equal(await balance(wa, '74712699947'), debtorA - 100000n);
  assert.equal(await balance(wa, '24628359081'), creditorA + 100000n, 'credited in A\'s world');
  assert.equal(await balance(wb, '74712699947'), debtorB, 'B\'s accounts with the same numbers are untouched');
  assert.equal(await balance(wb, '24628359081'), creditorB);
  const credit = await db.transaction.findFirstOrThrow({ where: { paymentId: payA, amountMinor: { gt: 0 } }, select: { account: { select: { worldId: true } } } });
  assert.equal(credit.account?.worldId, worldA.worldId);

  // The scheduled run (no TPP) books every world's due payments, each in its world.
  const scheduled = await runPaymentBatch({ db, now: new Date() });
  assert.ok(scheduled.booked >= 1);
  assert.equal((await statusOf(b, payB)).transactionStatus, 'ACSC');
  assert.equal((await statusOf(b, toA)).transactionStatus, 'ACSC');
  assert.equal(await balance(wb, '74712699947'), debtorB - 100000n - 500n);
  assert.equal(await balance(wb, '24628359081'), creditorB + 100000n);
  assert.equal(await balance(wa, '24628359081'), creditorA + 100000n, 'A\'s creditor credited once');
  assert.equal(await balance(wa, '90412263056'), 0n, 'B\'s payment to a BBAN of A\'s world left B\'s world: A\'s account is not credited');
  assert.equal(await db.transaction.count({ where: { accountId: onlyA.body.accountId } }), 0);
});

test('the portal\'s sandbox management works in the signed-in organisation\'s world', async () => {
  const principal = { sessionId: 's', userId: 'u', email: 'dev@alpha.example', name: 'Dev', tppId: worldA.tppId, organizationIdentifier: a.organizationIdentifier, organizationName: 'Alpha AS', role: 'owner' as const };
  const call = async (method: string, path: string, json?: unknown) => {
    const url = new URL(`http://localhost/api/portal/sandbox/${path}`);
    return runSandboxOperation({ db, principal, method, path, query: {}, json, request: new Request(url, { method }) });
  };
  const made = await call('POST', 'customers', { customerNumber: '01030012345', name: 'Portal Made', type: 'corporate' });
  assert.equal(made.status, 201);
  assert.ok((await numbers(a)).includes('01030012345'), 'the signed TPP of the organisation sees it');
  assert.ok(!(await numbers(b)).includes('01030012345'));
  const list = (await call('GET', 'customers')).body as { customerNumber: string }[];
  assert.deepEqual(list.map((c) => c.customerNumber), await numbers(a));
});

test('deleteWorld removes every row of the world, table by table, and leaves the other world as it was', async () => {
  // Give A's world rows in every table: customers etc. (seeded), a consent and PSU identity, a payment, a basket.
  const start = await a.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: {} });
  const { params } = await approveSca(db, start.body._links.scaRedirect.href, SEED.private1);
  const headers = { 'PSU-ID': params['psu-id']!, 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'delete-world', 'PSU-IP-Address': '192.0.2.1' };
  const payment = await createPayment(a, NDCT, ndctBody(), 'payments', headers);
  const basket = await a.send('POST', '/v1/signing-baskets', { headers: { ...headers, 'x-accept-fix': 'amount-as-string' }, body: { paymentIds: [payment] } });
  assert.equal(basket.status, 201, basket.text);
  assert.equal((await a.send('GET', '/v1/accounts', { headers: { 'PSU-ID': params['psu-id']!, 'TPP-Redirect-URI': REDIRECT } })).status, 200);

  const rowsOf = async (worldId: string, tppId: string) => {
    const account = { account: { worldId } };
    const card = { cardAccount: { worldId } };
    return {
      world: await db.world.count({ where: { id: worldId } }),
      customers: await db.customer.count({ where: { worldId } }),
      accounts: await db.account.count({ where: { worldId } }),
      cardAccounts: await db.cardAccount.count({ where: { worldId } }),
      balances: await db.balance.count({ where: { OR: [account, card] } }),
      transactions: await db.transaction.count({ where: { OR: [account, card, { parent: account }] } }),
      agreements: await db.agreement.count({ where: { worldId } }),
      engagements: await db.engagement.count({ where: { worldId } }),
      consents: await db.consent.count({ where: { tppId } }),
      psuIdentities: await db.psuIdentity.count({ where: { tppId } }),
      scaFlows: await db.scaFlow.count({ where: { tppId } }),
      payments: await db.payment.count({ where: { tppId } }),
      baskets: await db.signingBasket.count({ where: { tppId } }),
      unattended: await db.unattendedAccess.count({ where: { tppId } }),
    };
  };
  const beforeA = await rowsOf(worldA.worldId, worldA.tppId);
  for (const [table, n] of Object.entries(beforeA)) if (table !== 'unattended') assert.ok(n > 0, `A has ${table}`);
  const beforeB = await rowsOf(worldB.worldId, worldB.tppId);
  const total = { customers: await db.customer.count(), transactions: await db.transaction.count() };

  await deleteWorld(db, worldA.worldId);
  const afterA = await rowsOf(worldA.worldId, worldA.tppId);
  assert.deepEqual(afterA, Object.fromEntries(Object.keys(afterA).map((k) => [k, 0])), 'nothing of A\'s world is left');
  assert.deepEqual(await rowsOf(worldB.worldId, worldB.tppId), beforeB, 'B\'s world is as it was');
  assert.equal(await db.customer.count(), total.customers - beforeA.customers);
  assert.equal(await db.transaction.count(), total.transactions - beforeA.transactions, 'no orphaned transaction rows');
  assert.equal(await db.balance.count({ where: { accountId: null, cardAccountId: null } }), 0);

  // A's next request creates its world afresh, in the known state.
  assert.deepEqual(await numbers(a), SEEDED);
  await assert.rejects(deleteWorld(db, 'bank'), /cannot be deleted/);
});
