// First come, first served (scripts/server-admission.mjs, issue 13): with MAX_CONCURRENT_REQUESTS=1, a request that
// arrives while another is in the app waits until that one is answered, then runs; the health and readiness probes
// answer at once instead of queueing behind it. The request holding the slot is a signed bulk write whose body is
// still arriving, so the order is deterministic.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { freshRequest } from './raw-http.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;
after(async () => server?.stop());

test('a request waits while the slot is taken, runs when it frees; probes do not wait', async () => {
  server = await startServer({ MAX_CONCURRENT_REQUESTS: '1' });
  const base = server.baseUrl;
  const port = Number(new URL(base).port);
  const cert = await issueTppCertificate({ ca: await loadOrCreateSandboxCa(server.dataDir), organizationName: 'Acme AS', organizationIdentifier: 'PSDNO-FSA-654321', roles: ['PSP_AI'] });
  const sign = (method: string, path: string, raw?: string) => signRequest({ method, url: path, body: raw, ...cert }).headers as Record<string, string>;
  const listPath = '/v1/sandbox/customers?withAccounts=true';
  const list = await freshRequest(base + listPath, { headers: sign('GET', listPath) });
  assert.equal(list.status, 200);
  const accountId: string = (JSON.parse(list.body) as { accounts: string[] }[])[0]!.accounts[0]!;

  // A: a signed bulk write whose body arrives in two parts; it holds the one slot while it waits for the second.
  const path = `/v1/sandbox/accounts/${accountId}/transactions`;
  const raw = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ amount: 1 + i, currency: 'NOK', bookingDate: '2026-01-05', valueDate: '2026-01-05', creditorName: 'Self', debtorName: `Payer ${i}` })));
  const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close', `Content-Length: ${Buffer.byteLength(raw)}`, ...Object.entries(sign('POST', path, raw)).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  const socket = connect(port, '127.0.0.1');
  let replyA = '';
  const order: string[] = [];
  const answeredA = new Promise<void>((resolve) => {
    socket.on('data', (d) => {
      if (!replyA) order.push('A'); // its answer starts arriving
      replyA += d.toString('utf8');
    });
    socket.on('close', () => resolve());
  });
  socket.write(`${head}\r\n\r\n${raw.slice(0, 100)}`);
  await new Promise((r) => setTimeout(r, 300)); // A is in the app, reading its body

  // B: a signed read, sent while A holds the slot.
  const b = freshRequest(base + listPath, { headers: sign('GET', listPath) }).then((reply) => {
    order.push('B');
    return reply;
  });
  await new Promise((r) => setTimeout(r, 300));
  // The probes answer although A is unfinished and B waits.
  for (const probe of ['/health', '/ready']) assert.equal((await freshRequest(base + probe)).status, 200, probe);
  assert.deepEqual(order, [], 'neither A nor B has been answered while A is unfinished');

  socket.write(raw.slice(100));
  await answeredA;
  const replyB = await b;
  assert.deepEqual(order, ['A', 'B'], 'B ran after A');
  assert.match(replyA, /^HTTP\/1\.1 201 /, replyA.slice(0, 300));
  assert.equal((JSON.parse(bodyOf(replyA)) as unknown[]).length, 50);
  assert.equal(replyB.status, 200);
  assert.doesNotMatch(server.output(), /request failed outside the app/);
});

/** The body of a raw HTTP/1.1 reply, de-chunked when Transfer-Encoding is chunked. */
function bodyOf(reply: string): string {
  const split = reply.indexOf('\r\n\r\n');
  const [head, rest] = [reply.slice(0, split), reply.slice(split + 4)];
  if (!/^transfer-encoding: *chunked/im.test(head)) return rest;
  let out = '';
  for (let at = 0; ; ) {
    const eol = rest.indexOf('\r\n', at);
    const size = parseInt(rest.slice(at, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}
