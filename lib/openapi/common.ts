// Shared pieces of the OpenAPI document: the signature headers, the Berlin Group error body, common headers.
export { tppMessagesSchema } from '../errors.ts';
import type { HeaderSpec } from './types.ts';

/** Headers of every signed request (spec section 5). */
export const SIGNATURE_HEADERS: HeaderSpec[] = [
  { name: 'X-Request-ID', required: true, description: 'UUID, unique per request (replays are rejected).', example: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721' },
  { name: 'Date', required: true, description: 'RFC 7231 date; at most 60 s from the server time.', example: 'Sun, 06 Nov 1994 08:49:37 GMT' },
  { name: 'Digest', required: false, description: 'SHA-256=<base64 of the SHA-256 of the body bytes>; required when there is a body.', example: 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' },
  {
    name: 'Signature',
    required: true,
    description:
      'keyId="SN=<hex serial>,CA=<issuer DN>",algorithm="rsa-sha256",headers="date digest x-request-id …",signature="<base64>"; headers lists date, digest and each of x-request-id, psu-id, psu-corporate-id, tpp-redirect-uri present.',
  },
  { name: 'TPP-Signature-Certificate', required: true, description: 'The signing certificate, base64 DER (a PEM body without line breaks).' },
];

/** PSU and redirect headers of operations that may need SCA. */
export const PSU_HEADERS: HeaderSpec[] = [
  { name: 'PSU-ID', description: 'UUID the TPP got in the SCA redirect (psu-id); signed when present.', example: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' },
  { name: 'PSU-Corporate-ID', description: 'UUID of the corporate agreement (psu-corporate-id); signed when present.' },
  { name: 'TPP-Redirect-URI', description: 'Where the PSU returns after SCA; signed when present.', example: 'https://tpp.example/callback' },
  { name: 'TPP-Session-ID', description: 'TPP session; an SCA inside one lasts one hour.' },
  { name: 'PSU-IP-Address', description: 'The PSU IP address; omit when the PSU is not present (unattended access).' },
];

/** The x-accept-fix opt-in header (spec section 9). */
export const ACCEPT_FIX_HEADER: HeaderSpec = {
  name: 'x-accept-fix',
  description: 'Comma-separated opt-ins to future breaking changes, e.g. amount-as-string, longer-names.',
  example: 'amount-as-string',
};
