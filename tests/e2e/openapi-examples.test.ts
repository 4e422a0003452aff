// Every example of /openapi.json, fetched from a running server (`npm start`), succeeds when sent to that server as
// it is: signed with a TPP certificate of the server's sandbox CA, in the TPP's own sandbox world, ids and PSU-ID
// filled in the documented way (tests/helpers/openapi-examples.ts), the consent's SCA approved on the hosted page in
// Chromium. No answer is a 4xx or 5xx.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { loadOrCreateSandboxCa } from '../../lib/crypto/sandbox-ca.ts';
import { issueTppCertificate } from '../../lib/crypto/issue-certificate.ts';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import type { TppClient } from '../helpers/tpp-client.ts';
import { EXAMPLE_CUSTOMER, sendExamples } from '../helpers/openapi-examples.ts';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const noBrowser = !browserAvailable();
let server: RunningServer;
let browser: Browser | undefined;
let tpp: TppClient;

before(async () => {
  server = await startServer();
  const ca = await loadOrCreateSandboxCa(server.dataDir);
  const { keyPem, certPem } = await issueTppCertificate({ ca, organizationName: 'Examples AS', organizationIdentifier: 'PSDNO-FSA-424242', roles: ['PSP_AI', 'PSP_PI'] });
  tpp = {
    keyPem,
    certPem,
    organizationIdentifier: 'PSDNO-FSA-424242',
    async send(method, path, o = {}) {
      const raw = o.body === undefined ? undefined : JSON.stringify(o.body);
      const signed = signRequest({ method, url: path, headers: o.headers ?? {}, body: raw, keyPem, certPem });
      const res = await fetch(server.baseUrl + path, { method, headers: signed.headers, body: raw });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, headers: res.headers, body: body as never, text };
    },
  };
  if (!noBrowser) browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Approves the hosted SCA as the private test customer; returns the psu-id the redirect carries. */
async function approveInBrowser(href: string): Promise<string> {
  const page = await browser!.newPage();
  try {
    await page.route('https://tpp.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at the TPP</h1>' }));
    await page.goto(href);
    await page.getByLabel('National identity number').fill(EXAMPLE_CUSTOMER);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.hostname === 'tpp.example');
    const psuId = new URL(page.url()).searchParams.get('psu-id');
    assert.ok(psuId, page.url());
    return psuId;
  } finally {
    await page.close();
  }
}

test('every example request of the served /openapi.json succeeds against the running server', { skip: noBrowser }, async () => {
  const res = await fetch(`${server.baseUrl}/openapi.json`);
  assert.equal(res.status, 200);
  const doc = (await res.json()) as { paths: Record<string, object> };
  const results = await sendExamples(tpp, doc as never, approveInBrowser);
  const published = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  assert.equal(new Set(results.map((r) => r.key)).size, published, 'every operation sent');
  assert.deepEqual(results.filter((r) => r.status >= 400).map((r) => `${r.key} → ${r.status} ${r.text}`), []);
});
