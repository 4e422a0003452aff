// Account information end to end through the pipeline: SCA redirect, consent, accounts, balances, transactions,
// card accounts, corporate context, TPP sessions, unattended limits, x-accept-fix.
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { getDb, type Db } from '../../lib/db/client.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';
import { initializeWorld } from '../helpers/worlds.ts';
import { approveSca, cancelSca, REDIRECT } from '../helpers/sca.ts';

let db: Db;
let tpp: TppClient;
let other: TppClient;
let worldId: string;
let psuId: string;
const SESSION = 'session-1';
const PRIVATE_PSU = '13039319955';

const present = (extra: Record<string, string> = {}) => ({ 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': SESSION, 'TPP-Redirect-URI': REDIRECT, ...extra });

before(async () => {
  db = await getDb();
  tpp = await createTppClient({ roles: ['PSP_AI', 'PSP_PI'] });
  other = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-999999', organizationName: 'Other AS', roles: ['PSP_AI'] });
  ({ worldId } = await initializeWorld(db, tpp));
});

test('GET /v1/accounts without PSU-ID answers 401 with an scaRedirect link', async () => {
  const res = await tpp.send('GET', '/v1/accounts', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION } });
  assert.equal(res.status, 401);
  assert.equal(res.body.tppMessages[0].code, 'CONSENT_INVALID');
  assert.match(res.body._links.scaRedirect.href, /\/sca\/[0-9a-f-]{36}\?/);
  assert.deepEqual(res.body._links.scaRedirect.verbs, ['GET']);
});

test('a request that may need SCA without TPP-Redirect-URI is a 400 naming the header', async () => {
  const res = await tpp.send('GET', '/v1/accounts');
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'TPP-Redirect-URI', text: 'TPP-Redirect-URI header is required: this request may need SCA, and the PSU is sent back to that URI' }] });
});

test('an SCA via bank-offered consent yields psu-id, tpp-session-id and context on the redirect', async () => {
  const res = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION }, body: {} });
  assert.equal(res.status, 201, res.text);
  const outcome = await approveSca(db, res.body._links.scaRedirect.href, PRIVATE_PSU);
  assert.equal(outcome.url.origin + outcome.url.pathname, 'https://tpp.example/callback');
  assert.equal(outcome.params.state, 'abc');
  assert.match(outcome.params['psu-id']!, /^[0-9a-f-]{36}$/);
  assert.equal(outcome.params['tpp-session-id'], SESSION);
  assert.equal(outcome.params.context, 'PRIVATE');
  assert.equal(outcome.params['psu-corporate-id'], undefined);
  psuId = outcome.params['psu-id']!;
});

test('accounts, balances and account details are available after consent', async () => {
  const list = await tpp.send('GET', '/v1/accounts?withBalance=true', { headers: present() });
  assert.equal(list.status, 200, list.text);
  assert.equal(list.body.accounts.length, 2);
  const acc = list.body.accounts[0];
  assert.equal(typeof acc.balances[0].balanceAmount.amount, 'string');
  assert.match(acc.balances[0].balanceAmount.amount, /^-?\d+\.\d{2}$/);
  assert.equal(acc.balances[0].balanceAmount.currency, acc.currency);
  assert.equal(acc._links.balances.href, `/v1/accounts/${acc.resourceId}/balances`);
  const one = await tpp.send('GET', `/v1/accounts/${acc.resourceId}`, { headers: present() });
  assert.equal(one.status, 200);
  assert.equal(one.body.account.iban, acc.iban);
  const balances = await tpp.send('GET', `/v1/accounts/${acc.resourceId}/balances`, { headers: present() });
  assert.equal(balances.status, 200);
  assert.equal(balances.body.account.iban, acc.iban);
});

