// The OpenAPI 3.1 document at /openapi.json and its interactive rendering at /docs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { shot } from './portal-helpers.ts';
import { dereference } from '../../lib/openapi/dereference.ts';

const skip = !browserAvailable();
let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  if (!skip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('/openapi.json is an unsigned OpenAPI 3.1 document of the /v1 API', async () => {
  const res = await fetch(`${server.baseUrl}/openapi.json`);
  assert.equal(res.status, 200);
  const doc = dereference(await res.json()) as { openapi: string; paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean }[]; requestBody?: unknown }>> };
  assert.equal(doc.openapi, '3.1.0');
  const put = doc.paths['/v1/tpp-contacts']?.put;
  assert.ok(put, 'PUT /v1/tpp-contacts documented');
  assert.ok(put.requestBody);
  assert.ok(put.parameters.some((p) => p.in === 'header' && p.name === 'Signature' && p.required));
  assert.equal(Object.keys(doc.paths).some((p) => p.startsWith('/api/')), false, 'portal-internal routes are not published');
});

test('/docs renders operations by tag; filter, expand by keyboard, schema and headers', { skip }, async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`${server.baseUrl}/docs`);
  await page.getByRole('heading', { name: 'API reference' }).waitFor();
  await page.getByRole('heading', { name: 'TPP dialogue', level: 2 }).waitFor();
  await shot(page, 'portal-docs');
  await page.getByLabel('Filter operations').fill('contact e-mail');
  const ops = page.getByTestId('operation');
  assert.ok((await ops.count()) >= 3);
  const update = ops.filter({ hasText: 'Update the contact e-mail' });
  await update.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await update.getByText('TPP-Signature-Certificate').waitFor();
  await update.getByText('contactEmail', { exact: true }).first().waitFor();
  await update.getByText('Try it in the signer playground').waitFor();
  await shot(page, 'portal-docs-expanded');
  await page.close();
});
