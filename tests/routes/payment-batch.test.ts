// Simulated batch processing (spec 1.8): due payments are booked (transactions, balances), batch bookings for bulk
// payments, insufficient funds, the five daily slots run exactly once, and the sandbox operation.
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb } from '../../lib/db/client.ts';
import { runPaymentBatch, MAX_FUNDS_ATTEMPTS, planBatchPage, commitBatchPage } from '../../lib/payments/run-payment-batch.ts';
import { latestBatchSlot, manualBatchSlot, runDueBatchSlot } from '../../lib/payments/batch-scheduler.ts';
import { addDays } from '../../lib/dates.ts';
import { INSUFFICIENT_FUNDS_TEXT } from '../../lib/payments/advance-authorised-payments.ts';
import { approveSca } from '../helpers/sca.ts';
import {
  NDCT, SEED, EXTERNAL, REDIRECT, agreementOf, assertError, authorise, balance, createPayment, daysFromToday, ndctBody, paymentWorld, statusOf, today, accountOf, type PaymentWorld,
} from '../helpers/payments.ts';

let w: PaymentWorld;
before(async () => {
  w = await paymentWorld();
});
after(closeDb);

const run = () => runPaymentBatch({ db: w.db, now: new Date() });

test('the sandbox operation books due payments: debtor debited, internal creditor credited, transactions written', async () => {
  const debtorBefore = await balance(w, '74712699947');
  const creditorBefore = await balance(w, '24628359081');
  const internal = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' }, creditorAccount: { bban: '24628359081' }, instructedAmount: { amount: '1000.00', currency: 'NOK' }, remittanceInformationUnstructured: undefined, remittanceInformationStructured: { reference: '0365327', referenceType: 'SCOR' } }));
  const external = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' }, instructedAmount: { amount: '99.90', currency: 'NOK' } }));
  const notAuthorised = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' } }));
  await authorise(w, internal, SEED.private2);
  await authorise(w, external, SEED.private2);

  const r = await w.tpp.send('POST', '/v1/sandbox/payments/batch');
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(r.body, { processed: 2, booked: 2, rejected: 0 });
  assert.deepEqual(await statusOf(w.tpp, internal), { transactionStatus: 'ACSC' });
  assert.deepEqual(await statusOf(w.tpp, external), { transactionStatus: 'ACSC' });
  assert.equal((await statusOf(w.tpp, notAuthorised)).transactionStatus, 'RCVD');
  // The stored outcome: booked at the run, funds available, no reason, updatedAt moved.
  const stored = await w.db.payment.findUniqueOrThrow({ where: { id: internal } });
  assert.ok(stored.bookedAt instanceof Date && Math.abs(stored.bookedAt.getTime() - Date.now()) < 60_000, String(stored.bookedAt));
  assert.equal(stored.fundsAvailable, true);
  assert.equal(stored.statusReason, null);
  assert.equal(stored.batchAttempts, 0);
  assert.ok(stored.updatedAt.getTime() >= stored.bookedAt.getTime());

  assert.equal(await balance(w, '74712699947'), debtorBefore - 100000n - 9990n);
  assert.equal(await balance(w, '74712699947', 'interimAvailable'), debtorBefore - 100000n - 9990n);
  assert.equal(await balance(w, '24628359081'), creditorBefore + 100000n);

  const debit = await w.db.transaction.findFirstOrThrow({ where: { paymentId: internal, amountMinor: { lt: 0 } }, include: { account: { select: { bban: true } } } });
  assert.equal(debit.account?.bban, '74712699947');
  assert.equal(debit.amountMinor, -100000n);
  assert.equal(debit.bookingStatus, 'BOOKED');
  assert.equal(debit.bookingDate, today());
  assert.equal(debit.valueDate, today());
  assert.equal(debit.creditorBban, '24628359081');
  assert.equal(debit.creditorIban, 'NO8824628359081');
  assert.equal(debit.debtorName, 'Test Testperson 2');
  assert.deepEqual(JSON.parse(debit.remittanceStructured!), [{ reference: '0365327', referenceType: 'SCOR' }]);
  const credit = await w.db.transaction.findFirstOrThrow({ where: { paymentId: internal, amountMinor: { gt: 0 } }, include: { account: { select: { bban: true } } } });
  assert.equal(credit.account?.bban, '24628359081');
  assert.equal(credit.bankTransactionCode, 'PMNT-RCDT-DMCT');
  const balanceRow = await w.db.balance.findFirstOrThrow({ where: { account: { worldId: w.worldId, bban: '74712699947' }, balanceType: 'expected' } });
  assert.ok(balanceRow.lastCommittedTransaction);

  // A second run finds nothing due.
  assert.deepEqual(await run(), { processed: 0, booked: 0, rejected: 0 });
  assert.equal(await w.db.transaction.count({ where: { paymentId: internal } }), 2);
});

