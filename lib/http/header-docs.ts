// The request headers operations document, each written once: the signature headers of every signed request
// (spec 5), the PSU and redirect headers of operations that may need SCA, the SCA streamlining headers and
// x-accept-fix (spec 9). Declarations list the groups they take; the OpenAPI document adds the signature headers.
import { z } from 'zod';
import type { HeaderDoc } from './operation.ts';

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
  tppSessionId: { name: 'TPP-Session-ID', description: 'TPP session; an SCA inside one lasts one hour.' },
  psuIpAddress: { name: 'PSU-IP-Address', description: 'The PSU IP address; omit when the PSU is not present (unattended access).' },
  xPsuIdentity: { name: 'X-PSU-IDENTITY', description: 'The PSU national identity number, to preselect the PSU on the SCA page.' },
  xPsuAuthMethodPreferred: { name: 'X-PSU-AuthMethod-Preferred', description: 'Skips the method choice: ENGANGSKODEAPP_BIOMETRI, HA2, BANKID, BANKID_MOBIL.' },
  tppRedirectPreferred: { name: 'TPP-Redirect-Preferred', description: 'false directs mobile apps to biometric authentication where possible.' },
  acceptFix: {
    name: 'x-accept-fix',
    description: 'Comma-separated opt-ins to future breaking changes, e.g. amount-as-string, longer-names.',
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
 * pipeline with 400 FORMAT_ERROR "<name> header is required <purpose>" (path: the header name).
 */
export function requiredHeader(header: HeaderDoc, purpose: string): HeaderDoc {
  const message = `header is required ${purpose}`;
  return { ...header, required: true, schema: z.string({ error: message }).refine((v) => v.trim() !== '', { message }) };
}

/** `header` documented as required, without a check by the pipeline. */
export const documentedRequired = (header: HeaderDoc): HeaderDoc => ({ ...header, required: true });
