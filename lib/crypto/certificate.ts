// Parsing of the TPP-Signature-Certificate header (base64 DER, PEM or base64-of-PEM) into a cached ParsedCertificate.
import { createHash, type KeyObject, X509Certificate } from 'node:crypto';
import { Xs2aError } from '../errors.ts';
import { type Asn1, childrenOf, fromBinary, isContext, isUniversal, parseDer, primitiveValue, readOid, readTime, TAG } from './der.ts';
import { type DnAttribute, formatDn, readName } from './dn.ts';
import { LruCache } from './lru-cache.ts';
import { decodeQcStatements, decodeQcTypes, type Psd2Role, QC_OIDS } from './qc-statement.ts';

export type { DnAttribute } from './dn.ts';
export type { Psd2Role } from './qc-statement.ts';

/** A parsed X.509 certificate with the PSD2 fields. Cached and shared: treat as read-only. */
export interface ParsedCertificate {
  fingerprint: string;
  der: Buffer;
  pem: string;
  serialHex: string;
  issuer: DnAttribute[];
  subject: DnAttribute[];
  issuerDn: string;
  subjectDn: string;
  organizationIdentifier: string | null;
  organizationName: string | null;
  commonName: string | null;
  roles: Psd2Role[];
  /** The certificate carries the ETSI TS 119 495 PSD2 QCStatement (0.4.0.19495.2). */
  hasPsd2Statement: boolean;
  /** QcType OIDs of the qcStatements extension (EN 319 412-5), e.g. 0.4.0.1862.1.6.2 for an eseal. */
  qcTypes: string[];
  /** basicConstraints cA. */
  isCa: boolean;
  /** keyUsage bit names (RFC 5280 4.2.1.3); null when the extension is absent. */
  keyUsage: KeyUsage[] | null;
  ncaName: string | null;
  ncaId: string | null;
  notBefore: Date;
  notAfter: Date;
  publicKey: KeyObject;
  keyType: 'rsa' | 'ec' | string;
  x509: X509Certificate;
}

/** keyUsage bits by number (RFC 5280 4.2.1.3). */
const KEY_USAGE_BITS = ['digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment', 'keyAgreement', 'keyCertSign', 'cRLSign', 'encipherOnly', 'decipherOnly'] as const;
export type KeyUsage = (typeof KEY_USAGE_BITS)[number];

