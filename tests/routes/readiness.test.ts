// Issue 14: /health (alive) and /ready (database, migrations, trust anchors, not shutting down) answer separately;
// readiness turns false once shutdown starts (scripts/server-worker.mjs sets the shared lifecycle state at the signal)
// while liveness stays true; the request log's queue is flushed by a shutdown hook that runs before the database closes.
import '../helpers/test-env.ts';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { closeDb, getDb } from '../../lib/db/client.ts';
import { dispatch } from '../helpers/router.ts';
import { createTppClient } from '../helpers/tpp-client.ts';

after(closeDb);

const lifecycle = () => (globalThis as Record<symbol, unknown>)[Symbol.for('openbank.lifecycle')] as { ready: boolean; shuttingDown: boolean; hooks: { name: string; fn: () => Promise<void> }[] };
const get = async (path: string) => {
  const res = await dispatch(new Request(`http://localhost:3000${path}`));
  return { status: res.status, body: (await res.json()) as { status: string; checks?: Record<string, string> } };
};

test('/ready is 200 with every check named; during shutdown it is 503 (shutdown in progress) while /health stays 200', async () => {
  await getDb();
  const ready = await get('/ready');
  assert.equal(ready.status, 200);
  assert.deepEqual(ready.body, { status: 'READY', checks: { database: 'up', migrations: 'applied', trustAnchors: 'loaded', shutdown: 'no' } });
  lifecycle().shuttingDown = true;
  try {
    const draining = await get('/ready');
    assert.equal(draining.status, 503);
    assert.equal(draining.body.status, 'NOT_READY');
    assert.equal(draining.body.checks!.shutdown, 'in progress');
    assert.deepEqual(await get('/health'), { status: 200, body: { status: 'UP' } });
  } finally {
    lifecycle().shuttingDown = false;
  }
});

test('the request log is flushed by a shutdown hook that runs before the database closes', async () => {
  const tpp = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-424242' });
  const requestId = crypto.randomUUID();
  await tpp.send('GET', '/v1/accounts', { requestId, skipBerlinGroupCheck: true });
  const hooks = lifecycle().hooks.map((h) => h.name);
  assert.ok(hooks.includes('request log') && hooks.includes('database'));
  // Hooks run last-registered first: the request log's after the database's in the list.
  assert.ok(hooks.lastIndexOf('request log') > hooks.indexOf('database'), hooks.join(', '));
  const hook = lifecycle().hooks.find((h) => h.name === 'request log')!;
  await hook.fn();
  const db = await getDb();
  assert.equal(await db.requestLogEntry.count({ where: { requestId } }), 1);
});