test('bulk: batchBookingPreferred → one batch transaction with its entries; otherwise one transaction per payment', async () => {
  const entries = [
    { instructedAmount: { amount: '100.00', currency: 'NOK' }, creditorName: 'Company 123', creditorAccount: { bban: EXTERNAL.bban }, remittanceInformationUnstructured: 'Invoice 1' },
    { instructedAmount: { amount: '200.00', currency: 'NOK' }, creditorName: 'Fjordkraft AS', creditorAccount: { bban: EXTERNAL.other }, remittanceInformationStructured: { reference: '0365327' } },
    { instructedAmount: { amount: '300.00', currency: 'NOK' }, creditorName: 'Nordlys Testhandel AS', creditorAccount: { bban: '20072819013' }, remittanceInformationUnstructured: 'Internal' },
  ];
  const before = await balance(w, '18202818400');
  const internalBefore = await balance(w, '20072819013');
  const batch = await createPayment(w.tpp, NDCT, { batchBookingPreferred: true, debtorAccount: { bban: '18202818400' }, paymentInformationId: 'PI-7', payments: entries }, 'bulk-payments');
  const single = await createPayment(w.tpp, NDCT, { batchBookingPreferred: false, debtorAccount: { bban: '18202818400' }, payments: entries.slice(0, 2) }, 'bulk-payments');
  await authorise(w, batch, SEED.private1, 'CORPORATE', SEED.corporate1);
  await authorise(w, single, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.deepEqual(await run(), { processed: 2, booked: 2, rejected: 0 });
  assert.equal((await statusOf(w.tpp, batch, NDCT, 'bulk-payments')).transactionStatus, 'ACSC');

  const account = await accountOf(w, '18202818400');
  const parent = await w.db.transaction.findFirstOrThrow({ where: { paymentId: batch, accountId: account.id }, include: { entries: { orderBy: { seq: 'asc' } } } });
  assert.equal(parent.amountMinor, -60000n);
  assert.equal(parent.remittanceInformationUnstructured, 'Bulk PI-7');
  assert.deepEqual(parent.entries.map((e) => [e.amountMinor, e.creditorName, e.accountId, e.bookingDate]), [
    [-10000n, 'Company 123', null, today()],
    [-20000n, 'Fjordkraft AS', null, today()],
    [-30000n, 'Nordlys Testhandel AS', null, today()],
  ]);
  // Only the batch transaction is on the debtor account; the internal creditor is credited on its own account.
  assert.equal(await w.db.transaction.count({ where: { paymentId: batch, accountId: account.id } }), 1);
  assert.equal(await balance(w, '20072819013'), internalBefore + 30000n);

  const individual = await w.db.transaction.findMany({ where: { paymentId: single }, orderBy: { seq: 'asc' } });
  assert.deepEqual(individual.map((t) => [t.accountId, t.amountMinor, t.parentId]), [
    [account.id, -10000n, null],
    [account.id, -20000n, null],
  ]);
  assert.equal(await balance(w, '18202818400'), before - 60000n - 30000n);
});

test('AIS shows the booked bulk as one batch transaction; its details list the entries (groupBatchTransactions)', async () => {
  const start = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': 'batch' }, body: {} });
  const outcome = await approveSca(w.db, start.body._links.scaRedirect.href, SEED.private1, 'CORPORATE', await agreementOf(w, SEED.corporate1));
  const headers = { 'PSU-ID': outcome.params['psu-id']!, 'PSU-Corporate-ID': outcome.params['psu-corporate-id']!, 'PSU-IP-Address': '192.0.2.1', 'TPP-Session-ID': 'batch', 'TPP-Redirect-URI': REDIRECT };
  const account = await accountOf(w, '18202818400');
  const list = await w.tpp.send('GET', `/v1/accounts/${account.id}/transactions?limit=100`, { headers });
  assert.equal(list.status, 200, list.text);
  const batch = list.body.transactions.booked.find((t: { batchIndicator?: boolean }) => t.batchIndicator);
  assert.ok(batch, 'a batch transaction is listed');
  assert.equal(batch.batchNumberOfTransactions, 3);
  assert.equal(batch.transactionAmount.amount, '-600.00');
  const details = await w.tpp.send('GET', batch._links.transactionDetails.href, { headers });
  assert.equal(details.status, 200, details.text);
  const entries = details.body.transactionsDetails.transactionDetails.entryDetails;
  assert.deepEqual(entries.map((e: { transactionAmount: { amount: string } }) => e.transactionAmount.amount), ['-100.00', '-200.00', '-300.00']);
  assert.ok(entries.every((e: Record<string, unknown>) => !('bookingDate' in e) && !('valueDate' in e)), 'dates only on the batch');
});

test('future-dated payments (PDNG) are booked on their date; standing orders are never batch-booked', async () => {
  const future = await createPayment(w.tpp, NDCT, ndctBody({ requestedExecutionDate: daysFromToday(2), instructedAmount: { amount: '12.00', currency: 'NOK' } }));
  await authorise(w, future);
  const { requestedExecutionDate: _d, ...single } = ndctBody();
  void _d;
  const periodic = await createPayment(w.tpp, NDCT, { ...single, startDate: today(), frequency: 'Daily' }, 'periodic-payments');
  await authorise(w, periodic);
  assert.deepEqual(await run(), { processed: 0, booked: 0, rejected: 0 });
  assert.equal((await statusOf(w.tpp, future)).transactionStatus, 'PDNG');

  const later = new Date(Date.now() + 2 * 864e5);
  const r = await runPaymentBatch({ db: w.db, now: later });
  assert.deepEqual(r, { processed: 1, booked: 1, rejected: 0 });
  assert.equal((await statusOf(w.tpp, future)).transactionStatus, 'ACSC');
  const t = await w.db.transaction.findFirstOrThrow({ where: { paymentId: future } });
  assert.equal(t.bookingDate, addDays(today(), 2));
  assert.equal((await statusOf(w.tpp, periodic, NDCT, 'periodic-payments')).transactionStatus, 'ACTC');
  assert.equal(await w.db.transaction.count({ where: { paymentId: periodic } }), 0);
});

test('insufficient funds: ACCP with fundsAvailable false until funds arrive, RJCT after the last attempt; never 500', async () => {
  // Authorised with funds, then the balance drops before the batch.
  const account = await accountOf(w, '70323119469');
  const waits = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '5000.00', currency: 'NOK' } }));
  const gives = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '70323119469' }, instructedAmount: { amount: '4000.00', currency: 'NOK' } }));
  await authorise(w, waits);
  await authorise(w, gives);
  await w.db.balance.updateMany({ where: { accountId: account.id }, data: { amountMinor: 100000n } }); // 1 000 NOK left

  const first = await w.tpp.send('POST', '/v1/sandbox/payments/batch');
  assert.equal(first.status, 200, first.text);
  assert.deepEqual(first.body, { processed: 2, booked: 0, rejected: 0 });
  const s = await statusOf(w.tpp, waits);
  assert.equal(s.transactionStatus, 'ACCP');
  assert.equal(s.fundsAvailable, false);
  const short = await w.db.payment.findUniqueOrThrow({ where: { id: waits } });
  assert.deepEqual([short.status, short.fundsAvailable, short.batchAttempts, short.bookedAt], ['ACCP', false, 1, null]);
  assert.match(s.psuMessage ?? '', /retried by the next batch runs/);
  assert.equal(await w.db.transaction.count({ where: { paymentId: waits, bookingStatus: 'BOOKED' } }), 0);
  assert.equal(await w.db.transaction.count({ where: { paymentId: waits, bookingStatus: 'PENDING' } }), 1, 'authorised, not booked: pending on the debtor account');

  // Funds for the first one arrive: it is booked next run; the second stays short.
  await w.db.balance.updateMany({ where: { accountId: account.id }, data: { amountMinor: 600000n } });
  assert.deepEqual(await run(), { processed: 2, booked: 1, rejected: 0 });
  assert.equal((await statusOf(w.tpp, waits)).transactionStatus, 'ACSC');
  assert.equal(await balance(w, '70323119469'), 100000n);
  assert.equal((await statusOf(w.tpp, gives)).transactionStatus, 'ACCP');

  for (let i = 3; i < MAX_FUNDS_ATTEMPTS; i++) assert.deepEqual(await run(), { processed: 1, booked: 0, rejected: 0 });
  assert.deepEqual(await run(), { processed: 1, booked: 0, rejected: 1 });
  const final = await statusOf(w.tpp, gives);
  assert.equal(final.transactionStatus, 'RJCT');
  assert.equal((await w.db.payment.findUniqueOrThrow({ where: { id: gives } })).batchAttempts, MAX_FUNDS_ATTEMPTS);
  assert.match(final.psuMessage ?? '', new RegExp(`insufficient funds after ${MAX_FUNDS_ATTEMPTS} batch runs`));
  assertError(await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${gives}`), 405, 'CANCELLATION_INVALID', { text: /rejected/ });
});

test('credit line counts as funds', async () => {
  const account = await accountOf(w, '18202818516');
  await w.db.balance.updateMany({ where: { accountId: account.id }, data: { amountMinor: 0n } });
  await w.db.account.update({ where: { id: account.id }, data: { creditLineMinor: 50000n } });
  const id = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '18202818516' }, instructedAmount: { amount: '400.00', currency: 'NOK' } }));
  await authorise(w, id, SEED.private1, 'CORPORATE', SEED.corporate1);
  assert.deepEqual(await run(), { processed: 1, booked: 1, rejected: 0 });
  assert.equal(await balance(w, '18202818516'), -40000n);
});

test('a cancelled payment is not booked', async () => {
  const id = await createPayment(w.tpp, NDCT, ndctBody());
  await authorise(w, id);
  assert.equal((await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${id}`)).status, 204);
  assert.deepEqual(await run(), { processed: 0, booked: 0, rejected: 0 });
  assert.equal(await w.db.transaction.count({ where: { paymentId: id } }), 0);
});

