// Shared fixtures of the payment, basket and batch route tests: the seeded sandbox, TPP clients, PSU ids, body builders
// and the SCA completion hooks (called directly; the hosted page itself is tested elsewhere).
import assert from 'node:assert/strict';
import { getDb, type Db } from '../../lib/db/client.ts';
import { addDays, todayInNorway } from '../../lib/dates.ts';
import { corporateIdFor, psuIdFor } from '../../lib/psu/resolve-psu.ts';
import { completePaymentAuthorisation } from '../../lib/payments/complete-payment-authorisation.ts';
import { completeBasketAuthorisation } from '../../lib/baskets/complete-basket-authorisation.ts';
import { createTppClient, type TppClient, type TestResponse } from './tpp-client.ts';
import { initializeWorld } from './worlds.ts';
import { approveSca } from './sca.ts';

export const NDCT = 'norwegian-domestic-credit-transfers';
export const STRAKS = 'instant-norwegian-domestic-credit-transfers-straks';
export const NCBCT = 'norwegian-cross-border-credit-transfers';
export const SCT = 'sepa-credit-transfers';
export const REDIRECT = 'https://tpp.example/callback';

/** Seeded customers and accounts of every world (lib/worlds/seed-data.ts). */
export const SEED = {
  private1: '13039319955', // Test Testperson 3: Totalkonto 09232911044 (18 000), Regningskonto 70323119469 (10 000)
  private2: '12085592767', // Test Testperson 2: Totalkonto 74712699947 (15 796), Regningskonto 24628359081 (10 000)
  corporate1: '18129215603', // Fjellvik Testbedrift AS: 18202818400 (452 300), 18202818516 (96 400); agreement for private1
  corporate2: '20079518612', // Nordlys Testhandel AS: 20072819013 (218 750), 20072819129 (EUR 33 260.11); agreement for private2
} as const;

/** External creditors with MOD11-valid account numbers. */
export const EXTERNAL = { bban: '95360573002', other: '86011117947' } as const;

export const today = () => todayInNorway(new Date());
export const daysFromToday = (n: number) => addDays(today(), n);

export interface PaymentWorld {
  db: Db;
  tpp: TppClient;
  other: TppClient;
  aisOnly: TppClient;
  tppId: string;
  otherTppId: string;
  /** The main TPP's sandbox world; the other TPP works in its own (otherWorldId). */
  worldId: string;
  otherWorldId: string;
}

/** The database and the world of the TPP whose data a helper reads. */
export type InWorld = Pick<PaymentWorld, 'db' | 'worldId'>;

/** Three TPPs, the worlds of the first two freshly initialised: the main one (AI+PI), another organisation, and an AIS-only one. */
export async function paymentWorld(): Promise<PaymentWorld> {
  const db = await getDb();
  const tpp = await createTppClient();
  const other = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-999999', organizationName: 'Other AS' });
  const aisOnly = await createTppClient({ organizationIdentifier: 'PSDNO-FSA-555555', organizationName: 'Reader AS', roles: ['PSP_AI'] });
  const { tppId, worldId } = await initializeWorld(db, tpp);
  const { tppId: otherTppId, worldId: otherWorldId } = await initializeWorld(db, other);
  return { db, tpp, other, aisOnly, tppId, otherTppId, worldId, otherWorldId };
}

export async function customerId(w: InWorld, customerNumber: string): Promise<string> {
  return (await w.db.customer.findUniqueOrThrow({ where: { worldId_customerNumber: { worldId: w.worldId, customerNumber } } })).id;
}

/** The agreement owned by a corporate customer. */
export async function agreementOf(w: InWorld, corporateNumber: string): Promise<string> {
  return (await w.db.agreement.findFirstOrThrow({ where: { worldId: w.worldId, owner: { customerNumber: corporateNumber } } })).id;
}

/** The psu-id (and psu-corporate-id) headers a TPP would have after SCA. */
export async function psuHeaders(w: InWorld & Pick<PaymentWorld, 'tppId'>, customerNumber: string, corporateNumber?: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'PSU-ID': await psuIdFor(w.db, w.tppId, await customerId(w, customerNumber)) };
  if (corporateNumber) headers['PSU-Corporate-ID'] = await corporateIdFor(w.db, w.tppId, await agreementOf(w, corporateNumber));
  return headers;
}

/** The account of the world with this BBAN. */
export async function accountOf(w: InWorld, bban: string) {
  return w.db.account.findFirstOrThrow({ where: { worldId: w.worldId, bban } });
}

