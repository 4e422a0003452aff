// The benchmark's data on the running app: a TPP certificate from the app's sandbox CA, a PSU with two accounts (one
// with 100k transactions, loaded through the sandbox bulk API in 10k chunks), a consent obtained by driving the SCA
// flow functions on the same SQLite file, and RCVD/ACTC payments inserted in bulk for the basket and batch runs.
import assert from 'node:assert/strict';
import { signRequest } from '../../lib/crypto/sign-request.ts';
import type { Db } from '../../lib/db/client.ts';
import type { AppTarget } from './servers.ts';

export const NDCT = 'norwegian-domestic-credit-transfers';
export const REDIRECT = 'https://tpp.example/bench/callback';
export const SESSION = 'bench-session';
export const PSU_IP = '192.0.2.10';
const CUSTOMER_NUMBER = '90000001';
const ORG_ID = 'PSDNO-FSA-BENCH01';
/** An external creditor (valid MOD11, not an account of this bank). */
export const EXTERNAL_BBAN = '95360573002';

export interface World {
  app: AppTarget;
  db: Db;
  keyPem: string;
  certPem: string;
  tppId: string;
  customerId: string;
  psuId: string;
  /** Account with the bulk-loaded transactions. */
  bigAccountId: string;
  /** Account the benchmark's payments debit (large balance). */
  payAccountId: string;
  payAccountBban: string;
  consentAt: number;
  /** Seconds the bulk load of the transactions took (sandbox API, 10,000 items per request). */
  loadSeconds: number;
}

export interface Sent {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/** Sends one signed request to the app (setup and sanity checks; never in a measured loop). */
export async function send(w: Pick<World, 'app' | 'keyPem' | 'certPem'>, method: string, path: string, o: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Sent> {
  const raw = o.body === undefined ? undefined : JSON.stringify(o.body);
  const { headers } = signRequest({ method, url: path, headers: o.headers ?? {}, body: raw, keyPem: w.keyPem, certPem: w.certPem });
  const res = await fetch(new URL(path, w.app.url), { method, headers, body: raw });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text };
}

/** Headers of a present PSU after SCA (PSU-IP-Address: real-time access, no unattended limits). */
export const psuHeaders = (w: Pick<World, 'psuId'>): Record<string, string> => ({
  'PSU-ID': w.psuId,
  'PSU-IP-Address': PSU_IP,
  'TPP-Session-ID': SESSION,
  'TPP-Redirect-URI': REDIRECT,
});

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Creates the benchmark's data on a freshly started app. `transactions` are loaded in chunks of 10,000. */
export async function prepareWorld(app: AppTarget, transactions: number, log: (s: string) => void): Promise<World> {
  // The bench process opens the app's SQLite file through the app's own lib (WAL: both processes may use it).
  process.env.DATA_DIR = app.dataDir;
  process.env.LOG_LEVEL ??= 'warn';
  const { getDb } = await import('../../lib/db/client.ts');
  const { loadOrCreateSandboxCa } = await import('../../lib/crypto/sandbox-ca.ts');
  const { issueTppCertificate } = await import('../../lib/crypto/issue-certificate.ts');
  const db = await getDb();
  const ca = await loadOrCreateSandboxCa(app.dataDir);
  const { keyPem, certPem } = await issueTppCertificate({ ca, organizationName: 'Bench TPP AS', organizationIdentifier: ORG_ID, roles: ['PSP_AI', 'PSP_PI'] });
  const tpp = { app, keyPem, certPem };

  const customer = await send(tpp, 'POST', '/v1/sandbox/customers', { body: { customerNumber: CUSTOMER_NUMBER, name: 'Bench Kunde', type: 'private' } });
  assert.equal(customer.status, 201, customer.text);
  const account = async (accountName: string, bban: string, balance: number) => {
    const r = await send(tpp, 'POST', '/v1/sandbox/accounts', {
      body: {
        customerNumber: CUSTOMER_NUMBER, accountName, bban, currency: 'NOK',
        balances: ['expected', 'interimAvailable'].map((balanceType) => ({ balanceType, balanceAmount: { amount: balance, currency: 'NOK' } })),
      },
    });
    assert.equal(r.status, 201, r.text);
    return r.body.accountId as string;
  };
  const bigAccountId = await account('Benchkonto', '90000000011', 50_000);
  const payAccountBban = '90000000022';
  const payAccountId = await account('Betalingskonto', payAccountBban, 100_000_000);

  const started = performance.now();
  const today = new Date();
  for (let start = 0; start < transactions; start += 10_000) {
    const items = Array.from({ length: Math.min(10_000, transactions - start) }, (_, k) => {
      const i = start + k;
      const day = new Date(today.getTime() - (i % 80) * 86_400_000); // inside the default 90-day window
      return {
        amount: 10 + (i % 5000),
        bookingDate: isoDay(day),
        valueDate: isoDay(day),
        creditorName: 'Bench Butikk AS',
        creditorAccount: { bban: EXTERNAL_BBAN },
        remittanceInformationUnstructured: `Bench ${i}`,
        bankTransactionCode: 'PMNT',
      };
    });
    const r = await send(tpp, 'POST', `/v1/sandbox/accounts/${bigAccountId}/transactions`, { body: items });
    assert.equal(r.status, 201, r.text.slice(0, 500));
  }
  const loadSeconds = Math.round((performance.now() - started) / 10) / 100;
  log(`loaded ${transactions} transactions in ${loadSeconds} s (sandbox bulk API, 10k per request)`);

  const tppRow = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: ORG_ID } });
  const { worldOf } = await import('../../lib/worlds/world-of.ts');
  const customerRow = await db.customer.findUniqueOrThrow({ where: { worldId_customerNumber: { worldId: worldOf(tppRow.id), customerNumber: CUSTOMER_NUMBER } } });
  const world: World = { app, db, keyPem, certPem, tppId: tppRow.id, customerId: customerRow.id, psuId: '', bigAccountId, payAccountId, payAccountBban, consentAt: 0, loadSeconds };
  await refreshConsent(world);
  return world;
}