/** A new account in the test world holding `amount` NOK (expected and interimAvailable), its id. */
async function newAccount(bban: string, amount: number): Promise<string> {
  const customer = await w.db.customer.findFirstOrThrow({ where: { worldId: w.worldId, type: 'PRIVATE' } });
  const r = await w.tpp.send('POST', '/v1/sandbox/accounts', {
    body: { customerNumber: customer.customerNumber, accountName: 'Brukskonto', bban, currency: 'NOK', balances: ['expected', 'interimAvailable'].map((balanceType) => ({ balanceType, balanceAmount: { amount, currency: 'NOK' } })) },
  });
  assert.equal(r.status, 201, r.text);
  return (r.body as { accountId: string }).accountId;
}

// The batch reads and plans each page while the page before it is written (lib/payments/run-payment-batch.ts): what
// changes between a page's plan and its transaction must not be booked from the plan.
test('a page planned before one of its payments was cancelled books the others, not that one', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const id = await createPayment(w.tpp, NDCT, ndctBody());
    await authorise(w, id);
    ids.push(id);
  }
  const planned = await planBatchPage(w.db, ids, new Date());
  assert.equal(planned.plan.payments.length, 3);
  assert.equal((await w.tpp.send('DELETE', `/v1/payments/${NDCT}/${ids[1]}`)).status, 204);
  assert.deepEqual(await commitBatchPage(w.db, planned, new Date()), { processed: 2, booked: 2, rejected: 0 });
  assert.deepEqual(await statusOf(w.tpp, ids[0]!), { transactionStatus: 'ACSC' });
  assert.deepEqual(await statusOf(w.tpp, ids[1]!), { transactionStatus: 'CANC' });
  assert.deepEqual(await statusOf(w.tpp, ids[2]!), { transactionStatus: 'ACSC' });
  assert.equal(await w.db.transaction.count({ where: { paymentId: ids[1], bookingStatus: 'BOOKED' } }), 0);
  assert.equal(await w.db.transaction.count({ where: { paymentId: { in: [ids[0]!, ids[2]!] }, bookingStatus: 'BOOKED' } }), 2);
});

