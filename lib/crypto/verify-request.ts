// Verification of a signed XS2A request (spec section 5), in a fixed order, one Xs2aError per failure.
import { verify } from 'node:crypto';
import { Xs2aError } from '../errors.ts';
import { type ParsedCertificate, parseCertificate } from './certificate.ts';
import { checkDigest } from './digest.ts';
import { formatHttpDate, parseHttpDate } from './http-date.ts';
import { keyIdMatchesCertificate } from './key-id.ts';
import { parseSignatureHeader } from './signature-header.ts';
import { buildSigningString } from './signing-string.ts';
import { verifyCertificateTrust } from './verify-chain.ts';
import { checkSigningProfile } from './certificate-profile.ts';
import { UUID_PATTERN } from '../schemas/common.ts';

/** Input of verifySignedRequest. */
export interface SignedRequestInput {
  method: string;
  /** path?query exactly as sent */
  target: string;
  header(name: string): string | null;
  rawBody: Uint8Array;
  now: Date;
  /** maximum Date deviation (spec: 60) */
  maxSkewSeconds: number;
  anchors: ParsedCertificate[];
}

/** Result of a successful verification. */
export interface VerifiedRequest {
  certificate: ParsedCertificate;
  signedHeaders: string[];
}

const UUID = UUID_PATTERN;
const ALGORITHMS: Record<string, 'sha256' | 'sha512'> = { 'rsa-sha256': 'sha256', 'rsa-sha512': 'sha512' };
/** Headers that must be signed whenever the request carries them (date is required and always signed). */
export const MUST_SIGN = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'] as const;
const MAX_TEXT = 500;

const fail = (code: 'SIGNATURE_INVALID' | 'TIMESTAMP_INVALID', text: string): Xs2aError => new Xs2aError(code, text);
const present = (v: string | null): v is string => v !== null && v.trim() !== '';

/** The signing string with `\n` escapes, shortened (long values middle-truncated) to fit `budget` characters. */
export function displaySigningString(signingString: string, budget: number): string {
  const lines = signingString.split('\n');
  const join = (ls: string[]) => ls.join('\\n');
  for (let max = 200; max >= 16; max -= 8) {
    const shortened = lines.map((l) => (l.length > max ? `${l.slice(0, max - 10)}…${l.slice(-8)}` : l));
    if (join(shortened).length <= budget) return join(shortened);
  }
  const all = join(lines);
  return all.length <= budget ? all : `${all.slice(0, Math.max(0, budget - 1))}…`;
}

function checkDate(value: string | null, now: Date, maxSkewSeconds: number): void {
  // Only error texts show the server's time: formatted when one is written (~1 % of the app's CPU when it was
  // formatted for every request, bench --cpu-prof).
  const serverTime = () => formatHttpDate(now);
  if (!present(value)) {
    throw fail('TIMESTAMP_INVALID', `Date header is missing; send the current time as an RFC 7231 date, e.g. "${serverTime()}"`);
  }
  const date = parseHttpDate(value);
  if (!date) {
    throw fail('TIMESTAMP_INVALID', `Date header "${value.slice(0, 60)}" is not an RFC 7231 date such as "${serverTime()}"`);
  }
  const deviation = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(date.getTime() - now.getTime()) > maxSkewSeconds * 1000) {
    const dir = deviation < 0 ? 'behind' : 'ahead of';
    throw fail(
      'TIMESTAMP_INVALID',
      `Date header "${value.slice(0, 60)}" is ${Math.abs(deviation)} s ${dir} the server time ${serverTime()}; the maximum deviation is ${maxSkewSeconds} s. ` +
        'Set Date to the current time when you sign (not a stored or copied value), keep your clock synchronised (NTP), and sign again.',
    );
  }
}

function decodeSignature(b64: string): Buffer {
  const clean = b64.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) {
    throw fail('SIGNATURE_INVALID', 'The Signature "signature" parameter is not valid base64');
  }
  return Buffer.from(clean, 'base64');
}

/** Verifies X-Request-ID, Signature, certificate, keyId, Date, Digest, signed-header policy, signature and trust. */
export function verifySignedRequest(opts: SignedRequestInput): VerifiedRequest {
  const requestId = opts.header('x-request-id');
  if (!present(requestId)) throw new Xs2aError('FORMAT_ERROR', 'X-Request-ID header is missing; it must be a UUID');
  // Exactly the UUID grammar: no padding of any kind (a non-breaking space around a captured request's id made
  // it "new" to the replay check, which stores the canonical lower-case form).
  if (!UUID.test(requestId)) {
    throw new Xs2aError('FORMAT_ERROR', `X-Request-ID "${requestId.slice(0, 60)}" is not a UUID (e.g. 99391c7e-ad88-49ec-a2ad-99ddcb1f7721)`);
  }
  const signatureHeader = opts.header('signature');
  if (!present(signatureHeader)) throw new Xs2aError('SIGNATURE_MISSING', 'Signature header is missing; every request must be signed');
  const certHeader = opts.header('tpp-signature-certificate');
  if (!present(certHeader)) {
    throw new Xs2aError('CERTIFICATE_MISSING', 'TPP-Signature-Certificate header is missing; send the base64 DER of the signing certificate');
  }
  const certificate = parseCertificate(certHeader);
  const params = parseSignatureHeader(signatureHeader);

  const algorithm = params.algorithm.toLowerCase();
  const hash = ALGORITHMS[algorithm];
  if (!hash) {
    throw fail('SIGNATURE_INVALID', `Signature algorithm "${params.algorithm.slice(0, 40)}" is not supported; supported: rsa-sha256, rsa-sha512`);
  }
  if (certificate.keyType !== 'rsa' && certificate.keyType !== 'rsa-pss') {
    throw fail('SIGNATURE_INVALID', `Signature algorithm ${algorithm} needs an RSA key, but the TPP-Signature-Certificate key is of type ${certificate.keyType}`);
  }
  const keyId = keyIdMatchesCertificate(params.keyId, certificate);
  if (!keyId.ok) throw fail('SIGNATURE_INVALID', keyId.reason);

  checkDate(opts.header('date'), opts.now, opts.maxSkewSeconds);
  checkDigest(opts.header('digest'), opts.rawBody);

  for (const name of MUST_SIGN) {
    if (present(opts.header(name)) && !params.headers.includes(name)) {
      throw fail(
        'SIGNATURE_INVALID',
        `Header "${name}" is present in the request but not listed in the Signature headers parameter (got headers="${params.headers.join(' ').slice(0, 120)}"); ` +
          `sign each of ${MUST_SIGN.join(', ')} that the request carries (date is always required)`,
      );
    }
  }

  const signingString = buildSigningString(params.headers, { method: opts.method, target: opts.target, header: opts.header });
  const signature = decodeSignature(params.signature);
  let valid = false;
  try {
    valid = verify(hash, Buffer.from(signingString, 'utf8'), certificate.publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) {
    const modulus = certificate.publicKey.asymmetricKeyDetails?.modulusLength;
    const size = modulus && signature.length !== modulus / 8 ? ` The signature is ${signature.length} bytes; a ${modulus}-bit key gives ${modulus / 8}.` : '';
    const prefix = `Signature does not verify with the TPP-Signature-Certificate key (${algorithm}).${size} The server's signing string was: "`;
    throw fail('SIGNATURE_INVALID', `${prefix}${displaySigningString(signingString, MAX_TEXT - prefix.length - 1)}"`);
  }

  verifyCertificateTrust(certificate, opts.anchors, opts.now);
  checkSigningProfile(certificate);
  return { certificate, signedHeaders: params.headers };
}
