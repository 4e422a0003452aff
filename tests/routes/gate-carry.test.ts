// What the AIS gate's statement carries for a handler (lib/accounts/account-access.ts GateCarry: the account list with
// its balances, an account's balances) answers exactly what the handler's own statements answer — every column of
// every balance (a big and a negative amount, a time, null fields, an account without balances), in order — and
// nothing for an account that is not the PSU's.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { requireAisAccess } from '../../lib/consent/require-ais-access.ts';
import { acceptFixes } from '../../lib/http/accept-fix.ts';
import { listAccounts } from '../../lib/accounts/list-accounts.ts';
import { getBalances } from '../../lib/accounts/get-balances.ts';
import { consentedPsu, paymentWorld, type PaymentWorld } from '../helpers/payments.ts';

let w: PaymentWorld;
let headers: Record<string, string>;
let accountIds: string[];

before(async () => {
  w = await paymentWorld();
  ({ headers } = await consentedPsu(w, 'carry-session'));
  const list = await w.tpp.send('GET', '/v1/accounts', { headers });
  accountIds = list.body.accounts.map((a: { resourceId: string }) => a.resourceId);
  assert.ok(accountIds.length >= 2, list.text);
  // The first account: balances with every column set and with none; the second: no balances at all.
  await w.db.balance.deleteMany({ where: { accountId: { in: accountIds.slice(0, 2) } } });
  await w.db.balance.createMany({
    data: [
      { id: `carry-1-${Date.now()}`, accountId: accountIds[0]!, balanceType: 'CLOSING_BOOKED', amountMinor: 123_456_789_012_345_678n, currency: 'NOK', referenceDate: '2026-11-27', lastChangeDateTime: new Date('2026-11-27T22:13:14.567Z'), lastCommittedTransaction: '0b4cc6e1-3c5e-4b0a-8a57-4f1c2d3e4f50' },
      { id: `carry-2-${Date.now()}`, accountId: accountIds[0]!, balanceType: 'EXPECTED', amountMinor: -1_050n, currency: 'NOK' },
    ],
  });
});
after(closeDb);

/** The handler's answer without anything carried (its own statements), with the request's headers. */
async function uncarried<T>(run: (access: Awaited<ReturnType<typeof requireAisAccess>>) => Promise<T>): Promise<T> {
  const header = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? null;
  const access = await requireAisAccess({ db: w.db, tppId: w.tppId, worldId: w.worldId, header, now: new Date() });
  assert.equal(access.carried, undefined);
  return JSON.parse(JSON.stringify(await run(access)));
}

const fixes = acceptFixes(null, new Date());

test('GET /v1/accounts?withBalance=true: the carried accounts and balances are what the statements read', async () => {
  const r = await w.tpp.send('GET', '/v1/accounts?withBalance=true', { headers });
  assert.equal(r.status, 200, r.text);
  const own = await uncarried((access) => listAccounts({ db: w.db, access, withBalance: true, fixes }));
  const [first, second] = r.body.accounts as { balances: { balanceType: string }[] }[];
  assert.deepEqual(r.body, own);
  const byType = (list: { balanceType: string }[]) => [...list].sort((a, b) => a.balanceType.localeCompare(b.balanceType));
  assert.deepEqual(byType(first!.balances), [
    { balanceAmount: { currency: 'NOK', amount: '1234567890123456.78' }, balanceType: 'closingBooked', referenceDate: '2026-11-27', lastChangeDateTime: '2026-11-27T22:13:14.567Z', lastCommittedTransaction: '0b4cc6e13c5e4b0a8a574f1c2d3e4f50' },
    { balanceAmount: { currency: 'NOK', amount: '-10.50' }, balanceType: 'expected' },
  ]);
  assert.deepEqual(second!.balances, []);
});

test('GET /v1/accounts: the carried accounts are what the statements read, without balances', async () => {
  const r = await w.tpp.send('GET', '/v1/accounts', { headers });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body, await uncarried((access) => listAccounts({ db: w.db, access, withBalance: false, fixes })));
  assert.ok(r.body.accounts.every((a: Record<string, unknown>) => !('balances' in a)));
});

test('GET /v1/accounts/{id}/balances: the carried balances are what the statement reads', async () => {
  for (const accountId of accountIds) {
    const r = await w.tpp.send('GET', `/v1/accounts/${accountId}/balances`, { headers });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.body, await uncarried((access) => getBalances({ db: w.db, tppId: w.tppId, access, accountId, fixes, now: new Date() })));
  }
});

test("GET /v1/accounts/{id}/balances of another PSU's account: 404, nothing carried", async () => {
  const foreign = await w.db.account.findFirstOrThrow({ where: { worldId: w.worldId, id: { notIn: accountIds } } });
  const r = await w.tpp.send('GET', `/v1/accounts/${foreign.id}/balances`, { headers });
  assert.equal(r.status, 404, r.text);
  assert.equal(r.body.tppMessages[0].code, 'RESOURCE_UNKNOWN');
});