test('a page planned before its creditor account was deleted is planned again: the debit is booked, no credit', async () => {
  const creditorId = await newAccount('12345678903', 0);
  const id = await createPayment(w.tpp, NDCT, ndctBody({ debtorAccount: { bban: '74712699947' }, creditorAccount: { bban: '12345678903' }, instructedAmount: { amount: '25.00', currency: 'NOK' } }));
  await authorise(w, id, SEED.private2);
  const planned = await planBatchPage(w.db, [id], new Date());
  assert.deepEqual(planned.plan.payments[0]!.moves.map((m) => m.accountId).includes(creditorId), true);
  const r = await w.tpp.send('DELETE', `/v1/sandbox/accounts/${creditorId}`);
  assert.ok(r.status === 204 || r.status === 200, r.text);
  assert.deepEqual(await commitBatchPage(w.db, planned, new Date()), { processed: 1, booked: 1, rejected: 0 });
  const booked = await w.db.transaction.findMany({ where: { paymentId: id, bookingStatus: 'BOOKED' }, select: { amountMinor: true, accountId: true } });
  assert.deepEqual(booked.map((t) => t.amountMinor), [-2500n]);
});

test('funds across pages: each page books against the balance the pages before it left', async () => {
  const N = 2 * 1000 + 500; // three pages (BATCH_PAGE_SIZE 1,000)
  const accountId = await newAccount('12345678911', 1500);
  const now = new Date();
  const body = JSON.stringify({ debtorAccount: { bban: '12345678911' }, instructedAmount: { currency: 'NOK', amount: '1.00' }, creditorName: 'Bulk Creditor', creditorAccount: { bban: EXTERNAL.bban } });
  const rows = Array.from({ length: N }, (_, i) => ({
    id: `pages-${String(i).padStart(5, '0')}`, tppId: w.tppId, service: 'payments', product: NDCT, status: 'ACTC', fundsAvailable: true, body, debtorAccountId: accountId, amountMinor: 100n, currency: 'NOK', createdAt: new Date(now.getTime() - N + i),
  }));
  await w.db.payment.createMany({ data: rows });
  await run();
  const statuses = await w.db.payment.groupBy({ by: ['status'], where: { id: { startsWith: 'pages-' } }, _count: true });
  assert.deepEqual(Object.fromEntries(statuses.map((g) => [g.status, g._count])), { ACSC: 1500, ACCP: N - 1500 });
  // The first 1,500 in creation order were booked.
  const lastBooked = await w.db.payment.findFirstOrThrow({ where: { id: { startsWith: 'pages-' }, status: 'ACSC' }, orderBy: { createdAt: 'desc' } });
  assert.equal(lastBooked.id, 'pages-01499');
  assert.equal(await balance(w, '12345678911'), 0n);
  assert.equal(await w.db.transaction.count({ where: { accountId, bookingStatus: 'BOOKED' } }), 1500);
  // The next run finds no funds either: one more attempt each, nothing booked.
  await run();
  const waiting = await w.db.payment.groupBy({ by: ['status', 'batchAttempts', 'statusReason'], where: { id: { startsWith: 'pages-' }, status: { not: 'ACSC' } }, _count: true });
  assert.deepEqual(waiting.map((g) => [g.status, g.batchAttempts, g.statusReason, g._count]), [['ACCP', 2, INSUFFICIENT_FUNDS_TEXT, N - 1500]]);
  await w.db.payment.deleteMany({ where: { id: { startsWith: 'pages-' }, status: 'ACCP' } });
});