test('transactions are paged with next/previous links and have stable ids and details', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[0].resourceId;
  const page1 = await tpp.send('GET', `/v1/accounts/${id}/transactions?bookingStatus=booked&limit=2`, { headers: present() });
  assert.equal(page1.status, 200, page1.text);
  assert.equal(page1.body.transactions.booked.length, 2);
  assert.ok(page1.body.transactions._links.next, 'next link');
  assert.equal(page1.body.transactions._links.previous, undefined);
  const page2 = await tpp.send('GET', page1.body.transactions._links.next.href, { headers: present() });
  assert.equal(page2.status, 200);
  assert.ok(page2.body.transactions._links.previous);
  const ids1 = page1.body.transactions.booked.map((t: { transactionId: string }) => t.transactionId);
  const ids2 = page2.body.transactions.booked.map((t: { transactionId: string }) => t.transactionId);
  assert.equal(ids1.filter((x: string) => ids2.includes(x)).length, 0, 'pages do not overlap');
  const again = await tpp.send('GET', `/v1/accounts/${id}/transactions?bookingStatus=booked&limit=2`, { headers: present() });
  assert.deepEqual(again.body.transactions.booked.map((t: { transactionId: string }) => t.transactionId), ids1, 'booked ids are stable');
  const details = await tpp.send('GET', `/v1/accounts/${id}/transactions/${ids1[0]}`, { headers: present() });
  assert.equal(details.status, 200, details.text);
  assert.equal(details.body.transactionsDetails.transactionDetails.transactionId, ids1[0]);
  const both = await tpp.send('GET', `/v1/accounts/${id}/transactions?bookingStatus=both`, { headers: present() });
  assert.ok(Array.isArray(both.body.transactions.booked) && Array.isArray(both.body.transactions.pending));
});

test('a listed transaction shows every field its details show (the report page is read as JSON arrays, the details by the ORM)', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const { resourceId: id, iban, bban } = list.body.accounts[0];
  const full = {
    amount: 1234.5, currency: 'NOK', valueDate: '2026-02-03', bookingDate: '2026-02-02', remittanceInformationUnstructured: 'Faktura 77',
    creditorId: 'C-1', creditorName: 'Kreditor AS', creditorAccount: { iban, bban }, ultimateCreditor: 'Ultimate K',
    debtorName: 'Debitor', debtorAccount: { iban: 'NO6290491105991', bban: '90491105991' }, ultimateDebtor: 'Ultimate D', purposeCode: 'SALA',
    bankTransactionCode: 'PMNT-RCDT-ESCT', proprietaryBankTransactionCode: 'KORT', creditorAgent: 'DNBANOKKXXX', debtorAgent: 'NDEANOKK',
    additionalInformation: 'Kjøp i utlandet', remittanceInformationUnstructuredArray: ['Linje 1', 'Linje «2»'],
    currencyExchange: [{ sourceCurrency: 'EUR', exchangeRate: '11.4512', unitCurrency: 'EUR', targetCurrency: 'NOK', quotationDate: '2026-02-01', contractIdentification: 'FX-1' }],
  };
  const bare = { amount: 1, bookingDate: '2026-02-02', debtorName: 'Bare', debtorAccount: { bban: '12345678903' } };
  const created = await tpp.send('POST', `/v1/sandbox/accounts/${id}/transactions`, { body: [full, bare] });
  assert.equal(created.status, 201, created.text);
  {
    const page = await tpp.send('GET', `/v1/accounts/${id}/transactions?bookingStatus=booked&dateFrom=2026-02-02&dateTo=2026-02-02`, { headers: present() });
    assert.equal(page.status, 200, page.text);
    const listed: Record<string, unknown>[] = page.body.transactions.booked;
    assert.equal(listed.length, 2);
    for (const t of listed) {
      const details = await tpp.send('GET', `/v1/accounts/${id}/transactions/${t.transactionId}`, { headers: present() });
      assert.equal(details.status, 200, details.text);
      const { _links: links, ...fields } = t;
      assert.deepEqual(links, { transactionDetails: { href: `/v1/accounts/${id}/transactions/${t.transactionId}`, verbs: ['GET'] } });
      assert.deepEqual(fields, details.body.transactionsDetails.transactionDetails, `listed ${t.transactionId} as its details`);
    }
    const shown = listed.find((t) => t.creditorId === 'C-1')!;
    assert.deepEqual(Object.keys(shown).sort(), [
      '_links', 'additionalInformation', 'bankTransactionCode', 'bookingDate', 'creditorAccount', 'creditorAgent', 'creditorId', 'creditorName', 'currencyExchange',
      'debtorAccount', 'debtorAgent', 'debtorName', 'entryReference', 'proprietaryBankTransactionCode', 'purposeCode', 'remittanceInformationUnstructured',
      'remittanceInformationUnstructuredArray', 'transactionAmount', 'transactionId', 'ultimateCreditor', 'ultimateDebtor', 'valueDate',
    ]);
    assert.deepEqual(shown.transactionAmount, { currency: 'NOK', amount: '1234.50' });
  }
});

