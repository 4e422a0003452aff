// The same app on PostgreSQL: `npm start` with DATABASE_URL=postgresql://… migrates, seeds and serves signed requests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';
import { freshDatabase } from './pg-database.ts';

const base = process.env.TEST_DATABASE_URL;
const skip = !base;
let server: RunningServer;
let url: string;

before(async () => {
  if (skip) return;
  url = await freshDatabase(base!, `openbank_e2e_${process.pid}`);
  server = await startServer({ DATABASE_URL: url });
});

after(async () => {
  await server?.stop();
});

test('npm start on PostgreSQL: migrated, sandbox initialised, signed requests served', { skip }, async () => {
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  const cert = await issueTppCertificate({ ca, organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI'] });
  const signed = signRequest({ method: 'GET', url: '/v1/sandbox/customers', ...cert });
  const res = await fetch(`${server.baseUrl}/v1/sandbox/customers`, { headers: signed.headers });
  assert.equal(res.status, 200, await res.clone().text());
  assert.equal(((await res.json()) as unknown[]).length, 4);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM "Customer"');
  await client.end();
  assert.equal(rows[0].n, 4, 'the data is in PostgreSQL');
});
