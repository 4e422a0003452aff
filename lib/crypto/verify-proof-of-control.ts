// Verifies a proof of control of an organisation: a signature over a server challenge made with the private key of a
// certificate that carries the organisation's organizationIdentifier and would be accepted for signing API requests —
// it chains to the trust anchors, is valid now and has the PSD2 signing profile. RSA PKCS#1 v1.5 with SHA-256, what
// `openssl dgst -sha256 -sign key.pem` and WebCrypto's RSASSA-PKCS1-v1_5 produce. Keys outside 2048..maxKeyBits bits are
// refused before any signature is checked (a public-key operation on a huge key is the CPU cost an attacker chooses).
import { verify } from 'node:crypto';
import { isXs2aError } from '../errors.ts';
import { type ParsedCertificate, parseCertificate } from './certificate.ts';
import { checkSigningProfile } from './certificate-profile.ts';
import { verifyCertificateTrust } from './verify-chain.ts';

/** Input of verifyProofOfControl. */
export interface ProofOfControlInput {
  /** The certificate: PEM, or base64 DER. */
  certificate: string;
  /** base64 (or base64url) RSA signature over `text` (UTF-8). */
  signature: string;
  /** The challenge text that was signed. */
  text: string;
  organizationIdentifier: string;
  anchors: ParsedCertificate[];
  now: Date;
  maxKeyBits: number;
}

/** The verified certificate, or why the proof fails (a sentence for the developer). */
export type ProofOfControlResult = { ok: true; certificate: ParsedCertificate } | { ok: false; reason: string };

const fail = (reason: string): ProofOfControlResult => ({ ok: false, reason });

/** Checks key size, trust, validity, profile, organizationIdentifier and the signature, in that order. */
export function verifyProofOfControl(input: ProofOfControlInput): ProofOfControlResult {
  let cert: ParsedCertificate;
  try {
    cert = parseCertificate(input.certificate);
  } catch {
    return fail('The certificate is not a PEM or base64 DER X.509 certificate');
  }
  const bits = cert.publicKey.asymmetricKeyDetails?.modulusLength ?? 0;
  const exponent = cert.publicKey.asymmetricKeyDetails?.publicExponent ?? 0n;
  if ((cert.keyType !== 'rsa' && cert.keyType !== 'rsa-pss') || bits < 2048 || bits > input.maxKeyBits || exponent > 0xffffffffn) {
    return fail(`The certificate key must be RSA with 2048 to ${input.maxKeyBits} bits (it is ${cert.keyType}${bits ? `, ${bits} bits` : ''})`);
  }
  try {
    verifyCertificateTrust(cert, input.anchors, input.now);
    checkSigningProfile(cert);
  } catch (e) {
    if (isXs2aError(e)) return fail(e.message.replace(/^TPP-Signature-Certificate/, 'The certificate'));
    throw e;
  }
  if (cert.organizationIdentifier !== input.organizationIdentifier) {
    return fail(`The certificate is for organizationIdentifier ${cert.organizationIdentifier ?? '(none)'}, not ${input.organizationIdentifier}`);
  }
  const clean = input.signature.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return fail('The signature is not base64');
  const signature = Buffer.from(clean, 'base64');
  if (signature.length !== bits / 8) return fail(`The signature is ${signature.length} bytes; a ${bits}-bit key gives ${bits / 8}: sign the challenge text with the certificate's key`);
  let valid = false;
  try {
    valid = verify('sha256', Buffer.from(input.text, 'utf8'), cert.publicKey, signature);
  } catch {
    valid = false;
  }
  return valid ? { ok: true, certificate: cert } : fail("The signature does not verify with the certificate's key over the challenge text (RSA PKCS#1 v1.5, SHA-256)");
}