test('next links carry a keyset position: following them gives exactly the pages offsets give, for booked, pending and both', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[0].resourceId;
  const days = ['2026-01-05', '2026-01-06', '2026-01-06', '2026-01-06', '2026-01-07'];
  const items = [
    ...Array.from({ length: 13 }, (_, i) => ({ amount: 10 + i, bookingDate: days[i % days.length], remittanceInformationUnstructured: `paging ${i}`, creditorName: 'Butikk AS', creditorAccount: { bban: '12345678903' } })),
    ...Array.from({ length: 4 }, (_, i) => ({ amount: 50 + i, bookingDate: days[i], bookingStatus: 'pending', remittanceInformationUnstructured: `pending ${i}`, creditorName: 'Butikk AS', creditorAccount: { bban: '12345678903' } })),
  ];
  const created = await tpp.send('POST', `/v1/sandbox/accounts/${id}/transactions`, { body: items });
  assert.equal(created.status, 201, created.text);
  const window = 'dateFrom=2026-01-01&dateTo=2026-01-31';
  const ids = (body: { transactions: { booked?: { transactionId: string }[]; pending?: { transactionId: string }[] } }) => ({
    booked: body.transactions.booked?.map((t) => t.transactionId), pending: body.transactions.pending?.map((t) => t.transactionId),
  });
  for (const bookingStatus of ['booked', 'pending', 'both']) {
    let href: string | undefined = `/v1/accounts/${id}/transactions?bookingStatus=${bookingStatus}&${window}&limit=3`;
    let offset = 0;
    let pages = 0;
    while (href) {
      const byLink: { status: number; text: string; body: { transactions: { booked?: { transactionId: string }[]; pending?: { transactionId: string }[]; _links: { next?: { href: string } } } } } = await tpp.send('GET', href, { headers: present() });
      const byOffset = await tpp.send('GET', `/v1/accounts/${id}/transactions?bookingStatus=${bookingStatus}&${window}&limit=3&offset=${offset}`, { headers: present() });
      assert.equal(byLink.status, 200, byLink.text);
      assert.deepEqual(ids(byLink.body), ids(byOffset.body), `${bookingStatus} page ${pages}`);
      assert.equal(Boolean(byLink.body.transactions._links.next), Boolean(byOffset.body.transactions._links.next), `${bookingStatus} page ${pages} next`);
      if (pages > 0) assert.match(href, /[?&]after=/, 'next links carry after');
      href = byLink.body.transactions._links.next?.href;
      offset += 3;
      pages++;
    }
    assert.equal(pages, bookingStatus === 'pending' ? 2 : 5, bookingStatus);
  }
});

test('an after that no next link could carry is a 400 naming it; nothing else changes', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[0].resourceId;
  for (const after of ['x', 'b:2026-13-01:5', 'b:2026-01-01:-1', 'b:end,b:end', 'q:end', 'b:2026-01-01:1234567890123456']) {
    const res = await tpp.send('GET', `/v1/accounts/${id}/transactions?after=${encodeURIComponent(after)}`, { headers: present() });
    assert.equal(res.status, 400, after);
    assert.deepEqual(res.body.tppMessages, [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'after', text: 'after: must be the after value of a next link' }], after);
  }
});

test('bad transaction queries are 400s', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[0].resourceId;
  const cases: [string, string, string][] = [
    ['limit=0', 'FORMAT_ERROR', 'limit: must be at least 1'],
    ['dateFrom=2026-13-01', 'FORMAT_ERROR', 'dateFrom: must be a date written YYYY-MM-DD'],
    ['bookingStatus=nope', 'FORMAT_ERROR', 'bookingStatus: must be booked, pending, both or all'],
    ['dateFrom=2026-05-02&dateTo=2026-05-01', 'PERIOD_INVALID', 'dateFrom 2026-05-02 is after dateTo 2026-05-01'],
  ];
  for (const [q, code, text] of cases) {
    const res = await tpp.send('GET', `/v1/accounts/${id}/transactions?${q}`, { headers: present() });
    assert.equal(res.status, 400, q);
    assert.equal(res.body.tppMessages[0].code, code, q);
    assert.equal(res.body.tppMessages[0].text, text, q);
  }
});

test('card accounts of the consent', async () => {
  const list = await tpp.send('GET', '/v1/card-accounts?withBalance=true', { headers: present() });
  assert.equal(list.status, 200, list.text);
  assert.equal(list.body.cardAccounts.length, 1);
  const card = list.body.cardAccounts[0];
  assert.match(card.maskedPan, /x{4,}/);
  const tx = await tpp.send('GET', `/v1/card-accounts/${card.resourceId}/transactions`, { headers: present() });
  assert.equal(tx.status, 200, tx.text);
  assert.ok(Array.isArray(tx.body.cardTransactions.booked));
});

