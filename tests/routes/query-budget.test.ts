// The database round trips of the hot operations (issue 13's query budget), counted at the driver: every SQL
// statement Prisma sends (each SQLite execution as published by lib/db/sqlite-gate.ts — statements are prepared once
// and kept, so prepare() no longer counts them — and each pg query; BEGIN and COMMIT included). A count, not a time: it is
// the same on every machine. The budgets are the counts this code achieves; docs/decisions/ has the before/after (0008–0010).
// The request log is written in batches off the request path (a timer flushes its queue), so a flush can land inside
// the counted request; its cost is measured by `npm run bench:request-log`, not here.
process.env.REQUEST_LOG = 'off';
import '../helpers/test-env.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { closeDb } from '../../lib/db/client.ts';
import { statementChannel } from '../../lib/db/sqlite-gate.ts';
import { NDCT, consentedPsu, createPayment, ndctBody, paymentWorld, type PaymentWorld } from '../helpers/payments.ts';

let statements = 0;
let counting = false;
statementChannel.subscribe((message) => {
  if (counting) statements += 1;
  // SHOW_SQL=1 prints the statements counted (to see what a request sends).
  if (counting && process.env.SHOW_SQL) console.log((message as { sql: string }).sql.slice(0, 300));
});
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) statements += 1;
  if (counting && process.env.SHOW_SQL) console.log(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 300));
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgQuery;

let w: PaymentWorld;
let headers: Record<string, string>;
let accountId: string;

before(async () => {
  w = await paymentWorld();
  ({ headers, accountId } = await consentedPsu(w, 'budget-session'));
  // Enough entries for a deep offset (lib/accounts/transaction-marks.ts: from MARK_EVERY on, the offset is looked up from marks).
  const day = new Date().toISOString().slice(0, 10);
  const items = Array.from({ length: 600 }, (_, i) => ({ amount: 1 + i, bookingDate: day, creditorName: 'Budget AS', creditorAccount: { bban: '12345678903' } }));
  const loaded = await w.tpp.send('POST', `/v1/sandbox/accounts/${accountId}/transactions`, { body: items });
  assert.equal(loaded.status, 201, loaded.text);
});
after(closeDb);

/** Statements of one request (the second of two alike: the first warms the per-process caches). */
async function roundTrips(method: string, path: string, body?: () => unknown, status = 200, extra: Record<string, string> = {}): Promise<number> {
  for (let i = 0; i < 2; i++) {
    statements = 0;
    counting = i === 1;
    const r = await w.tpp.send(method, path, { headers: { ...headers, ...extra }, body: body?.() });
    counting = false;
    assert.equal(r.status, status, r.text);
  }
  return statements;
}

const measured: Record<string, number> = {};
after(() => console.log(`# round trips per request: ${JSON.stringify(measured)}`));

/**
 * [name, budget, request]; the budget counts the replay insert, which also asks the certificate's revocation (a scalar
 * subquery in its RETURNING: no cache, so a certificate revoked in the portal is refused by every instance from the
 * next request; issue 12) — one round trip for both. On PostgreSQL the handler's first statement carries that insert
 * (a data-modifying WITH clause; lib/http/steps/check-replay.ts): the AIS consent gate, the payment's account lookup,
 * the basket's PSU read — one round trip fewer than on SQLite, where the insert is a statement of its own
 * (in-process, a few µs).
 */
const carried = process.env.TEST_DATABASE_URL ? 1 : 0;
const cases: [string, number, () => Promise<number>][] = [
  // The accounts (with their balances) and the balances ride in the gate's statement (lib/accounts/list-accounts.ts
  // accountsCarry, get-balances.ts balancesCarry); until 2026-11-28 a statement of their own after it.
  ['GET /v1/accounts', 2 - carried, () => roundTrips('GET', '/v1/accounts')],
  ['GET /v1/accounts?withBalance=true', 2 - carried, () => roundTrips('GET', '/v1/accounts?withBalance=true')],
  ['GET /v1/accounts/{id}/balances', 2 - carried, () => roundTrips('GET', `/v1/accounts/${accountId}/balances`)],
  // The page rides in the gate's statement (lib/accounts/list-transactions.ts transactionPageCarry; the PSU present).
  ['GET /v1/accounts/{id}/transactions', 2 - carried, () => roundTrips('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50`)],
  // Past MARK_EVERY: the entry at the offset from the marks (the last mark and the count after it; the k-th entry after
  // a mark) as WITH clauses of the page's expression (lib/accounts/transaction-marks.ts keyAtOffsetClauses), which
  // the gate's statement carries: the first such request writes the marks (the warm-up here). On SQLite 5 until
  // 2026-11-27 (two statements for the key, one for the page).
  ['GET /v1/accounts/{id}/transactions at offset 400', 2 - carried, () => roundTrips('GET', `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50&offset=400`)],
  ['GET /v1/sandbox/customers', 2, () => roundTrips('GET', '/v1/sandbox/customers')],
  ['POST /v1/payments/NDCT', 3 - carried, () => roundTrips('POST', `/v1/payments/${NDCT}`, () => ndctBody(), 201)],
];

for (const [name, budget, run] of cases) {
  test(`${name}: at most ${budget} database round trips`, async () => {
    const n = await run();
    measured[name] = n;
    assert.ok(n >= 1 && n <= budget, `${name}: ${n} round trips (budget ${budget}; at least the replay insert)`);
  });
}

// The PSU and the payments in one statement (carrying the replay insert on PostgreSQL); on PostgreSQL the basket's
// INSERT rides in the claiming UPDATE (a data-modifying WITH clause). Until 2026-11-28: 5 on SQLite, 4 on PostgreSQL.
const basketBudget = carried ? 2 : 4;
test(`POST /v1/signing-baskets: at most ${basketBudget} database round trips`, async () => {
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) ids.push(await createPayment(w.tpp, NDCT, ndctBody(), 'payments', headers));
  let k = 0;
  const n = await roundTrips('POST', '/v1/signing-baskets', () => ({ paymentIds: ids.slice(3 * k, 3 * ++k) }), 201, { 'x-accept-fix': 'amount-as-string' }); // required on baskets (spec 4.1)
  measured['POST /v1/signing-baskets'] = n;
  assert.ok(n >= 1 && n <= basketBudget, `${n} round trips`);
});