/** Balance (minor units) of an account of the world by BBAN and balance type. */
export async function balance(w: InWorld, bban: string, type = 'expected'): Promise<bigint> {
  const account = await w.db.account.findFirstOrThrow({ where: { worldId: w.worldId, bban }, select: { balances: { where: { balanceType: type }, select: { amountMinor: true } } } });
  assert.equal(account.balances.length, 1, `${bban} has one ${type} balance`);
  return account.balances[0]!.amountMinor;
}

let counter = 0;

/** An NDCT body from Totalkonto of private1 to an external creditor; each call has a distinct message (no duplicates). */
export function ndctBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    instructedAmount: { amount: '100.33', currency: 'NOK' },
    creditorName: 'Company 123',
    creditorAccount: { bban: EXTERNAL.bban, currency: 'NOK' },
    debtorAccount: { bban: '09232911044', currency: 'NOK' },
    remittanceInformationUnstructured: `Test payment ${counter}`,
    ...over,
  };
}

/** POSTs a payment and asserts 201; returns the paymentId. */
export async function createPayment(tpp: TppClient, product: string, body: Record<string, unknown>, service = 'payments', headers: Record<string, string> = {}): Promise<string> {
  const r = await tpp.send('POST', `/v1/${service}/${product}`, { body, headers });
  assert.equal(r.status, 201, r.text);
  return r.body.paymentId as string;
}

/** The SCA completion hook for a payment, as the hosted page calls it. */
export async function authorise(
  w: Pick<PaymentWorld, 'db' | 'tppId' | 'worldId'>,
  paymentId: string,
  customerNumber: string = SEED.private1,
  context: 'PRIVATE' | 'CORPORATE' = 'PRIVATE',
  corporateNumber?: string,
): Promise<void> {
  await completePaymentAuthorisation({
    db: w.db,
    tppId: w.tppId,
    worldId: w.worldId,
    paymentId,
    customerId: await customerId(w, customerNumber),
    context,
    agreementId: corporateNumber ? await agreementOf(w, corporateNumber) : null,
    now: new Date(),
  });
}

export async function authoriseBasket(w: Pick<PaymentWorld, 'db' | 'tppId' | 'worldId'>, basketId: string, customerNumber: string, context: 'PRIVATE' | 'CORPORATE' = 'PRIVATE', corporateNumber?: string): Promise<void> {
  await completeBasketAuthorisation({
    db: w.db,
    tppId: w.tppId,
    worldId: w.worldId,
    basketId,
    customerId: await customerId(w, customerNumber),
    context,
    agreementId: corporateNumber ? await agreementOf(w, corporateNumber) : null,
    now: new Date(),
  });
}

/** The status of a payment through the API. */
export async function statusOf(tpp: TppClient, paymentId: string, product = NDCT, service = 'payments'): Promise<{ transactionStatus: string; fundsAvailable?: boolean; psuMessage?: string }> {
  const r = await tpp.send('GET', `/v1/${service}/${product}/${paymentId}/status`);
  assert.equal(r.status, 200, r.text);
  // Every status response names its payment (issue 11 row 10); the rest is compared by the callers.
  const { paymentId: named, ...status } = r.body as { paymentId: string; transactionStatus: string };
  assert.equal(named, paymentId, r.text);
  return status;
}

/** Asserts a Berlin Group error: status and the first tppMessage's code (and path, text pattern). */
export function assertError(r: TestResponse, status: number, code: string, opts: { path?: string; text?: RegExp } = {}): void {
  assert.equal(r.status, status, r.text);
  const first = (r.body as { tppMessages: { category: string; code: string; path?: string; text?: string }[] }).tppMessages[0]!;
  assert.equal(first.category, 'ERROR', r.text);
  assert.equal(first.code, code, r.text);
  if (opts.path !== undefined) assert.equal(first.path, opts.path, r.text);
  if (opts.text) assert.match(first.text ?? '', opts.text, r.text);
}

/**
 * A PSU present in TPP session `session` who approved a bank-offered consent (SEED.private1): the AIS headers the TPP
 * then sends, and the PSU's first account.
 */
export async function consentedPsu(w: PaymentWorld, session: string): Promise<{ headers: Record<string, string>; accountId: string }> {
  const started = await w.tpp.send('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': REDIRECT, 'TPP-Session-ID': session }, body: {} });
  assert.equal(started.status, 201, started.text);
  const outcome = await approveSca(w.db, started.body._links.scaRedirect.href, SEED.private1);
  const headers = { 'PSU-ID': outcome.params['psu-id']!, 'PSU-IP-Address': '192.0.2.10', 'TPP-Session-ID': session, 'TPP-Redirect-URI': REDIRECT };
  const list = await w.tpp.send('GET', '/v1/accounts', { headers });
  assert.equal(list.status, 200, list.text);
  return { headers, accountId: list.body.accounts[0].resourceId };
}
