// kill -9 during a burst of writes loses no write that was acknowledged (SQLite WAL, one transaction per request).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;
after(async () => server?.stop());

test('every acknowledged transaction survives a SIGKILL in the middle of a write burst', async () => {
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  const cert = await issueTppCertificate({ ca, organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-123456', roles: ['PSP_AI'] });
  const send = async (base: string, method: string, path: string, body?: unknown) => {
    const raw = body === undefined ? undefined : JSON.stringify(body);
    const signed = signRequest({ method, url: path, body: raw, ...cert });
    const res = await fetch(base + path, { method, headers: signed.headers, body: raw });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const customers = await send(server.baseUrl, 'GET', '/v1/sandbox/customers?withAccounts=true');
  const accountId: string = customers.body[0].accounts[0];
  const acknowledged: string[] = [];
  let stop = false;
  let n = 0;
  const worker = async (base: string) => {
    while (!stop) {
      n += 1;
      const body = { amount: 10 + (n % 50), currency: 'NOK', bookingDate: '2026-01-05', valueDate: '2026-01-05', creditorName: 'Self', debtorName: `Payer ${n}`, remittanceInformationUnstructured: `burst ${n}`, bankTransactionCode: 'PMNT' };
      try {
        const res = await send(base, 'POST', `/v1/sandbox/accounts/${accountId}/transactions`, body);
        if (res.status === 201) acknowledged.push(res.body[0].id);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const base = server.baseUrl;
  const workers = Array.from({ length: 8 }, () => worker(base));
  await new Promise((r) => setTimeout(r, 1500));
  await server.kill();
  stop = true;
  await Promise.all(workers);
  assert.ok(acknowledged.length > 10, `a burst happened (${acknowledged.length} acknowledged)`);

  server = await startServer({}, { dataDir: server.dataDir });
  const stored = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const page = await send(server.baseUrl, 'GET', `/v1/sandbox/accounts/${accountId}/transactions?fromDate=2026-01-05&toDate=2026-01-05&offset=${offset}&limit=1000`);
    assert.equal(page.status, 200);
    for (const t of page.body as { id: string }[]) stored.add(t.id);
    if ((page.body as unknown[]).length < 1000) break;
  }
  const lost = acknowledged.filter((id) => !stored.has(id));
  assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged writes lost`);
});
