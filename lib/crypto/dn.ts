// Distinguished names: read from a certificate's Name, parse RFC 4514/2253 strings, format, and compare.
import { type Asn1, childrenOf, encodeDer, parseDer, readOid, readString } from './der.ts';

/** One attribute of a DN; `rdn` is the index of its RDN in certificate (forward, C-first) order. */
export interface DnAttribute {
  oid: string;
  type: string;
  value: string;
  rdn: number;
}

// Lower-case name/alias → OID.
const ALIASES: Record<string, string> = {
  cn: '2.5.4.3', commonname: '2.5.4.3',
  sn: '2.5.4.4', surname: '2.5.4.4',
  serialnumber: '2.5.4.5',
  c: '2.5.4.6', countryname: '2.5.4.6',
  l: '2.5.4.7', localityname: '2.5.4.7',
  st: '2.5.4.8', s: '2.5.4.8', stateorprovincename: '2.5.4.8',
  street: '2.5.4.9', streetaddress: '2.5.4.9',
  o: '2.5.4.10', organizationname: '2.5.4.10',
  ou: '2.5.4.11', organizationalunitname: '2.5.4.11',
  t: '2.5.4.12', title: '2.5.4.12',
  businesscategory: '2.5.4.15',
  postalcode: '2.5.4.17',
  name: '2.5.4.41',
  givenname: '2.5.4.42', gn: '2.5.4.42', g: '2.5.4.42',
  initials: '2.5.4.43',
  generationqualifier: '2.5.4.44',
  dnqualifier: '2.5.4.46',
  pseudonym: '2.5.4.65',
  organizationidentifier: '2.5.4.97',
  dc: '0.9.2342.19200300.100.1.25', domaincomponent: '0.9.2342.19200300.100.1.25',
  uid: '0.9.2342.19200300.100.1.1', userid: '0.9.2342.19200300.100.1.1',
  e: '1.2.840.113549.1.9.1', email: '1.2.840.113549.1.9.1', emailaddress: '1.2.840.113549.1.9.1',
};

// OID → name used when formatting (RFC 4514 names where they exist, OpenSSL-style otherwise).
const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN', '2.5.4.4': 'SN', '2.5.4.5': 'SERIALNUMBER', '2.5.4.6': 'C', '2.5.4.7': 'L', '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET', '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.12': 'T', '2.5.4.15': 'businessCategory',
  '2.5.4.17': 'postalCode', '2.5.4.41': 'name', '2.5.4.42': 'GN', '2.5.4.43': 'initials', '2.5.4.44': 'generationQualifier',
  '2.5.4.46': 'dnQualifier', '2.5.4.65': 'pseudonym', '2.5.4.97': 'organizationIdentifier',
  '0.9.2342.19200300.100.1.25': 'DC', '0.9.2342.19200300.100.1.1': 'UID', '1.2.840.113549.1.9.1': 'emailAddress',
};

/** Canonical OID for an attribute type name (`CN`, `oid.2.5.4.97`, `2.5.4.97`, ...); unknown names lower-cased. */
export function attributeOid(typeName: string): string {
  const t = typeName.trim().replace(/^oid\./i, '');
  if (/^\d+(\.\d+)+$/.test(t)) return t;
  return ALIASES[t.toLowerCase()] ?? t.toLowerCase();
}

/** Display name for an OID (`CN`, `O`, `organizationIdentifier`, or the dotted OID). */
export const attributeName = (oid: string): string => SHORT_NAMES[oid] ?? oid;

/** Reads an X.501 Name (SEQUENCE OF SET OF AttributeTypeAndValue) into attributes, forward order. */
export function readName(name: Asn1 | undefined): DnAttribute[] {
  const out: DnAttribute[] = [];
  childrenOf(name).forEach((rdnSet, rdn) => {
    for (const atv of childrenOf(rdnSet)) {
      const [typeNode, valueNode] = childrenOf(atv);
      const oid = readOid(typeNode);
      if (!oid || !valueNode) throw new Error('malformed AttributeTypeAndValue');
      const value = readString(valueNode) ?? `#${encodeDer(valueNode).toString('hex')}`;
      out.push({ oid, type: attributeName(oid), value, rdn });
    }
  });
  return out;
}

