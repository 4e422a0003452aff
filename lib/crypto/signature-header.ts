// Parser for the Berlin Group `Signature` header (draft-cavage-http-signatures-10 parameters, spec 5.5 and 5.7).
import { Xs2aError } from '../errors.ts';
import { decodeEncodedWords, isEncodedWords } from './rfc2047.ts';

/** The four mandatory parameters of the Signature header. */
export interface SignatureParams {
  keyId: string;
  algorithm: string;
  headers: string[];
  signature: string;
}

const REQUIRED = ['keyId', 'algorithm', 'headers', 'signature'] as const;
const CANONICAL: Record<string, (typeof REQUIRED)[number]> = {
  keyid: 'keyId',
  algorithm: 'algorithm',
  headers: 'headers',
  signature: 'signature',
};

const invalid = (text: string): Xs2aError => new Xs2aError('SIGNATURE_INVALID', text);

function decodeWords(value: string, what: string): string {
  if (!isEncodedWords(value)) return value;
  try {
    return decodeEncodedWords(value);
  } catch (e) {
    throw invalid(`${what} is RFC 2047 encoded but cannot be decoded: ${(e as Error).message}`);
  }
}

/** Whitespace as the parser skips it (what /\s/ matches in a header: space, tab, CR, LF, FF, VT, NBSP). */
const isSpace = (text: string, i: number): boolean => i < text.length && /\s/.test(text[i]!);
/** A parameter name at the sticky position. */
const NAME = /[A-Za-z][A-Za-z0-9_-]*/y;

/**
 * Splits `k="v", k2=v2` into raw (still possibly RFC 2047 encoded) values; keys lower-cased. A quoted value is cut
 * out whole up to its closing quote, and read character by character only when it holds a backslash (building the
 * 344-character signature a character at a time was most of the parser's cost).
 */
function tokenize(text: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && (text[i] === ',' || isSpace(text, i))) i++;
    if (i >= n) break;
    NAME.lastIndex = i;
    const nameMatch = NAME.exec(text);
    if (!nameMatch) throw invalid(`Signature header is malformed near "${text.slice(i, i + 30)}": expected name="value"`);
    const name = nameMatch[0];
    i += name.length;
    while (isSpace(text, i)) i++;
    if (text[i] !== '=') throw invalid(`Signature header is malformed: parameter "${name}" has no "=" (expected ${name}="value")`);
    i++;
    while (isSpace(text, i)) i++;
    let value = '';
    if (text[i] === '"') {
      i++;
      const close = text.indexOf('"', i);
      const slash = text.indexOf('\\', i);
      if (close >= 0 && (slash < 0 || slash > close)) {
        value = text.slice(i, close);
        i = close + 1;
      } else {
        let closed = false;
        while (i < n) {
          const ch = text[i];
          if (ch === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
            value += text[i + 1];
            i += 2;
          } else if (ch === '"') {
            closed = true;
            i++;
            break;
          } else {
            value += ch;
            i++;
          }
        }
        if (!closed) throw invalid(`Signature header is malformed: the value of "${name}" has no closing quote`);
      }
      while (isSpace(text, i)) i++;
      if (i < n && text[i] !== ',') throw invalid(`Signature header is malformed: expected "," after the value of "${name}"`);
    } else {
      const end = text.indexOf(',', i);
      value = (end < 0 ? text.slice(i) : text.slice(i, end)).trim();
      i = end < 0 ? n : end;
    }
    const key = name.toLowerCase();
    if (params.has(key)) throw invalid(`Signature header parameter "${name}" appears more than once`);
    params.set(key, value);
  }
  return params;
}

/** Parses the Signature header; accepts RFC 2047 encoding of the whole header or of single values. */
export function parseSignatureHeader(value: string): SignatureParams {
  let text = decodeWords(value.trim(), 'The Signature header');
  text = text.trim().replace(/^signature\s+(?=[A-Za-z][A-Za-z0-9_-]*\s*=)/i, '');
  const raw = tokenize(text);
  const found: Partial<Record<(typeof REQUIRED)[number], string>> = {};
  for (const [key, v] of raw) {
    const canonical = CANONICAL[key];
    if (canonical) found[canonical] = decodeWords(v, `The Signature ${canonical} parameter`).trim();
  }
  const missing = REQUIRED.filter((k) => !found[k]);
  if (missing.length) {
    throw invalid(
      `Signature header is missing ${missing.map((m) => `"${m}"`).join(', ')}; it must carry keyId, algorithm, headers and signature as name="value" pairs joined by commas`,
    );
  }
  const headers = (found.headers ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return { keyId: found.keyId ?? '', algorithm: found.algorithm ?? '', headers, signature: found.signature ?? '' };
}
