// Small ASN.1/DER helpers on top of node-forge's asn1 module (forge works on "binary strings": one char per byte).
import forge from 'node-forge';

const { asn1 } = forge;
/** A node-forge ASN.1 node. */
export type Asn1 = forge.asn1.Asn1;

// Universal tag numbers used here (forge's enum lacks some string types).
export const TAG = {
  BOOLEAN: 1,
  INTEGER: 2,
  BITSTRING: 3,
  OCTETSTRING: 4,
  NULL: 5,
  OID: 6,
  UTF8: 12,
  SEQUENCE: 16,
  SET: 17,
  NUMERIC: 18,
  PRINTABLE: 19,
  T61: 20,
  IA5: 22,
  UTCTIME: 23,
  GENERALIZEDTIME: 24,
  VISIBLE: 26,
  UNIVERSAL: 28,
  BMP: 30,
} as const;

/** Bytes → forge binary string. */
export const toBinary = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** Forge binary string → Buffer. */
export const fromBinary = (binary: string): Buffer => Buffer.from(binary, 'latin1');

/** Parses DER bytes strictly (throws on trailing bytes or bad lengths). */
export const parseDer = (bytes: Uint8Array): Asn1 => asn1.fromDer(toBinary(bytes), true);

/** Encodes an ASN.1 node to DER bytes. */
export const encodeDer = (node: Asn1): Buffer => fromBinary(asn1.toDer(node).getBytes());

/** The child nodes of a constructed node ([] for primitives). */
export const childrenOf = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);

/** The raw content bytes of a primitive node as a binary string ('' for constructed nodes). */
export const primitiveValue = (node: Asn1 | undefined): string => (node && typeof node.value === 'string' ? node.value : '');

/** True for a universal-class node with the given tag. */
export const isUniversal = (node: Asn1 | undefined, tag: number): node is Asn1 =>
  !!node && node.tagClass === asn1.Class.UNIVERSAL && (node.type as number) === tag;

/** True for a context-specific node ([n]) with the given tag number. */
export const isContext = (node: Asn1 | undefined, tag: number): node is Asn1 =>
  !!node && node.tagClass === asn1.Class.CONTEXT_SPECIFIC && (node.type as number) === tag;

/** The dotted OID of an OBJECT IDENTIFIER node, or null. */
export const readOid = (node: Asn1 | undefined): string | null =>
  isUniversal(node, TAG.OID) ? asn1.derToOid(primitiveValue(node)) : null;

/** Decodes the common ASN.1 string types to a JS string; null when the node is not a string type. */
export function readString(node: Asn1 | undefined): string | null {
  if (!node || node.tagClass !== asn1.Class.UNIVERSAL || typeof node.value !== 'string') return null;
  const raw = fromBinary(node.value);
  switch (node.type as number) {
    case TAG.UTF8:
      return raw.toString('utf8');
    case TAG.BMP:
      return raw.length % 2 === 0 ? raw.swap16().toString('utf16le') : null;
    case TAG.UNIVERSAL: {
      let out = '';
      for (let i = 0; i + 3 < raw.length; i += 4) out += String.fromCodePoint(raw.readUInt32BE(i));
      return out;
    }
    case TAG.PRINTABLE:
    case TAG.IA5:
    case TAG.T61:
    case TAG.VISIBLE:
    case TAG.NUMERIC:
      return raw.toString('latin1');
    default:
      return null;
  }
}

/** Reads a UTCTime / GeneralizedTime node as a Date. */
export function readTime(node: Asn1 | undefined): Date {
  if (isUniversal(node, TAG.UTCTIME)) return asn1.utcTimeToDate(primitiveValue(node));
  if (isUniversal(node, TAG.GENERALIZEDTIME)) return asn1.generalizedTimeToDate(primitiveValue(node));
  throw new Error('expected a UTCTime or GeneralizedTime');
}

// ---- builders ----

const U = asn1.Class.UNIVERSAL;

/** SEQUENCE { ...children }. */
export const seq = (children: Asn1[]): Asn1 => asn1.create(U, TAG.SEQUENCE, true, children);
/** SET { ...children }. */
export const set = (children: Asn1[]): Asn1 => asn1.create(U, TAG.SET, true, children);
/** OBJECT IDENTIFIER. */
export const oid = (dotted: string): Asn1 => asn1.create(U, TAG.OID, false, asn1.oidToDer(dotted).getBytes());
/** UTF8String (JS string, encoded as UTF-8). */
export const utf8 = (text: string): Asn1 => asn1.create(U, TAG.UTF8, false, Buffer.from(text, 'utf8').toString('latin1'));
/** PrintableString (caller guarantees the character set). */
export const printable = (text: string): Asn1 => asn1.create(U, TAG.PRINTABLE, false, text);
/** OCTET STRING of raw bytes. */
export const octets = (bytes: Uint8Array): Asn1 => asn1.create(U, TAG.OCTETSTRING, false, toBinary(bytes));
/** BOOLEAN. */
export const bool = (value: boolean): Asn1 => asn1.create(U, TAG.BOOLEAN, false, value ? '\xff' : '\x00');
/** NULL. */
export const nullNode = (): Asn1 => asn1.create(U, TAG.NULL, false, '');
/** INTEGER from unsigned big-endian bytes (a 0x00 is prefixed when the top bit is set). */
export const integer = (bytes: Uint8Array): Asn1 => {
  let b = Buffer.from(bytes);
  while (b.length > 1 && b[0] === 0 && (b[1] ?? 0) < 0x80) b = b.subarray(1);
  if ((b[0] ?? 0) >= 0x80) b = Buffer.concat([Buffer.from([0]), b]);
  return asn1.create(U, TAG.INTEGER, false, toBinary(b));
};
/** BIT STRING with zero unused bits. */
export const bitString = (bytes: Uint8Array, unusedBits = 0): Asn1 =>
  asn1.create(U, TAG.BITSTRING, false, String.fromCharCode(unusedBits) + toBinary(bytes));
/** Context-specific [n] wrapper (EXPLICIT when constructed=true; IMPLICIT primitive otherwise). */
export const context = (tag: number, content: Asn1[] | string): Asn1 =>
  asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, Array.isArray(content), content);
/** UTCTime before 2050, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5). */
export const time = (date: Date): Asn1 =>
  date.getUTCFullYear() < 2050
    ? asn1.create(U, TAG.UTCTIME, false, asn1.dateToUtcTime(date))
    : asn1.create(U, TAG.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date));

/** Reads one DER TLV header at `offset`: returns content start and end. */
export function readTlv(buf: Uint8Array, offset: number): { tag: number; start: number; end: number } {
  const tag = buf[offset];
  let len = buf[offset + 1];
  if (tag === undefined || len === undefined) throw new Error('truncated DER');
  let start = offset + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new Error('unsupported DER length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + (buf[start + i] ?? 0);
    start += n;
  }
  const end = start + len;
  if (end > buf.length) throw new Error('truncated DER');
  return { tag, start, end };
}

/** The subjectPublicKey bits of a DER SubjectPublicKeyInfo (what a key identifier hashes, RFC 5280 §4.2.1.2). */
export function spkiPublicKeyBits(spki: Uint8Array): Buffer {
  const outer = readTlv(spki, 0);
  const algorithm = readTlv(spki, outer.start);
  const bits = readTlv(spki, algorithm.end);
  if (bits.tag !== 0x03) throw new Error('SubjectPublicKeyInfo without BIT STRING');
  return Buffer.from(spki.subarray(bits.start + 1, bits.end));
}
