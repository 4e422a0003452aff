// The guided first flow's state (issue 12), kept in this browser's localStorage so that it survives the round trip
// through the bank's SCA page: the TPP session id, what the callback returned, and the ids earlier steps produced.

export const GUIDE_KEY = 'openbank.guide.state';

/** Which SCA the developer left for: the callback page continues the guide at the step after it. */
export type PendingSca = 'consent' | 'payment' | 'basket';

/** One account of the PSU as GET /v1/accounts listed it. */
export interface GuideAccount {
  resourceId: string;
  name: string;
  bban: string;
  iban: string;
  currency: string;
}

export interface GuideState {
  /** TPP-Session-ID of this walk through the guide. */
  sessionId: string;
  pending: PendingSca | null;
  psuId: string | null;
  psuCorporateId: string | null;
  context: string | null;
  accounts: GuideAccount[];
  accountId: string | null;
  paymentId: string | null;
  /** A second payment, grouped in the signing basket. */
  basketPaymentId: string | null;
  basketId: string | null;
}

const newSessionId = (): string => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `session-${Date.now()}`);

/** A fresh state (new TPP session). */
export const initialGuideState = (): GuideState => ({
  sessionId: newSessionId(), pending: null, psuId: null, psuCorporateId: null, context: null, accounts: [], accountId: null, paymentId: null, basketPaymentId: null, basketId: null,
});

/** The stored state, or a fresh one. */
export function loadGuideState(): GuideState {
  if (typeof window === 'undefined') return initialGuideState();
  try {
    const v = JSON.parse(window.localStorage.getItem(GUIDE_KEY) ?? 'null') as Partial<GuideState> | null;
    return v && typeof v.sessionId === 'string' ? { ...initialGuideState(), ...v } : initialGuideState();
  } catch {
    return initialGuideState();
  }
}

/** Stores the state. */
export function saveGuideState(state: GuideState): void {
  window.localStorage.setItem(GUIDE_KEY, JSON.stringify(state));
}

/** The spec 2.6 parameters a TPP-Redirect-URI receives: success or failure. */
export interface CallbackParams {
  psuId: string | null;
  psuCorporateId: string | null;
  tppSessionId: string | null;
  context: string | null;
  failure: { system: string | null; status: string | null; code: string | null; message: string | null } | null;
}

/** Reads the callback's query string. */
export function readCallback(search: URLSearchParams): CallbackParams {
  const failed = search.has('code') || search.has('status') || search.has('system');
  return {
    psuId: search.get('psu-id'),
    psuCorporateId: search.get('psu-corporate-id'),
    tppSessionId: search.get('tpp-session-id'),
    context: search.get('context'),
    failure: failed ? { system: search.get('system'), status: search.get('status'), code: search.get('code'), message: search.get('message') } : null,
  };
}
