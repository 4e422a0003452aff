// The request headers operations document, each written once: the signature headers of every signed request
// (spec 5), the PSU and redirect headers of operations that may need SCA, the SCA streamlining headers and
// x-accept-fix (spec 9). Declarations list the groups they take; the OpenAPI document adds the signature headers.
import { z } from 'zod';
import { ACCEPT_FIXES } from './accept-fix.ts';
import type { HeaderDoc } from './operation.ts';
import { UUID_PATTERN } from '../schemas/common.ts';

/** The x-accept-fix values and when each became the default (spec 9). */
const acceptFixValues = Object.entries(ACCEPT_FIXES)
  .map(([fix, since]) => `${fix} (${since ? `default since ${since}` : 'not yet default'})`)
  .join(', ');

export const HEADERS = {
  xRequestId: { name: 'X-Request-ID', required: true, description: 'UUID, unique per request (replays are rejected).', example: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721' },
  date: { name: 'Date', required: true, description: 'RFC 7231 date; at most 60 s from the server time.', example: 'Sun, 06 Nov 1994 08:49:37 GMT' },
  digest: { name: 'Digest', required: false, description: 'SHA-256=<base64 of the SHA-256 of the body bytes>; required when there is a body.', example: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' },
  signature: {
    name: 'Signature',
    required: true,
    description:
      'keyId="SN=<hex serial>,CA=<issuer DN>",algorithm="rsa-sha256",headers="date digest x-request-id …",signature="<base64>"; headers lists date, digest and each of x-request-id, psu-id, psu-corporate-id, tpp-redirect-uri present.',
  },
  tppSignatureCertificate: { name: 'TPP-Signature-Certificate', required: true, description: 'The signing certificate, base64 DER (a PEM body without line breaks).' },
  psuId: { name: 'PSU-ID', description: 'UUID the TPP got in the SCA redirect (psu-id); signed when present.', example: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
  psuCorporateId: { name: 'PSU-Corporate-ID', description: 'UUID of the corporate agreement (psu-corporate-id); signed when present.' },
  tppRedirectUri: { name: 'TPP-Redirect-URI', description: 'Where the PSU returns after SCA; signed when present.', example: 'https://tpp.example/callback' },
  tppSessionId: { name: 'TPP-Session-ID', description: 'TPP session; an SCA inside one lasts one hour.', example: '6f1c2b9e-3a4d-4e5f-8a7b-9c0d1e2f3a4b' },
  psuIpAddress: { name: 'PSU-IP-Address', description: 'The PSU IP address; omit when the PSU is not present (unattended access).', example: '192.0.2.10' },
  xPsuIdentity: { name: 'X-PSU-IDENTITY', description: 'The PSU national identity number, to preselect the PSU on the SCA page.' },
  xPsuAuthMethodPreferred: { name: 'X-PSU-AuthMethod-Preferred', description: 'Skips the method choice: ENGANGSKODEAPP_BIOMETRI, HA2, BANKID, BANKID_MOBIL.' },
  tppRedirectPreferred: {
    name: 'TPP-Redirect-Preferred',
    description: 'true (default) or false; false directs mobile apps to biometric authentication where possible: the SCA page preselects the code app with biometrics and says so.',
    example: 'false',
  },
  psuDeviceId: { name: 'PSU-Device-ID', description: 'UUID of the PSU device, if available.', example: '99435c7e-ad88-49ec-a2ad-99ddcb1f5555' },
  psuHttpMethod: { name: 'PSU-HTTP-Method', description: 'HTTP method of the PSU request to the TPP: GET, POST, PUT, PATCH or DELETE.', example: 'POST' },
  acceptFix: {
    name: 'x-accept-fix',
    description: `Comma-separated opt-ins to breaking changes before they become the default: ${acceptFixValues}. A change is on without the header once its default date has passed.`,
    example: 'amount-as-string',
  },
} as const satisfies Record<string, HeaderDoc>;

/** Headers of every signed request (spec section 5). */
export const SIGNATURE_HEADERS: readonly HeaderDoc[] = [HEADERS.xRequestId, HEADERS.date, HEADERS.digest, HEADERS.signature, HEADERS.tppSignatureCertificate];

/** PSU and redirect headers of operations that may need SCA. */
export const PSU_HEADERS: readonly HeaderDoc[] = [HEADERS.psuId, HEADERS.psuCorporateId, HEADERS.tppRedirectUri, HEADERS.tppSessionId, HEADERS.psuIpAddress];

/** Headers that streamline the hosted SCA page. */
export const STREAMLINING_HEADERS: readonly HeaderDoc[] = [HEADERS.xPsuIdentity, HEADERS.xPsuAuthMethodPreferred, HEADERS.tppRedirectPreferred];

/** The PSU headers and the SCA streamlining headers: operations that start an SCA (consents, PSU-ID). */
export const SCA_START_HEADERS: readonly HeaderDoc[] = [...PSU_HEADERS, ...STREAMLINING_HEADERS];

/** The PSU headers and x-accept-fix: operations that may need SCA and whose answers x-accept-fix shapes. */
export const SCA_HEADERS: readonly HeaderDoc[] = [...PSU_HEADERS, HEADERS.acceptFix];

/**
 * `header` as required by the operation: documented required, and an absent or blank value is rejected by the
 * pipeline with 400 FORMAT_ERROR "<name> header is required <purpose>[: <next>]" (path: the header name); `next` says
 * what to send.
 */
export function requiredHeader(header: HeaderDoc, purpose: string, next?: string): HeaderDoc {
  const message = `header is required ${purpose}${next ? `: ${next}` : ''}`;
  return { ...header, required: true, schema: z.string({ error: message }).refine((v) => v.trim() !== '', { message }) };
}

/** `header` optional, and when present its value must be one of `values` (exactly; 400 FORMAT_ERROR naming the header). */
export function oneOfHeader(header: HeaderDoc, values: readonly string[]): HeaderDoc {
  const message = `must be one of ${values.join(', ')}`;
  return { ...header, schema: z.string().refine((v) => values.includes(v.trim()), { message }).optional() };
}

const UUID = UUID_PATTERN;

/** `header` optional, and when present a UUID (400 FORMAT_ERROR naming the header). */
export function uuidHeader(header: HeaderDoc): HeaderDoc {
  return { ...header, schema: z.string().refine((v) => UUID.test(v.trim()), { message: 'must be a UUID' }).optional() };
}

/** `header` documented as required, without a check by the pipeline. */
export const documentedRequired = (header: HeaderDoc): HeaderDoc => ({ ...header, required: true });