test('another TPP cannot use this PSU-ID, and cannot read the account', async () => {
  const res = await other.send('GET', '/v1/accounts', { headers: present() });
  assert.equal(res.status, 401);
  assert.ok(res.body._links.scaRedirect);
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[0].resourceId;
  const direct = await other.send('GET', `/v1/accounts/${id}/balances`, { headers: present() });
  assert.equal(direct.status, 401);
});

test('unattended reads: at most 4 balance reads per account and 24 hours, then 429', async () => {
  const list = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const id = list.body.accounts[1].resourceId;
  const unattended = { 'PSU-ID': psuId };
  for (let i = 0; i < 4; i += 1) {
    const ok = await tpp.send('GET', `/v1/accounts/${id}/balances`, { headers: unattended });
    assert.equal(ok.status, 200, `read ${i + 1}: ${ok.text}`);
  }
  const fifth = await tpp.send('GET', `/v1/accounts/${id}/balances`, { headers: unattended });
  assert.equal(fifth.status, 429);
  assert.equal(fifth.body.tppMessages[0].code, 'ACCESS_EXCEEDED');
  const withPsu = await tpp.send('GET', `/v1/accounts/${id}/balances`, { headers: present() });
  assert.equal(withPsu.status, 200, 'a PSU-present read is not limited');
  const old = await tpp.send('GET', `/v1/accounts/${id}/transactions?dateFrom=2020-01-01`, { headers: unattended });
  assert.equal(old.status, 400);
  assert.equal(old.body.tppMessages[0].code, 'PERIOD_INVALID');
});

test('x-accept-fix cash-account-type-iso switches to ISO 20022 cash account types', async () => {
  const legacy = await tpp.send('GET', '/v1/accounts', { headers: present() });
  const iso = await tpp.send('GET', '/v1/accounts', { headers: present({ 'x-accept-fix': 'amount-as-string, cash-account-type-iso' }) });
  assert.ok(iso.body.accounts.every((a: { cashAccountType: string }) => /^[A-Z]{4}$/.test(a.cashAccountType)));
  assert.notDeepEqual(legacy.body.accounts.map((a: { cashAccountType: string }) => a.cashAccountType), iso.body.accounts.map((a: { cashAccountType: string }) => a.cashAccountType));
});

test('a new TPP session needs a new SCA; an aborted one keeps the old session, a completed one ends it', async () => {
  const fresh = await tpp.send('GET', '/v1/accounts', { headers: present({ 'TPP-Session-ID': 'session-2' }) });
  assert.equal(fresh.status, 401);
  assert.equal(fresh.body.tppMessages[0].code, 'CONSENT_EXPIRED');
  const cancelled = await cancelSca(db, fresh.body._links.scaRedirect.href);
  assert.deepEqual(Object.keys(cancelled.params).sort(), ['code', 'message', 'state', 'status', 'system']);
  assert.equal((await tpp.send('GET', '/v1/accounts', { headers: present() })).status, 200, 'old session still valid after abort');
  const retry = await tpp.send('GET', '/v1/accounts', { headers: present({ 'TPP-Session-ID': 'session-2' }) });
  const done = await approveSca(db, retry.body._links.scaRedirect.href, PRIVATE_PSU);
  assert.equal(done.params['psu-id'], psuId, 'psu-id is stable per TPP and PSU');
  assert.equal(done.params['tpp-session-id'], 'session-2');
  assert.equal((await tpp.send('GET', '/v1/accounts', { headers: present({ 'TPP-Session-ID': 'session-2' }) })).status, 200);
  assert.equal((await tpp.send('GET', '/v1/accounts', { headers: present() })).status, 401, 'old session invalidated');
});