/** A new SCA (bank-offered consent) for the PSU: real-time access needs an SCA of the TPP session within 1 hour. */
export async function refreshConsent(w: World): Promise<void> {
  const { identifyPsu } = await import('../../lib/hosted-sca/identify-psu.ts');
  const { completeScaFlow } = await import('../../lib/hosted-sca/complete-sca-flow.ts');
  const r = await send(w, 'POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': SESSION }, body: {} });
  assert.equal(r.status, 201, r.text);
  const flowId = /\/sca\/([0-9a-f-]{36})/.exec(r.body._links.scaRedirect.href)?.[1];
  assert.ok(flowId, r.text);
  const identified = await identifyPsu({ db: w.db, flowId, customerNumber: CUSTOMER_NUMBER, method: 'BANKID' });
  assert.equal(identified.redirect, null);
  const { redirect } = await completeScaFlow({ db: w.db, flowId, context: 'PRIVATE', agreementId: null });
  const psuId = new URL(redirect).searchParams.get('psu-id');
  assert.ok(psuId, redirect);
  w.psuId = psuId;
  w.consentAt = Date.now();
}

/** Payments inserted directly (multi-row INSERTs), as the app stores NDCT single payments. Returns their ids. */
export async function insertPayments(w: Pick<World, 'db' | 'tppId' | 'payAccountId' | 'payAccountBban' | 'customerId'>, count: number, status: 'RCVD' | 'ACTC'): Promise<string[]> {
  const { insertRows } = await import('../../lib/db/insert-rows.ts');
  const base = Date.now() - count;
  const rows = Array.from({ length: count }, (_, i) => {
    const body = {
      instructedAmount: { currency: 'NOK', amount: '1.00' },
      creditorName: 'Bench Mottaker AS',
      creditorAccount: { bban: EXTERNAL_BBAN, currency: 'NOK' },
      debtorAccount: { bban: w.payAccountBban, currency: 'NOK' },
      remittanceInformationUnstructured: `Bench payment ${i}`,
    };
    const created = new Date(base + i);
    return {
      id: crypto.randomUUID(), tppId: w.tppId, service: 'payments', product: NDCT, status, body: JSON.stringify(body), debtorAccountId: w.payAccountId,
      customerId: w.customerId, amountMinor: 100n, currency: 'NOK', createdAt: created, updatedAt: created, authorisedAt: status === 'ACTC' ? created : null,
    };
  });
  const columns = ['id', 'tppId', 'service', 'product', 'status', 'body', 'debtorAccountId', 'customerId', 'amountMinor', 'currency', 'createdAt', 'updatedAt', 'authorisedAt'] as const;
  await insertRows(w.db, 'Payment', columns, rows);
  return rows.map((r) => r.id);
}
