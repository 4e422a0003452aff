// The guided first flow's request steps (issue 12), in order: each builds its signed request from what earlier steps
// returned (no {ACCOUNTID} placeholders) and takes the ids the next step needs from its response.
import type { GuideAccount, GuideState, PendingSca } from '@/lib/portal-client/guide-state.ts';
import type { PLAYGROUND_METHODS } from '@/lib/portal/playground-schemas.ts';

/** A request of a step, before signing. */
export interface StepRequest {
  method: (typeof PLAYGROUND_METHODS)[number];
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface StepContext {
  state: GuideState;
  /** The portal's own callback page (TPP-Redirect-URI). */
  callbackUrl: string;
  /** Makes payment texts unique (the API refuses logical duplicates). */
  nonce: string;
}

export interface RequestStepDef {
  id: string;
  title: string;
  intro: string;
  /** The request, or what is missing first. */
  build: (c: StepContext) => StepRequest | { missing: string };
  /** State taken from a 2xx response body. */
  take?: (body: unknown, state: GuideState) => Partial<GuideState>;
  /** The SCA this step's scaRedirect starts (remembered before leaving for the bank's page). */
  sca?: PendingSca;
  /** Whether the state shows the step done (after coming back from the callback). */
  done?: (s: GuideState) => boolean;
}

export const PAYMENT_PRODUCT = 'norwegian-domestic-credit-transfers';
/** A MOD11-valid account number outside the bank: the creditor of the guide's payments. */
export const CREDITOR_BBAN = '95360573002';
/** The PSU's IP address as the guide's imaginary TPP app would forward it. */
const PSU_IP = '192.0.2.10';

const psuHeaders = ({ state, callbackUrl }: StepContext): Record<string, string> => ({
  'PSU-ID': state.psuId ?? '',
  ...(state.psuCorporateId ? { 'PSU-Corporate-ID': state.psuCorporateId } : {}),
  'TPP-Session-ID': state.sessionId,
  'PSU-IP-Address': PSU_IP,
  'TPP-Redirect-URI': callbackUrl,
});

const needPsu = (s: GuideState) => (s.psuId ? null : { missing: 'Complete the consent\'s SCA first: the callback gives you the psu-id.' });
const account = (s: GuideState): GuideAccount | undefined => s.accounts.find((a) => a.resourceId === s.accountId);

const paymentBody = (c: StepContext, what: string): string => {
  const a = account(c.state);
  return JSON.stringify({
    instructedAmount: { amount: '100.00', currency: a?.currency ?? 'NOK' },
    debtorAccount: { bban: a?.bban ?? '', currency: a?.currency ?? 'NOK' },
    creditorName: 'Guide Creditor AS',
    creditorAccount: { bban: CREDITOR_BBAN, currency: a?.currency ?? 'NOK' },
    remittanceInformationUnstructured: `${what} ${c.nonce}`,
  }, null, 2);
};

const idOf = (body: unknown, key: string): string | null => {
  const v = (body as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' ? v : null;
};

export const STEPS: RequestStepDef[] = [
  {
    id: 'first',
    title: 'A first signed request',
    intro: 'Lists the customers of your sandbox. Signed in this browser with your key; the Date, X-Request-ID, Digest and Signature headers are added for you.',
    build: () => ({ method: 'GET', path: '/v1/sandbox/customers?withAccounts=true', headers: {}, body: '' }),
  },
  {
    id: 'consent',
    title: 'Start a consent',
    intro: 'Asks the bank to let a customer (the PSU) consent to your reading their accounts. The answer carries _links.scaRedirect: the bank\'s page where the PSU authenticates. TPP-Redirect-URI is this portal\'s callback page, so you come back here.',
    build: (c) => ({
      method: 'POST', path: '/v1/bank-offered-consents',
      headers: { 'TPP-Redirect-URI': c.callbackUrl, 'TPP-Session-ID': c.state.sessionId, 'PSU-IP-Address': PSU_IP }, body: '',
    }),
    sca: 'consent',
    done: (s) => Boolean(s.psuId),
  },
  {
    id: 'accounts',
    title: 'Read the accounts',
    intro: 'With the psu-id from the callback as PSU-ID and the same TPP-Session-ID, the consented accounts. Their resourceId is the account id of the next requests.',
    build: (c) => needPsu(c.state) ?? { method: 'GET', path: '/v1/accounts', headers: psuHeaders(c), body: '' },
    take: (body) => {
      const list = ((body as { accounts?: GuideAccount[] } | null)?.accounts ?? []).map((a) => ({ resourceId: a.resourceId, name: a.name, bban: a.bban, iban: a.iban, currency: a.currency }));
      return { accounts: list, accountId: list[0]?.resourceId ?? null };
    },
    done: (s) => s.accounts.length > 0,
  },
  {
    id: 'balances',
    title: 'Read the balances',
    intro: 'Of the account chosen above.',
    build: (c) => needPsu(c.state) ?? (c.state.accountId ? { method: 'GET', path: `/v1/accounts/${c.state.accountId}/balances`, headers: psuHeaders(c), body: '' } : { missing: 'Read the accounts first.' }),
  },
  {
    id: 'transactions',
    title: 'Read the transactions',
    intro: 'Booked transactions of the last 90 days, newest first; follow _links.next for more.',
    build: (c) => needPsu(c.state) ?? (c.state.accountId ? { method: 'GET', path: `/v1/accounts/${c.state.accountId}/transactions?bookingStatus=booked`, headers: psuHeaders(c), body: '' } : { missing: 'Read the accounts first.' }),
  },
  {
    id: 'payment',
    title: 'Create a payment',
    intro: 'A domestic credit transfer of 100.00 from the chosen account to an account at another bank. It is received (RCVD) and waits for the PSU\'s authorisation.',
    build: (c) => needPsu(c.state) ?? (account(c.state) ? { method: 'POST', path: `/v1/payments/${PAYMENT_PRODUCT}`, headers: psuHeaders(c), body: paymentBody(c, 'Guided payment') } : { missing: 'Read the accounts first.' }),
    take: (body) => ({ paymentId: idOf(body, 'paymentId') }),
    done: (s) => Boolean(s.paymentId),
  },
  {
    id: 'payment-sca',
    title: 'Authorise the payment',
    intro: 'Starts the payment\'s SCA: open the scaRedirect, approve as the PSU, and the callback page brings you back.',
    build: (c) => (c.state.paymentId
      ? { method: 'POST', path: `/v1/payments/${PAYMENT_PRODUCT}/${c.state.paymentId}/authorisations`, headers: psuHeaders(c), body: '' }
      : { missing: 'Create the payment first.' }),
    sca: 'payment',
  },
  {
    id: 'payment-status',
    title: 'Read the payment status',
    intro: 'ACTC: the PSU approved the payment; it is booked in the next batch run (or at once for instant payments).',
    build: (c) => (c.state.paymentId ? { method: 'GET', path: `/v1/payments/${PAYMENT_PRODUCT}/${c.state.paymentId}/status`, headers: {}, body: '' } : { missing: 'Create the payment first.' }),
  },
  {
    id: 'basket-payment',
    title: 'Create a payment for a signing basket',
    intro: 'A signing basket groups up to 10 payments for one SCA. First one more payment…',
    build: (c) => needPsu(c.state) ?? (account(c.state) ? { method: 'POST', path: `/v1/payments/${PAYMENT_PRODUCT}`, headers: psuHeaders(c), body: paymentBody(c, 'Basket payment') } : { missing: 'Read the accounts first.' }),
    take: (body) => ({ basketPaymentId: idOf(body, 'paymentId') }),
    done: (s) => Boolean(s.basketPaymentId),
  },
  {
    id: 'basket',
    title: 'Create the signing basket',
    intro: '…then the basket with its paymentIds. x-accept-fix, TPP-Session-ID, PSU-ID, PSU-IP-Address and TPP-Redirect-URI are required here (x-accept-fix names the fixes your client expects; see the x-accept-fix guide).',
    build: (c) => needPsu(c.state) ?? (c.state.basketPaymentId
      ? { method: 'POST', path: '/v1/signing-baskets', headers: { 'x-accept-fix': 'amount-as-string', ...psuHeaders(c) }, body: JSON.stringify({ paymentIds: [c.state.basketPaymentId] }, null, 2) }
      : { missing: 'Create the basket\'s payment first.' }),
    take: (body) => ({ basketId: idOf(body, 'basketId') }),
    done: (s) => Boolean(s.basketId),
  },
  {
    id: 'basket-sca',
    title: 'Authorise the basket',
    intro: 'One SCA for every payment in the basket.',
    build: (c) => (c.state.basketId ? { method: 'POST', path: `/v1/signing-baskets/${c.state.basketId}/authorisations`, headers: psuHeaders(c), body: '' } : { missing: 'Create the basket first.' }),
    sca: 'basket',
  },
  {
    id: 'basket-status',
    title: 'Read the basket status',
    intro: 'The worst status of its payments; ACTC when all were approved.',
    build: (c) => (c.state.basketId ? { method: 'GET', path: `/v1/signing-baskets/${c.state.basketId}/status`, headers: {}, body: '' } : { missing: 'Create the basket first.' }),
  },
];

/** The step the guide continues at after the callback of `pending`. */
export const AFTER_SCA: Record<PendingSca, string> = { consent: 'accounts', payment: 'payment-status', basket: 'basket-status' };
