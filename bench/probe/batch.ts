// Batch probe: N authorised NDCT payments, then one runPaymentBatch, in this process (SQLite, or PostgreSQL with
// TEST_DATABASE_URL). Usage: node --import ./scripts/register-server-only.mjs --import tsx bench/probe/batch.ts [N]
import { prepareDatabase } from '../../tests/helpers/test-env.ts';
if (process.env.SQL_TIMING) await import('./sql-timing.ts');
if (process.env.PG_TIMING) await import('./pg-timing.ts');
await prepareDatabase();
const { createTppClient } = await import('../../tests/helpers/tpp-client.ts');
const { getDb } = await import('../../lib/db/client.ts');
const { timeBatch } = await import('../lib/batch.ts');
const { worldOf } = await import('../../lib/worlds/world-of.ts');
const tpp = await createTppClient();
const db = await getDb();
await tpp.send('GET', '/v1/sandbox/customers'); // creates the TPP and its world
const tppRow = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
const customer = await db.customer.findFirstOrThrow({ where: { worldId: worldOf(tppRow.id), type: 'PRIVATE' } });
const bban = '90000000022';
const r = await tpp.send('POST', '/v1/sandbox/accounts', { body: { customerNumber: customer.customerNumber, accountName: 'Betalingskonto', bban, currency: 'NOK', balances: ['expected', 'interimAvailable'].map((balanceType) => ({ balanceType, balanceAmount: { amount: 100_000_000, currency: 'NOK' } })) } });
if (r.status !== 201) throw new Error(r.text);
const w = { db, tppId: tppRow.id, customerId: customer.id, payAccountId: (r.body as { accountId: string }).accountId, payAccountBban: bban } as Parameters<typeof timeBatch>[0];
const n = Number(process.argv[2] ?? 100_000);
if (process.env.PROFILE_BATCH) {
  // Profile only runPaymentBatch: insert first, then time the batch under the profiler.
  const { insertPayments } = await import('../lib/world.ts');
  const { runPaymentBatch } = await import('../../lib/payments/run-payment-batch.ts');
  await insertPayments(w, n, 'ACTC');
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const t = performance.now();
  const result = await runPaymentBatch({ db, now: new Date() });
  console.log(JSON.stringify({ ...result, seconds: (performance.now() - t) / 1000 }));
  const { profile } = await session.post('Profiler.stop');
  (await import('node:fs')).mkdirSync(process.env.PROFILE_BATCH, { recursive: true });
  (await import('node:fs')).writeFileSync(`${process.env.PROFILE_BATCH}/batch.cpuprofile`, JSON.stringify(profile));
} else console.log(JSON.stringify(await timeBatch(w, n)));
process.exit(0);
