// The URLs the PSU is sent back to: TPP-Redirect-URI plus the parameters of spec 2.6.

export interface ScaSuccess {
  psuId: string;
  psuCorporateId: string | null;
  tppSessionId: string | null;
  context: 'PRIVATE' | 'CORPORATE';
}

export interface ScaFailure {
  system: string;
  status: number;
  code: string;
  message: string;
}

/** TPP-Redirect-URI with psu-id, psu-corporate-id (corporate), tpp-session-id and context. */
export function successRedirect(redirectUri: string, s: ScaSuccess): string {
  const url = new URL(redirectUri);
  url.searchParams.set('psu-id', s.psuId);
  if (s.psuCorporateId) url.searchParams.set('psu-corporate-id', s.psuCorporateId);
  if (s.tppSessionId) url.searchParams.set('tpp-session-id', s.tppSessionId);
  url.searchParams.set('context', s.context);
  return url.toString();
}

/** TPP-Redirect-URI with system, status, code and the URL-encoded message. */
export function failureRedirect(redirectUri: string, f: ScaFailure): string {
  const url = new URL(redirectUri);
  url.searchParams.set('system', f.system);
  url.searchParams.set('status', String(f.status));
  url.searchParams.set('code', f.code);
  url.searchParams.set('message', f.message);
  return url.toString();
}
