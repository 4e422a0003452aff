// Sandbox worlds at scale (issue 10): the time to create a world, the rows of one, and the latency of
// GET /v1/sandbox/customers with 1 world present and with 1,000, measured in-process through the full signed pipeline
// (the route handler Next.js would call: signature, TPP, world, replay, validation, handler, JSON).
//
//   node --import ./scripts/register-server-only.mjs --import tsx bench/worlds.ts [--worlds 1000] [--requests 2000]
//     [--database postgresql://user@host/postgres]   (default: SQLite in a fresh DATA_DIR; with --database a fresh
//                                                     PostgreSQL database next to that URL, dropped at the end)
//
// Requests are signed in batches just before they are sent (Date must be within 60 s); signing is never timed. Each
// timing is one handler call including reading the response body; percentiles are over every request.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: { worlds: { type: 'string', default: '1000' }, requests: { type: 'string', default: '2000' }, database: { type: 'string' } },
});
const WORLDS = Number(args.worlds);
const REQUESTS = Number(args.requests);

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'openbank-bench-worlds-'));
process.env.LOG_LEVEL = 'silent';
process.env.XS2A_MODE = 'sandbox';
delete process.env.DATABASE_URL;
let pgAdmin: { base: string; name: string } | null = null;
if (args.database) {
  const name = `openbank_bench_worlds_${process.pid}`;
  const admin = new pg.Client({ connectionString: args.database });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(args.database);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  pgAdmin = { base: args.database, name };
}

const { getConfig } = await import('../lib/config.ts');
const { getDb, closeDb } = await import('../lib/db/client.ts');
const { loadOrCreateSandboxCa } = await import('../lib/crypto/sandbox-ca.ts');
const { issueTppCertificate } = await import('../lib/crypto/issue-certificate.ts');
const { signRequest } = await import('../lib/crypto/sign-request.ts');
const { createWorld } = await import('../lib/worlds/open-world.ts');
const { deleteWorld } = await import('../lib/worlds/delete-world.ts');
const { worldOf } = await import('../lib/worlds/world-of.ts');
const customersRoute = (await import('../app/v1/sandbox/customers/route.ts')) as { GET: (r: Request) => Promise<Response> };
const initializeRoute = (await import('../app/v1/sandbox/initialize/route.ts')) as { POST: (r: Request) => Promise<Response> };

const config = getConfig();
const db = await getDb();
const ca = await loadOrCreateSandboxCa(config.dataDir);
const cert = await issueTppCertificate({ ca, organizationName: 'Bench Worlds AS', organizationIdentifier: 'PSDNO-FSA-WORLDS1', roles: ['PSP_AI', 'PSP_PI'] });

const ms = (t0: number) => performance.now() - t0;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { n: s.length, median: +at(0.5).toFixed(3), p99: +at(0.99).toFixed(3), max: +s[s.length - 1]!.toFixed(3), mean: +(s.reduce((a, b) => a + b, 0) / s.length).toFixed(3) };
}

/** Sends `count` signed requests one after another and returns each one's handler time (ms). */
async function timeRequests(method: 'GET' | 'POST', path: string, handler: (r: Request) => Promise<Response>, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let done = 0; done < count; ) {
    const batch = Math.min(500, count - done);
    const requests = Array.from({ length: batch }, () => {
      const signed = signRequest({ method, url: path, headers: {}, ...cert });
      return new Request(`http://localhost${path}`, { method, headers: signed.headers });
    });
    for (const request of requests) {
      const t0 = performance.now();
      const res = await handler(request);
      await res.text();
      times.push(ms(t0));
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
    }
    done += batch;
  }
  return times;
}

const list = () => timeRequests('GET', '/v1/sandbox/customers', customersRoute.GET, REQUESTS);

// The bench TPP's first request creates its world.
await timeRequests('GET', '/v1/sandbox/customers', customersRoute.GET, 1);
const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: 'PSDNO-FSA-WORLDS1' } });
const worldId = worldOf(tpp.id);
await list(); // warm-up
const oneWorld = stats(await list());

// Rows of one world.
const inWorld = { account: { worldId } };
const inCard = { cardAccount: { worldId } };
const rows = {
  customers: await db.customer.count({ where: { worldId } }),
  accounts: await db.account.count({ where: { worldId } }),
  cardAccounts: await db.cardAccount.count({ where: { worldId } }),
  balances: await db.balance.count({ where: { OR: [inWorld, inCard] } }),
  transactions: await db.transaction.count({ where: { OR: [inWorld, inCard] } }),
  agreements: await db.agreement.count({ where: { worldId } }),
  engagements: await db.engagement.count({ where: { worldId } }),
};
const rowsPerWorld = Object.values(rows).reduce((a, b) => a + b, 0) + 1; // + the World row

// Create the other worlds, one after another, as first requests of new TPPs would (createWorld: claim + seed).
const creation: number[] = [];
const started = performance.now();
for (let i = 1; i < WORLDS; i++) {
  const t0 = performance.now();
  if (!(await createWorld(db, `bench-world-${String(i).padStart(4, '0')}`))) throw new Error('world existed');
  creation.push(ms(t0));
}
const creationTotalS = +(ms(started) / 1000).toFixed(2);
await list(); // warm-up
const manyWorlds = stats(await list());

// Reset (POST /v1/sandbox/initialize) and delete of one world with the others present.
const reset = stats(await timeRequests('POST', '/v1/sandbox/initialize', initializeRoute.POST, 50));
const deletes: number[] = [];
for (let i = 1; i <= Math.min(50, WORLDS - 1); i++) {
  const t0 = performance.now();
  await deleteWorld(db, `bench-world-${String(i).padStart(4, '0')}`);
  deletes.push(ms(t0));
}

const result = {
  dialect: config.dialect,
  worlds: WORLDS,
  requests: REQUESTS,
  rowsPerWorld: { ...rows, world: 1, total: rowsPerWorld },
  worldCreationMs: { ...stats(creation), totalSeconds: creationTotalS },
  listCustomersMs: { oneWorld, [`${WORLDS}Worlds`]: manyWorlds },
  initializeMs: reset,
  deleteWorldMs: stats(deletes),
  totals: { customers: await db.customer.count(), transactions: await db.transaction.count() },
};
console.log(JSON.stringify(result, null, 2));

await closeDb();
if (pgAdmin) {
  const admin = new pg.Client({ connectionString: pgAdmin.base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${pgAdmin.name}"`);
  await admin.end();
}