/** Reads the keyUsage BIT STRING (extnValue DER). */
function readKeyUsage(extnValue: Buffer): KeyUsage[] {
  const node = parseDer(extnValue);
  if (!isUniversal(node, TAG.BITSTRING)) throw new Error('malformed keyUsage');
  const bytes = fromBinary(primitiveValue(node)).subarray(1); // first byte: unused bits
  return KEY_USAGE_BITS.filter((_, bit) => ((bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0);
}

/** basicConstraints cA (extnValue DER: SEQUENCE { cA BOOLEAN DEFAULT FALSE, pathLen INTEGER OPTIONAL }). */
function readIsCa(extnValue: Buffer | undefined): boolean {
  if (!extnValue) return false;
  const first = childrenOf(parseDer(extnValue))[0];
  return isUniversal(first, TAG.BOOLEAN) && primitiveValue(first) !== '\x00';
}

const MAX_HEADER_CHARS = 65_536;
const byFingerprint = new LruCache<string, ParsedCertificate>(1000);
const byHeader = new LruCache<string, ParsedCertificate>(1000);

const invalid = (): Xs2aError =>
  new Xs2aError('CERTIFICATE_INVALID', 'TPP-Signature-Certificate is not a valid base64 DER or PEM X.509 certificate');

const PEM_BLOCK = /-----BEGIN[ A-Z0-9]*CERTIFICATE-----([\s\S]*?)-----END[ A-Z0-9]*CERTIFICATE-----/;

/** Decodes header text to DER bytes; null when it is not base64/PEM. */
function decodeText(value: string, depth = 0): Buffer | null {
  let text = value.trim().replace(/\\n/g, '\n');
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  const pem = PEM_BLOCK.exec(text);
  const body = (pem ? (pem[1] ?? '') : text).replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  const bytes = Buffer.from(body, 'base64');
  if (!pem && depth === 0 && bytes.subarray(0, 10).toString('latin1') === '-----BEGIN') {
    return decodeText(bytes.toString('latin1'), 1); // base64 of a PEM
  }
  return bytes.length > 0 ? bytes : null;
}

const first = (attrs: DnAttribute[], oid: string): string | null => attrs.find((a) => a.oid === oid)?.value ?? null;

function toPem(der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** Reads the TBSCertificate fields node-forge's certificate parser would (but without its RSA-only limitation). */
function readTbs(root: Asn1) {
  const tbs = childrenOf(root)[0];
  const fields = childrenOf(tbs);
  let i = isContext(fields[0], 0) ? 1 : 0;
  const serialNode = fields[i++];
  i++; // signature AlgorithmIdentifier
  const issuerNode = fields[i++];
  const validity = childrenOf(fields[i++]);
  const subjectNode = fields[i++];
  if (!isUniversal(serialNode, TAG.INTEGER) || validity.length !== 2) throw new Error('malformed TBSCertificate');
  const extensions = new Map<string, Buffer>();
  const extWrapper = fields.slice(i).find((f) => isContext(f, 3));
  for (const ext of childrenOf(childrenOf(extWrapper)[0])) {
    const parts = childrenOf(ext);
    const id = readOid(parts[0]);
    const valueNode = parts[parts.length - 1];
    if (id && isUniversal(valueNode, TAG.OCTETSTRING)) extensions.set(id, fromBinary(primitiveValue(valueNode)));
  }
  const serial = fromBinary(primitiveValue(serialNode)).toString('hex').replace(/^0+(?=.)/, '').toUpperCase();
  return {
    serialHex: serial,
    issuer: readName(issuerNode),
    subject: readName(subjectNode),
    notBefore: readTime(validity[0]),
    notAfter: readTime(validity[1]),
    extensions,
  };
}

/** Parses DER bytes (no caching by header); throws CERTIFICATE_INVALID. */
export function parseCertificateDer(derBytes: Uint8Array): ParsedCertificate {
  const der = Buffer.from(derBytes);
  const fingerprint = createHash('sha256').update(der).digest('hex');
  const cached = byFingerprint.get(fingerprint);
  if (cached) return cached;
  let parsed: ParsedCertificate;
  try {
    const x509 = new X509Certificate(der);
    const tbs = readTbs(parseDer(der));
    const qcValue = tbs.extensions.get(QC_OIDS.qcStatements);
    const qc = qcValue ? decodeQcStatements(qcValue) : null;
    const keyUsageValue = tbs.extensions.get('2.5.29.15');
    const publicKey = x509.publicKey;
    parsed = {
      fingerprint,
      der,
      pem: toPem(der),
      serialHex: tbs.serialHex,
      issuer: tbs.issuer,
      subject: tbs.subject,
      issuerDn: formatDn(tbs.issuer),
      subjectDn: formatDn(tbs.subject),
      organizationIdentifier: first(tbs.subject, '2.5.4.97'),
      organizationName: first(tbs.subject, '2.5.4.10'),
      commonName: first(tbs.subject, '2.5.4.3'),
      roles: qc?.roles ?? [],
      hasPsd2Statement: qc !== null,
      qcTypes: qcValue ? decodeQcTypes(qcValue) : [],
      isCa: readIsCa(tbs.extensions.get('2.5.29.19')),
      keyUsage: keyUsageValue ? readKeyUsage(keyUsageValue) : null,
      ncaName: qc?.ncaName || null,
      ncaId: qc?.ncaId || null,
      notBefore: tbs.notBefore,
      notAfter: tbs.notAfter,
      publicKey,
      keyType: publicKey.asymmetricKeyType ?? 'unknown',
      x509,
    };
  } catch {
    throw invalid();
  }
  Object.freeze(parsed.roles);
  Object.freeze(parsed.qcTypes);
  if (parsed.keyUsage) Object.freeze(parsed.keyUsage);
  Object.freeze(parsed.issuer);
  Object.freeze(parsed.subject);
  Object.freeze(parsed);
  byFingerprint.set(fingerprint, parsed);
  return parsed;
}

/** Parses a TPP-Signature-Certificate value (base64 DER, PEM, base64 of PEM); cached by header and fingerprint. */
export function parseCertificate(headerValue: string): ParsedCertificate {
  const hit = byHeader.get(headerValue);
  if (hit) return hit;
  if (headerValue.length > MAX_HEADER_CHARS) throw invalid();
  const der = decodeText(headerValue);
  if (!der) throw invalid();
  const parsed = parseCertificateDer(der);
  byHeader.set(headerValue, parsed);
  return parsed;
}