function escapeValue(value: string): string {
  let v = value.replace(/[\\,+"<>;=]/g, (c) => `\\${c}`);
  if (v.startsWith('#') || v.startsWith(' ')) v = `\\${v}`;
  if (v.endsWith(' ') && v.length > 1) v = `${v.slice(0, -1)}\\ `;
  return v;
}

/** RFC 2253/4514 string: RDNs in reverse (most specific first, e.g. CN=...,O=...,C=NO), `+` inside an RDN. */
export function formatDn(attrs: readonly DnAttribute[]): string {
  const groups = new Map<number, string[]>();
  for (const a of attrs) {
    const list = groups.get(a.rdn) ?? [];
    list.push(`${attributeName(a.oid)}=${escapeValue(a.value)}`);
    groups.set(a.rdn, list);
  }
  return [...groups.entries()].sort((x, y) => y[0] - x[0]).map(([, parts]) => parts.join('+')).join(',');
}

function decodeHexValue(hex: string): string {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new Error(`invalid #hex value "#${hex}"`);
  const node = parseDer(Buffer.from(hex, 'hex'));
  const s = readString(node);
  if (s === null) throw new Error(`#hex value "#${hex}" is not an ASN.1 string`);
  return s;
}

/** Parses an RFC 4514/2253 DN string (escapes, quoted values, `#hex`, `+` multi-valued RDNs, `;` separators). */
export function parseDn(text: string): DnAttribute[] {
  const s = text.trim();
  const out: DnAttribute[] = [];
  if (!s) return out;
  let i = 0;
  let rdn = 0;
  while (i < s.length) {
    const eq = s.indexOf('=', i);
    if (eq < 0) throw new Error(`missing "=" after "${s.slice(i, i + 40)}"`);
    const type = s.slice(i, eq).trim();
    if (!/^([A-Za-z][A-Za-z0-9-]*|(oid\.)?\d+(\.\d+)+)$/i.test(type)) throw new Error(`invalid attribute type "${type}"`);
    i = eq + 1;
    while (s[i] === ' ') i++;
    let value: string;
    if (s[i] === '"') {
      let v = '';
      i++;
      while (i < s.length && s[i] !== '"') {
        if (s[i] === '\\' && i + 1 < s.length) i++;
        v += s[i];
        i++;
      }
      if (s[i] !== '"') throw new Error('unterminated quoted value');
      i++;
      while (s[i] === ' ') i++;
      value = v;
    } else if (s[i] === '#') {
      const start = ++i;
      while (i < s.length && !',;+'.includes(s[i] ?? '')) i++;
      value = decodeHexValue(s.slice(start, i).trim());
    } else {
      const bytes: number[] = [];
      let lastSignificant = 0; // keep escaped trailing spaces
      while (i < s.length && !',;+'.includes(s[i] ?? '')) {
        const ch = s[i] ?? '';
        if (ch === '\\') {
          const hex = s.slice(i + 1, i + 3);
          if (/^[0-9a-fA-F]{2}$/.test(hex)) {
            bytes.push(parseInt(hex, 16));
            i += 3;
          } else {
            if (i + 1 >= s.length) throw new Error('dangling "\\" at end of DN');
            bytes.push(...Buffer.from(s[i + 1] ?? '', 'utf8'));
            i += 2;
          }
          lastSignificant = bytes.length;
        } else {
          const full = String.fromCodePoint(s.codePointAt(i) ?? 0x20);
          bytes.push(...Buffer.from(full, 'utf8'));
          if (full !== ' ') lastSignificant = bytes.length;
          i += full.length;
        }
      }
      value = Buffer.from(bytes.slice(0, lastSignificant)).toString('utf8');
    }
    const oid = attributeOid(type);
    out.push({ oid, type: attributeName(oid), value, rdn });
    if (i >= s.length) break;
    const sep = s[i];
    i++;
    if (sep !== '+') rdn++;
    if (i >= s.length || !s.slice(i).trim()) throw new Error('DN ends with a separator');
    while (s[i] === ' ') i++;
  }
  // Renumber so that rdn indexes are in forward (certificate) order: the string lists the most specific RDN first.
  const last = rdn;
  return out.map((a) => ({ ...a, rdn: last - a.rdn }));
}

/** Normalises a value for comparison: trimmed, inner whitespace collapsed, NFC, lower case. */
export const normaliseDnValue = (v: string): string => v.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const dnKeys = (attrs: readonly DnAttribute[]): string[] =>
  attrs.map((a) => `${a.oid}=${normaliseDnValue(a.value)}`).sort();

/** Compares two DNs as multisets of (type, value): order, case and RDN grouping do not matter. */
export function dnEquals(a: readonly DnAttribute[], b: readonly DnAttribute[]): boolean {
  if (a.length !== b.length) return false;
  const ka = dnKeys(a);
  const kb = dnKeys(b);
  return ka.every((k, i) => k === kb[i]);
}