test('slots: five a day in Oslo time; each slot runs exactly once, also when instances race', async () => {
  assert.equal(latestBatchSlot(new Date('2025-01-15T05:00:00Z')), '2025-01-15T06:00'); // 06:00 CET
  assert.equal(latestBatchSlot(new Date('2025-01-15T04:59:59Z')), '2025-01-14T18:00'); // 05:59 CET
  assert.equal(latestBatchSlot(new Date('2025-07-15T03:59:00Z')), '2025-07-14T18:00'); // 05:59 CEST
  assert.equal(latestBatchSlot(new Date('2025-07-15T04:30:00Z')), '2025-07-15T06:00'); // 06:30 CEST
  assert.equal(latestBatchSlot(new Date('2025-07-15T10:59:00Z')), '2025-07-15T12:00'); // 12:59 CEST
  assert.equal(latestBatchSlot(new Date('2025-07-15T13:00:00Z')), '2025-07-15T15:00');
  assert.equal(latestBatchSlot(new Date('2025-12-31T22:59:00Z')), '2025-12-31T18:00'); // 23:59 CET
  assert.equal(latestBatchSlot(new Date('2026-01-01T00:30:00Z')), '2025-12-31T18:00'); // 01:30 CET, new year
  assert.equal(latestBatchSlot(new Date('2025-03-01T05:00:00Z')), '2025-03-01T06:00');
  assert.equal(latestBatchSlot(new Date('2025-03-01T04:00:00Z')), '2025-02-28T18:00');
  assert.notEqual(manualBatchSlot(new Date()), manualBatchSlot(new Date()));

  const id = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '1.00', currency: 'NOK' } }));
  await authorise(w, id);
  const now = new Date();
  const slot = latestBatchSlot(now);
  const [a, b] = await Promise.all([runPaymentBatch({ db: w.db, now, slot }), runPaymentBatch({ db: w.db, now, slot })]);
  assert.equal([a, b].filter((r) => r.skipped).length, 1, JSON.stringify([a, b]));
  assert.equal(a.booked + b.booked, 1);
  assert.equal(await w.db.transaction.count({ where: { paymentId: id } }), 1);
  const row = await w.db.batchRun.findUniqueOrThrow({ where: { slot } });
  assert.ok(row.finishedAt);
  assert.equal(row.booked, 1);
  assert.deepEqual(await runPaymentBatch({ db: w.db, now, slot }), { processed: 0, booked: 0, rejected: 0, skipped: true });

  // The scheduler tick: the latest slot has run, so nothing happens.
  const again = await createPayment(w.tpp, NDCT, ndctBody({ instructedAmount: { amount: '2.00', currency: 'NOK' } }));
  await authorise(w, again);
  await runDueBatchSlot(now);
  assert.equal((await statusOf(w.tpp, again)).transactionStatus, 'ACTC');
  await w.db.batchRun.delete({ where: { slot } });
  await runDueBatchSlot(now);
  assert.equal((await statusOf(w.tpp, again)).transactionStatus, 'ACSC');
});

