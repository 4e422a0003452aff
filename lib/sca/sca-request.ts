// The SCA-related request headers of a TPP request (spec 4.1, 5.9-5.12), validated.
import { getConfig } from '../config.ts';
import { parseCertificate } from '../crypto/certificate.ts';
import { Xs2aError } from '../errors.ts';

export const AUTH_METHODS = ['ENGANGSKODEAPP_BIOMETRI', 'HA2', 'BANKID', 'BANKID_MOBIL'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const isAuthMethod = (value: string): value is AuthMethod => (AUTH_METHODS as readonly string[]).includes(value);

export interface ScaRequest {
  redirectUri: string;
  tppSessionId: string | null;
  psuId: string | null;
  psuCorporateId: string | null;
  psuIdentity: string | null;
  methodPreferred: AuthMethod | null;
  redirectPreferred: boolean;
  /** organizationName (O) of the TPP-Signature-Certificate (verified by the pipeline): the name the SCA page shows. */
  tppName: string | null;
  /** The PSD2 roles of that certificate: with PSP_AI, any SCA of the TPP gathers the bank-offered consent (spec 5.9). */
  tppRoles: string[];
}

type HeaderFn = (name: string) => string | null;

/** Reads and checks the SCA headers; TPP-Redirect-URI is required because the request may need SCA. */
export function readScaRequest(header: HeaderFn): ScaRequest {
  const redirectUri = header('tpp-redirect-uri')?.trim();
  if (!redirectUri) {
    throw new Xs2aError('FORMAT_ERROR', 'TPP-Redirect-URI header is required: this request may need SCA, and the PSU is sent back to that URI', { path: 'TPP-Redirect-URI' });
  }
  checkRedirectUri(redirectUri);
  const method = header('x-psu-authmethod-preferred')?.trim().toUpperCase() || null;
  if (method && !isAuthMethod(method)) {
    throw new Xs2aError('FORMAT_ERROR', `X-PSU-AuthMethod-Preferred "${method.slice(0, 40)}" is not one of ${AUTH_METHODS.join(', ')}`, { path: 'X-PSU-AuthMethod-Preferred' });
  }
  const identity = header('x-psu-identity')?.trim() || null;
  if (identity && !/^\d{8,11}$/.test(identity)) {
    throw new Xs2aError('FORMAT_ERROR', 'X-PSU-IDENTITY must be the PSU national identity number (11 digits)', { path: 'X-PSU-IDENTITY' });
  }
  return {
    redirectUri,
    tppSessionId: header('tpp-session-id')?.trim() || null,
    psuId: header('psu-id')?.trim() || null,
    psuCorporateId: header('psu-corporate-id')?.trim() || null,
    psuIdentity: identity,
    methodPreferred: method && isAuthMethod(method) ? method : null,
    redirectPreferred: header('tpp-redirect-preferred')?.trim().toLowerCase() !== 'false',
    ...certificateFacts(header('tpp-signature-certificate')),
  };
}

/** The organizationName and PSD2 roles a CA attested in the request's certificate (parsed and cached by the pipeline already). */
function certificateFacts(value: string | null): { tppName: string | null; tppRoles: string[] } {
  if (!value) return { tppName: null, tppRoles: [] };
  try {
    const cert = parseCertificate(value);
    return { tppName: cert.organizationName, tppRoles: [...cert.roles] };
  } catch {
    return { tppName: null, tppRoles: [] };
  }
}

/** A redirect target must be an absolute https URI without fragment (http only for localhost in the sandbox). */
export function checkRedirectUri(uri: string): void {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', `TPP-Redirect-URI "${uri.slice(0, 100)}" is not an absolute URI`, { path: 'TPP-Redirect-URI' });
  }
  const localHttp = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && getConfig().mode === 'sandbox';
  const appLink = !['http:', 'https:', 'javascript:', 'data:', 'file:', 'vbscript:'].includes(url.protocol) && /^[a-z][a-z0-9+.-]*:$/.test(url.protocol);
  if (url.protocol !== 'https:' && !localHttp && !appLink) {
    throw new Xs2aError('FORMAT_ERROR', 'TPP-Redirect-URI must use https (http is accepted for localhost in the sandbox)', { path: 'TPP-Redirect-URI' });
  }
  if (url.hash) throw new Xs2aError('FORMAT_ERROR', 'TPP-Redirect-URI must not contain a fragment', { path: 'TPP-Redirect-URI' });
  if (url.username || url.password) throw new Xs2aError('FORMAT_ERROR', 'TPP-Redirect-URI must not contain credentials', { path: 'TPP-Redirect-URI' });
}
