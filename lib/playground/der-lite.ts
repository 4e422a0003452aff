// A minimal DER reader for the browser (no Buffer, no node-forge): enough to read a certificate's serial,
// issuer and subject names and validity, and to wrap a PKCS#1 RSA key as PKCS#8 for WebCrypto.
import type { DnAttribute } from '../crypto/dn.ts';

/** One TLV node. */
export interface Tlv {
  tagClass: number;
  constructed: boolean;
  tag: number;
  /** content bytes */
  value: Uint8Array;
  /** the whole encoding */
  raw: Uint8Array;
}

/** Reads one TLV at `offset`; returns it and the offset after it. */
export function readTlv(bytes: Uint8Array, offset = 0): { node: Tlv; next: number } {
  const first = bytes[offset];
  if (first === undefined) throw new Error('unexpected end of DER data');
  const tagClass = first >> 6;
  const constructed = (first & 0x20) !== 0;
  let tag = first & 0x1f;
  let i = offset + 1;
  if (tag === 0x1f) {
    tag = 0;
    for (;;) {
      const b = bytes[i++];
      if (b === undefined) throw new Error('bad DER tag');
      tag = (tag << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
  }
  let len = bytes[i++];
  if (len === undefined) throw new Error('bad DER length');
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new Error('unsupported DER length');
    len = 0;
    for (let k = 0; k < n; k++) len = len * 256 + (bytes[i++] ?? 0);
  }
  const end = i + len;
  if (end > bytes.length) throw new Error('DER length runs past the data');
  return { node: { tagClass, constructed, tag, value: bytes.subarray(i, end), raw: bytes.subarray(offset, end) }, next: end };
}

/** The child nodes of a constructed node. */
export function children(node: Tlv | undefined): Tlv[] {
  if (!node?.constructed) return [];
  const out: Tlv[] = [];
  let off = 0;
  while (off < node.value.length) {
    const { node: child, next } = readTlv(node.value, off);
    out.push(child);
    off = next;
  }
  return out;
}

/** Dotted OID of OBJECT IDENTIFIER content bytes. */
export function oidOf(value: Uint8Array): string {
  const parts: number[] = [];
  let acc = 0;
  value.forEach((b, idx) => {
    acc = acc * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      if (idx === 0 || parts.length === 0) parts.push(Math.min(2, Math.floor(acc / 40)), acc - Math.min(2, Math.floor(acc / 40)) * 40);
      else parts.push(acc);
      acc = 0;
    }
  });
  return parts.join('.');
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Decodes the usual ASN.1 string types; other values as #hex of their encoding (RFC 4514). */
function stringOf(node: Tlv): string {
  switch (node.tag) {
    case 12: return new TextDecoder().decode(node.value);
    case 30: {
      let s = '';
      for (let i = 0; i + 1 < node.value.length; i += 2) s += String.fromCharCode(((node.value[i] ?? 0) << 8) | (node.value[i + 1] ?? 0));
      return s;
    }
    case 19: case 22: case 20: case 26: case 18: return String.fromCharCode(...node.value);
    default: return `#${toHex(node.raw)}`;
  }
}

/** Reads an X.501 Name into attributes in certificate (forward) order; `type` is left for the formatter. */
export function readName(name: Tlv | undefined): DnAttribute[] {
  const out: DnAttribute[] = [];
  children(name).forEach((set, rdn) => {
    for (const atv of children(set)) {
      const [type, value] = children(atv);
      if (!type || !value) throw new Error('malformed distinguished name');
      const oid = oidOf(type.value);
      out.push({ oid, type: oid, value: stringOf(value), rdn });
    }
  });
  return out;
}

function timeOf(node: Tlv | undefined): Date {
  const s = node ? String.fromCharCode(...node.value) : '';
  // UTCTime (tag 23) has a two-digit year, GeneralizedTime (tag 24) four digits.
  const m = (node?.tag === 23 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/ : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/).exec(s);
  if (!m) return new Date(Number.NaN);
  let year = Number(m[1]);
  if (node?.tag === 23) year += year >= 50 ? 1900 : 2000;
  return new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
}

/** The TBSCertificate fields the signer needs. */
export function readCertificate(der: Uint8Array): { serialHex: string; issuer: DnAttribute[]; subject: DnAttribute[]; notBefore: Date; notAfter: Date } {
  const tbs = children(readTlv(der).node)[0];
  const fields = children(tbs);
  let i = fields[0]?.tagClass === 2 && fields[0].tag === 0 ? 1 : 0;
  const serial = fields[i++];
  i++; // signature algorithm
  const issuer = fields[i++];
  const validity = children(fields[i++]);
  const subject = fields[i++];
  if (!serial || serial.tag !== 2 || validity.length !== 2) throw new Error('this is not an X.509 certificate');
  return {
    serialHex: toHex(serial.value).replace(/^0+(?=.)/, '').toUpperCase(),
    issuer: readName(issuer),
    subject: readName(subject),
    notBefore: timeOf(validity[0]),
    notAfter: timeOf(validity[1]),
  };
}

function encodeLength(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

const tlv = (tag: number, content: Uint8Array): Uint8Array => Uint8Array.from([tag, ...encodeLength(content.length), ...content]);

/** Wraps a PKCS#1 RSAPrivateKey in a PKCS#8 PrivateKeyInfo (what WebCrypto imports). */
export function pkcs1ToPkcs8(pkcs1: Uint8Array): Uint8Array {
  const version = Uint8Array.from([0x02, 0x01, 0x00]);
  const algorithm = Uint8Array.from([0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00]);
  return tlv(0x30, Uint8Array.from([...version, ...algorithm, ...tlv(0x04, pkcs1)]));
}
