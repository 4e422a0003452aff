// The Signature keyId `SN=<hex serial>,CA=<issuer DN>` (spec 5.5): parse, compare with a certificate, format.
import { type DnAttribute, dnEquals, formatDn, parseDn } from './dn.ts';

/** What keyId matching needs from a certificate. */
export interface KeyIdCertificate {
  serialHex: string;
  issuer: DnAttribute[];
}

/** A parsed keyId. */
export interface ParsedKeyId {
  serialText: string;
  serial: bigint;
  caText: string;
}

/** Parses a hex serial (case-insensitive, leading zeros, optional colons/spaces/0x); null when not hex. */
export function parseSerialHex(text: string): bigint | null {
  const hex = text.trim().replace(/^0x/i, '').replace(/[:\s]/g, '');
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  return BigInt(`0x${hex}`);
}

/** Splits a keyId into serial and CA parts; throws Error with a developer-facing reason. */
export function parseKeyId(keyId: string): ParsedKeyId {
  const text = keyId.trim();
  let snPart: string | undefined;
  let caPart: string | undefined;
  const snFirst = /^SN\s*=\s*/i.exec(text);
  if (snFirst) {
    const ca = /,\s*CA\s*=/i.exec(text);
    if (ca) {
      snPart = text.slice(snFirst[0].length, ca.index);
      caPart = text.slice(ca.index + ca[0].length);
    }
  } else {
    const caFirst = /^CA\s*=\s*/i.exec(text);
    const sn = /,\s*SN\s*=\s*([0-9a-f:]+)\s*$/i.exec(text);
    if (caFirst && sn) {
      snPart = sn[1];
      caPart = text.slice(caFirst[0].length, sn.index);
    }
  }
  if (snPart === undefined || caPart === undefined) {
    throw new Error(`keyId "${text.slice(0, 120)}" is not of the form SN=<hex serial>,CA=<issuer DN>`);
  }
  const serial = parseSerialHex(snPart);
  if (serial === null) throw new Error(`keyId serial "${snPart.trim()}" is not a hexadecimal number`);
  return { serialText: snPart.trim(), serial, caText: caPart.trim() };
}

function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
}

/** `SN=<UPPER hex>,CA=<issuer DN, RFC 2253 order>` for a certificate. */
export function formatKeyId(cert: KeyIdCertificate): string {
  return `SN=${cert.serialHex},CA=${formatDn(cert.issuer)}`;
}

// keyIds that matched a certificate (parsed certificates are cached and shared, so the object identifies it): a TPP
// sends the same keyId with every request, and parsing its DN each time is wasted work.
const matched = new WeakMap<KeyIdCertificate, Set<string>>();
const MAX_KEY_IDS_PER_CERTIFICATE = 16;

/** Checks a keyId against a certificate: serial numerically, CA as a DN multiset (order/case/%20 tolerant). */
export function keyIdMatchesCertificate(
  keyId: string,
  cert: KeyIdCertificate,
): { ok: true } | { ok: false; reason: string } {
  const known = matched.get(cert);
  if (known?.has(keyId)) return { ok: true };
  const result = matchKeyId(keyId, cert);
  if (result.ok) {
    const set = known ?? new Set<string>();
    if (set.size >= MAX_KEY_IDS_PER_CERTIFICATE) set.clear();
    set.add(keyId);
    matched.set(cert, set);
  }
  return result;
}

function matchKeyId(keyId: string, cert: KeyIdCertificate): { ok: true } | { ok: false; reason: string } {
  const expected = `; expected keyId="${formatKeyId(cert)}"`;
  let parsed: ParsedKeyId;
  try {
    parsed = parseKeyId(keyId);
  } catch (e) {
    return { ok: false, reason: `${(e as Error).message}${expected}` };
  }
  const certSerial = parseSerialHex(cert.serialHex);
  if (certSerial === null || certSerial !== parsed.serial) {
    return {
      ok: false,
      reason: `keyId serial ${parsed.serialText} does not match the certificate serial ${cert.serialHex}${expected}`,
    };
  }
  const candidates = [...new Set([parsed.caText, percentDecode(parsed.caText)])];
  const errors: string[] = [];
  for (const candidate of candidates) {
    try {
      if (dnEquals(parseDn(candidate), cert.issuer)) return { ok: true };
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  const shown = percentDecode(parsed.caText).slice(0, 150);
  if (errors.length === candidates.length) {
    return { ok: false, reason: `keyId CA "${shown}" is not a valid distinguished name (${errors[0]})${expected}` };
  }
  return {
    ok: false,
    reason: `keyId CA "${shown}" does not match the certificate issuer "${formatDn(cert.issuer)}"${expected}`,
  };
}
