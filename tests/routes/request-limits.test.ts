// Issue 8 (#5, #7, #11): request bodies are read as a bounded stream — 413 as soon as the limit is crossed, 408 when
// the body stops arriving (the portal's limit is checked end to end in tests/e2e) — bodies nested deeper than MAX_JSON_DEPTH are a 400 (not a stack overflow), and a portal
// write with `Origin: null` is refused with 403, not a 500.
process.env.BODY_IDLE_TIMEOUT_MS = '300';
process.env.BODY_TOTAL_TIMEOUT_MS = '1500';
import '../helpers/test-env.ts';
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { getDb, type Db } from '../../lib/db/client.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import { getConfig } from '../../lib/config.ts';
import { MAX_JSON_DEPTH } from '../../lib/http/steps/parse-json.ts';
import { dispatch } from '../helpers/router.ts';
import { createTppClient, type TppClient } from '../helpers/tpp-client.ts';

const MAX_BODY_BYTES = getConfig().maxApiBodyBytes;
let db: Db;
let tpp: TppClient;
const PATH = '/v1/sandbox/customers';
const error = (code: string, text: string, path?: string) => ({ tppMessages: [{ category: 'ERROR', code, text, ...(path ? { path } : {}) }] });

before(async () => {
  db = await getDb();
  tpp = await createTppClient();
});

/** A body stream of `chunks` chunks of `size` bytes, counting how many the server pulled. */
function counted(chunks: number, size: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  }, { highWaterMark: 0 }); // nothing is pulled until the server reads
  return { stream, state };
}

function signedStreamRequest(path: string, body: ReadableStream<Uint8Array>, extra: Record<string, string> = {}): Request {
  const signed = signRequest({ method: 'POST', url: path, body: '{}', keyPem: tpp.keyPem, certPem: tpp.certPem });
  return new Request(`http://localhost${path}`, { method: 'POST', headers: { ...signed.headers, ...extra }, body, duplex: 'half' } as RequestInit);
}

test('a chunked body over the limit is 413 once the limit is crossed; the rest is never read', async () => {
  const chunk = 256 * 1024;
  const { stream, state } = counted(200, chunk); // 50 MiB offered
  const before = await db.customer.count();
  const res = await dispatch(signedStreamRequest(PATH, stream));
  assert.equal(res.status, 413);
  assert.deepEqual(await res.json(), error('FORMAT_ERROR', `Request body is larger than the limit of ${MAX_BODY_BYTES} bytes`));
  assert.ok(state.pulled <= MAX_BODY_BYTES / chunk + 3, `read ${state.pulled} chunks of 256 KiB for a 4 MiB limit`);
  assert.equal(await db.customer.count(), before);
});

test('a declared Content-Length over the limit is 413 without reading', async () => {
  const { stream, state } = counted(1, 10);
  const res = await dispatch(signedStreamRequest(PATH, stream, { 'Content-Length': String(MAX_BODY_BYTES + 1) }));
  assert.equal(res.status, 413);
  assert.deepEqual(await res.json(), error('FORMAT_ERROR', `Request body of ${MAX_BODY_BYTES + 1} bytes exceeds the limit of ${MAX_BODY_BYTES} bytes`));
  assert.equal(state.pulled, 0);
});

test('a body that stops arriving is 408 after the idle timeout, not a 500 minutes later', async () => {
  const stalled = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"customerNumber":'));
    },
  });
  const started = Date.now();
  const res = await dispatch(signedStreamRequest(PATH, stalled));
  assert.equal(res.status, 408);
  assert.deepEqual(await res.json(), error('FORMAT_ERROR', 'The request body did not arrive in time: nothing arrived for 0.3 s; send the whole body at once'));
  assert.ok(Date.now() - started < 3000);
});

test('a body that trickles in forever is 408 at the total timeout', async () => {
  let timer: NodeJS.Timeout | undefined;
  const trickle = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => controller.enqueue(new Uint8Array([0x20])), 100);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  const res = await dispatch(signedStreamRequest(PATH, trickle));
  clearInterval(timer);
  assert.equal(res.status, 408);
  assert.deepEqual(await res.json(), error('FORMAT_ERROR', 'The request body did not arrive in time: not complete for 1.5 s; send the whole body at once'));
});

test(`a body nested deeper than ${MAX_JSON_DEPTH} levels is 400 with a clear text; 10,000 levels do not overflow the stack`, async () => {
  for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
    const raw = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const res = await tpp.send('POST', PATH, { rawBody: raw, skipBerlinGroupCheck: true });
    assert.equal(res.status, 400, `depth ${depth}: ${res.text}`);
    assert.deepEqual(res.body, error('FORMAT_ERROR', `Request body is nested more than ${MAX_JSON_DEPTH} levels deep at ${'[0]'.repeat(MAX_JSON_DEPTH)}; no operation takes such a body`, '[0]'.repeat(MAX_JSON_DEPTH)));
  }
  const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
  const res = await tpp.send('POST', PATH, { rawBody: objects, skipBerlinGroupCheck: true });
  assert.equal(res.status, 400);
  assert.match(res.body.tppMessages[0].text, /^Request body is nested more than 32 levels deep at a\.a\.a/);
});

test('a portal write with Origin: null (or any non-URL origin) is 403 ORIGIN_INVALID, not a 500', async () => {
  for (const origin of ['null', 'not a url', 'https://evil.example']) {
    const res = await dispatch(new Request('http://localhost/api/portal/account', { method: 'POST', headers: { origin, host: 'localhost', 'content-type': 'application/json' }, body: '{}' }));
    assert.equal(res.status, 403, origin);
    assert.equal((await res.json()).tppMessages[0].code, 'ORIGIN_INVALID');
  }
});
