// Issue 12: delete single sandbox transactions — DELETE /v1/sandbox/accounts/{id}/transactions/{id} and
// /v1/sandbox/card-accounts/{id}/transactions/{id} (signed) and the portal's twin. The transaction is gone, its
// neighbours and the balances stay; another world's transaction answers exactly as an unknown one and is not deleted.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb, type Db } from '../../lib/db/client.ts';
import { PortalBrowser } from '../helpers/portal-session.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';

let db: Db;
let a: TppClient;
let b: TppClient;

before(async () => {
  db = await getDb();
  a = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-310001', organizationName: 'Delete A AS' });
  b = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-320002', organizationName: 'Delete B AS' });
  await Promise.all([initializeWorld(db, a), initializeWorld(db, b)]);
});
after(closeDb);

const unknown = (text: string) => ({ tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text }] });

async function firstIds(tpp: TppClient): Promise<{ account: string; card: string }> {
  const customers = (await tpp.send('GET', '/v1/sandbox/customers?withAccounts=true')).body as { accounts: string[]; cardAccounts: string[] }[];
  const withCard = customers.find((c) => c.cardAccounts.length > 0)!;
  return { account: customers[0]!.accounts[0]!, card: withCard.cardAccounts[0]! };
}

test('a transaction of a mock account is deleted (204); reading or deleting it again is 404; the others and the balances stay', async () => {
  const { account } = await firstIds(a);
  const list = (await a.send('GET', `/v1/sandbox/accounts/${account}/transactions`)).body as { id: string }[];
  assert.ok(list.length >= 2);
  const balances = (await a.send('GET', `/v1/sandbox/accounts/${account}/balances`)).body;
  const victim = list[0]!.id;

  const deleted = await a.send('DELETE', `/v1/sandbox/accounts/${account}/transactions/${victim}`);
  assert.equal(deleted.status, 204, deleted.text);
  assert.equal(deleted.text, '');
  const gone = await a.send('GET', `/v1/sandbox/accounts/${account}/transactions/${victim}`);
  assert.deepEqual([gone.status, gone.body], [404, unknown(`No transaction ${victim} on mock account ${account}`)]);
  const again = await a.send('DELETE', `/v1/sandbox/accounts/${account}/transactions/${victim}`);
  assert.deepEqual([again.status, again.body], [404, unknown(`No transaction ${victim} on mock account ${account}`)]);

  const after = (await a.send('GET', `/v1/sandbox/accounts/${account}/transactions`)).body as { id: string }[];
  assert.deepEqual(after.map((t) => t.id), list.slice(1).map((t) => t.id));
  assert.deepEqual((await a.send('GET', `/v1/sandbox/accounts/${account}/balances`)).body, balances);
});

test('a card transaction is deleted the same way; an account transaction id is unknown on a card account', async () => {
  const { account, card } = await firstIds(a);
  const cardList = (await a.send('GET', `/v1/sandbox/card-accounts/${card}/transactions`)).body as { id: string }[];
  assert.ok(cardList.length >= 1);
  const accountTx = ((await a.send('GET', `/v1/sandbox/accounts/${account}/transactions`)).body as { id: string }[])[0]!.id;
  const wrongKind = await a.send('DELETE', `/v1/sandbox/card-accounts/${card}/transactions/${accountTx}`);
  assert.deepEqual([wrongKind.status, wrongKind.body], [404, unknown(`No transaction ${accountTx} on mock card account ${card}`)]);
  assert.equal(await db.transaction.count({ where: { id: accountTx } }), 1);

  const victim = cardList[0]!.id;
  assert.equal((await a.send('DELETE', `/v1/sandbox/card-accounts/${card}/transactions/${victim}`)).status, 204);
  assert.equal((await a.send('GET', `/v1/sandbox/card-accounts/${card}/transactions/${victim}`)).status, 404);
});

test('another TPP\'s transaction answers exactly as an unknown one and stays', async () => {
  const { account } = await firstIds(a);
  const victim = ((await a.send('GET', `/v1/sandbox/accounts/${account}/transactions`)).body as { id: string }[])[0]!.id;
  const foreign = await b.send('DELETE', `/v1/sandbox/accounts/${account}/transactions/${victim}`);
  assert.deepEqual([foreign.status, foreign.body], [404, unknown(`No transaction ${victim} on mock account ${account}`)]);
  const madeUp = await b.send('DELETE', `/v1/sandbox/accounts/${account}/transactions/no-such-transaction`);
  assert.deepEqual([madeUp.status, madeUp.body], [404, unknown(`No transaction no-such-transaction on mock account ${account}`)]);
  assert.equal(await db.transaction.count({ where: { id: victim } }), 1);
});

test('the portal deletes a transaction of its organisation\'s world through /api/portal/sandbox', async () => {
  const dev = new PortalBrowser();
  assert.equal((await dev.signUp('delete-tx@acme.example')).status, 200);
  const customers = (await dev.request('GET', '/api/portal/sandbox/customers')).body as { accounts: string[] }[];
  const account = customers[0]!.accounts[0]!;
  const list = (await dev.request('GET', `/api/portal/sandbox/accounts/${account}/transactions?limit=50`)).body as { id: string }[];
  const victim = list[0]!.id;
  const deleted = await dev.request('DELETE', `/api/portal/sandbox/accounts/${account}/transactions/${victim}`);
  assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
  const after = (await dev.request('GET', `/api/portal/sandbox/accounts/${account}/transactions?limit=50`)).body as { id: string }[];
  assert.equal(after.some((t) => t.id === victim), false);
  // Another TPP's transaction through the portal: unknown, and still there.
  const { account: aAccount } = await firstIds(a);
  const aTx = ((await a.send('GET', `/v1/sandbox/accounts/${aAccount}/transactions`)).body as { id: string }[])[0]!.id;
  const foreign = await dev.request('DELETE', `/api/portal/sandbox/accounts/${aAccount}/transactions/${aTx}`);
  assert.deepEqual([foreign.status, foreign.body], [404, unknown(`No transaction ${aTx} on mock account ${aAccount}`)]);
  assert.equal(await db.transaction.count({ where: { id: aTx } }), 1);
});
