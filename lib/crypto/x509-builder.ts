// Builds and signs X.509 v3 certificates from DER parts (forge asn1 for encoding, node:crypto for keys and signing).
import { createHash, createPublicKey, type KeyObject, sign } from 'node:crypto';
import {
  type Asn1, bitString, bool, childrenOf, context, encodeDer, integer, isContext, nullNode, octets, oid, parseDer, printable, seq, set,
  spkiPublicKeyBits, time, utf8,
} from './der.ts';

/** One subject attribute; PrintableString when the value allows it and `utf8` is not forced. */
export interface NameAttribute {
  oid: string;
  value: string;
  utf8?: boolean;
}

/** One extension: its value is DER-encoded into the extnValue OCTET STRING. */
export interface Extension {
  oid: string;
  critical?: boolean;
  value: Asn1;
}

/** What to put into a certificate. */
export interface CertificateSpec {
  serial: Uint8Array;
  subject: NameAttribute[];
  /** The issuer's Name as DER (copied byte for byte from the CA certificate); omit for self-signed. */
  issuerNameDer?: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  subjectPublicKey: KeyObject;
  extensions: Extension[];
  signingKey: KeyObject;
}

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const PRINTABLE = /^[A-Za-z0-9 '()+,\-./:=?]*$/;

/** Encodes a Name, one attribute per RDN, in the given (forward) order. */
export function encodeName(attrs: NameAttribute[]): Asn1 {
  return seq(
    attrs.map((a) => set([seq([oid(a.oid), !a.utf8 && PRINTABLE.test(a.value) ? printable(a.value) : utf8(a.value)])])),
  );
}

/** SHA-1 key identifier of a public key (RFC 5280 §4.2.1.2 method 1). */
export function keyIdentifier(key: KeyObject): Buffer {
  const spki = key.export({ type: 'spki', format: 'der' });
  return createHash('sha1').update(spkiPublicKeyBits(spki)).digest();
}

/** The DER of the subject Name of a certificate (to use as the issuer of certificates it signs). */
export function subjectNameDer(certDer: Uint8Array): Buffer {
  const fields = childrenOf(childrenOf(parseDer(certDer))[0]);
  const offset = isContext(fields[0], 0) ? 1 : 0;
  const subject = fields[offset + 4];
  if (!subject) throw new Error('certificate has no subject');
  return encodeDer(subject);
}

/** keyUsage BIT STRING from bit numbers (0 digitalSignature, 1 nonRepudiation, 5 keyCertSign, 6 cRLSign). */
export function keyUsage(bits: number[]): Asn1 {
  const max = Math.max(...bits);
  const bytes = Buffer.alloc(Math.floor(max / 8) + 1);
  for (const b of bits) bytes[Math.floor(b / 8)] = (bytes[Math.floor(b / 8)] ?? 0) | (0x80 >> (b % 8));
  return bitString(bytes, 7 - (max % 8));
}

/** basicConstraints SEQUENCE { cA BOOLEAN DEFAULT FALSE }. */
export const basicConstraints = (ca: boolean): Asn1 => seq(ca ? [bool(true)] : []);
/** subjectKeyIdentifier OCTET STRING. */
export const subjectKeyIdentifier = (id: Uint8Array): Asn1 => octets(id);
/** authorityKeyIdentifier SEQUENCE { [0] keyIdentifier }. */
export const authorityKeyIdentifier = (id: Uint8Array): Asn1 => seq([context(0, Buffer.from(id).toString('latin1'))]);

/** Assembles, signs (SHA-256 with the RSA signing key) and returns the DER certificate. */
export function buildCertificate(spec: CertificateSpec): Buffer {
  const algorithm = seq([oid(SHA256_WITH_RSA), nullNode()]);
  const subject = encodeName(spec.subject);
  const issuer = spec.issuerNameDer ? parseDer(spec.issuerNameDer) : subject;
  const spki = parseDer(spec.subjectPublicKey.export({ type: 'spki', format: 'der' }));
  const extensions = spec.extensions.map((e) =>
    seq([oid(e.oid), ...(e.critical ? [bool(true)] : []), octets(encodeDer(e.value))]),
  );
  const tbs = seq([
    context(0, [integer(Uint8Array.of(2))]),
    integer(spec.serial),
    algorithm,
    issuer,
    seq([time(spec.notBefore), time(spec.notAfter)]),
    subject,
    spki,
    context(3, [seq(extensions)]),
  ]);
  const tbsDer = encodeDer(tbs);
  const signature = sign('sha256', tbsDer, spec.signingKey);
  return encodeDer(seq([tbs, algorithm, bitString(signature)]));
}

/** Public key of a PEM private key (convenience for builders). */
export const publicKeyOf = (privateKey: KeyObject): KeyObject => createPublicKey(privateKey);