test('the sandbox batch operation is a signed request; runs are recorded', async () => {
  const unsigned = await w.tpp.send('POST', '/v1/sandbox/payments/batch', { tamper: (h) => delete h.Signature, skipBerlinGroupCheck: true });
  assert.equal(unsigned.status, 400, unsigned.text);
  const before = await w.db.batchRun.count({ where: { slot: { startsWith: 'manual ' } } });
  assert.equal((await w.tpp.send('POST', '/v1/sandbox/payments/batch')).status, 200);
  assert.equal(await w.db.batchRun.count({ where: { slot: { startsWith: 'manual ' } } }), before + 1);
});

test('many payments: batched queries book thousands in one run', async (t) => {
  const N = Number(process.env.BATCH_TEST_PAYMENTS ?? 5000);
  const accounts = await w.db.account.findMany({ where: { worldId: w.worldId, bban: { in: ['18202818400', '20072819013'] } }, select: { id: true, bban: true } });
  const now = new Date();
  const body = (bban: string) => JSON.stringify({ debtorAccount: { bban }, instructedAmount: { currency: 'NOK', amount: '1.00' }, creditorName: 'Bulk Creditor', creditorAccount: { bban: EXTERNAL.bban } });
  const rows = Array.from({ length: N }, (_, i) => {
    const a = accounts[i % accounts.length]!;
    return { id: `perf-${String(i).padStart(6, '0')}`, tppId: w.tppId, service: 'payments', product: NDCT, status: 'ACTC', fundsAvailable: true, body: body(a.bban), debtorAccountId: a.id, amountMinor: 100n, currency: 'NOK', createdAt: new Date(now.getTime() - N + i) };
  });
  for (let i = 0; i < rows.length; i += 1000) await w.db.payment.createMany({ data: rows.slice(i, i + 1000) });
  const balances = await Promise.all(accounts.map((a) => balance(w, a.bban)));
  const started = performance.now();
  const r = await run();
  const ms = performance.now() - started;
  t.diagnostic(`${N} payments booked in ${Math.round(ms)} ms`);
  assert.deepEqual(r, { processed: N, booked: N, rejected: 0 });
  assert.ok(ms < N * 5, `${N} payments took ${Math.round(ms)} ms`);
  const after = await Promise.all(accounts.map((a) => balance(w, a.bban)));
  accounts.forEach((_, i) => assert.equal(after[i], balances[i]! - BigInt(N / accounts.length) * 100n));
  assert.equal(await w.db.transaction.count({ where: { paymentId: { startsWith: 'perf-' } } }), N);
});