test('corporate context: psu-corporate-id, agreements, and 400 without PSU-Corporate-ID', async () => {
  const start = await tpp.send('GET', '/v1/accounts', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'corp' } });
  const customer = await db.customer.findUniqueOrThrow({ where: { worldId_customerNumber: { worldId, customerNumber: PRIVATE_PSU } } });
  const agreement = await db.agreement.findFirstOrThrow({ where: { worldId, engagements: { some: { customerNumber: customer.customerNumber } } } });
  const outcome = await approveSca(db, start.body._links.scaRedirect.href, PRIVATE_PSU, 'CORPORATE', agreement.id);
  assert.equal(outcome.params.context, 'CORPORATE');
  const corporateId = outcome.params['psu-corporate-id']!;
  assert.match(corporateId, /^[0-9a-f-]{36}$/);
  const headers = { 'PSU-ID': outcome.params['psu-id']!, 'PSU-Corporate-ID': corporateId, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': 'corp', 'TPP-Redirect-URI': REDIRECT };
  const corp = await tpp.send('GET', '/v1/accounts', { headers });
  assert.equal(corp.status, 200, corp.text);
  assert.equal(corp.body.accounts.length, 2);
  assert.ok(corp.body.accounts.every((a: { usage: string }) => a.usage === 'ORGA'));
  const agreements = await tpp.send('GET', '/v1/agreements', { headers: { 'PSU-ID': outcome.params['psu-id']!, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(agreements.status, 200, agreements.text);
  assert.deepEqual(agreements.body.agreements.map((a: { psuCorporateId: string }) => a.psuCorporateId), [corporateId]);
});

test('a PSU who consented only in a corporate context must send PSU-Corporate-ID (400)', async () => {
  const start = await tpp.send('GET', '/v1/accounts', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'corp-only' } });
  const agreement = await db.agreement.findFirstOrThrow({ where: { worldId, engagements: { some: { customerNumber: '12085592767' } } } });
  const outcome = await approveSca(db, start.body._links.scaRedirect.href, '12085592767', 'CORPORATE', agreement.id);
  const res = await tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': outcome.params['psu-id']!, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': 'corp-only', 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'PSU-Corporate-ID', text: 'The PSU consented in a corporate context: send PSU-Corporate-ID (psu-corporate-id from the SCA redirect, or from GET /v1/agreements)' }] });
});

test('GET /v1/user and /v1/users give the PSU-ID or an scaRedirect; deprecated /v1/consents returns only scaRedirect', async () => {
  const none = await tpp.send('GET', '/v1/users', { headers: { 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(none.status, 401);
  assert.ok(none.body._links.scaRedirect.href);
  const known = await tpp.send('GET', '/v1/user', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(known.status, 200);
  assert.equal(known.body.psuId, psuId);
  const legacy = await tpp.send('POST', '/v1/consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: { access: { allPsd2: 'allAccounts' }, recurringIndicator: true } });
  assert.equal(legacy.status, 201);
  assert.deepEqual(Object.keys(legacy.body), ['_links']);
  assert.deepEqual(Object.keys(legacy.body._links), ['scaRedirect']);
});

test('a PSU-IP-Address-less read after the PSU revoked the consent is 403 CONSENT_UNKNOWN', async () => {
  const customer = await db.customer.findUniqueOrThrow({ where: { worldId_customerNumber: { worldId, customerNumber: PRIVATE_PSU } } });
  const revoke = await tpp.send('DELETE', `/v1/sandbox/customers/${customer.id}/consents`);
  assert.equal(revoke.status, 204);
  const res = await tpp.send('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': REDIRECT } });
  assert.equal(res.status, 403);
  assert.equal(res.body.tppMessages[0].code, 'CONSENT_UNKNOWN');
});

test('a PSU without accounts gets an empty list, not an error; an SCA older than 180 days needs renewal', async () => {
  const created = await tpp.send('POST', '/v1/sandbox/customers', { body: { customerNumber: '01078900497', name: 'Test Testperson 1', type: 'private' } });
  assert.equal(created.status, 201, created.text);
  const start = await tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT }, body: {} });
  const outcome = await approveSca(db, start.body._links.scaRedirect.href, '01078900497');
  const headers = { 'PSU-ID': outcome.params['psu-id']!, 'TPP-Redirect-URI': REDIRECT };
  const empty = await tpp.send('GET', '/v1/accounts', { headers });
  assert.equal(empty.status, 200, empty.text);
  assert.deepEqual(empty.body, { accounts: [] });

  // 181 days later the SCA is too old, also for unattended access.
  await db.consent.updateMany({ where: { customerId: created.body.customerId }, data: { scaAt: new Date(Date.now() - 181 * 86_400_000) } });
  const old = await tpp.send('GET', '/v1/accounts', { headers });
  assert.equal(old.status, 401);
  assert.equal(old.body.tppMessages[0].code, 'CONSENT_EXPIRED');
  assert.equal(old.body.tppMessages[0].text, 'The SCA is older than 180 days and must be renewed');
  assert.ok(old.body._links.scaRedirect.href);
});
