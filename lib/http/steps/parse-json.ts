// Step: decode the body as UTF-8 JSON and reject characters the downstream systems cannot store (spec 1.5).
import { Xs2aError } from '../../errors.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Parses the raw body as JSON; an empty body is `undefined`. */
export function parseJsonBody(raw: Uint8Array, contentType: string | null): unknown {
  if (raw.byteLength === 0) return undefined;
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType.trim())) {
    throw new Xs2aError('FORMAT_ERROR', `Content-Type "${contentType}" is not supported; send application/json (XML is not supported)`, { status: 415 });
  }
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    throw new Xs2aError('FORMAT_ERROR', 'Request body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Xs2aError('FORMAT_ERROR', `Request body is not valid JSON: ${(e as Error).message}`);
  }
  assertStorable(value, '');
  return value;
}

/**
 * The downstream core banking systems store Latin text: ISO-8859-1, Latin Extended-A/B, the euro sign and
 * general punctuation. Anything else (emoji, other scripts, control characters) is rejected with 400.
 */
export function unstorableCharacter(s: string): { char: string; index: number } | null {
  let index = 0;
  for (const char of s) {
    const cp = char.codePointAt(0) ?? 0;
    const ok =
      cp === 0x09 || cp === 0x0a || cp === 0x0d ||
      (cp >= 0x20 && cp <= 0x7e) ||
      (cp >= 0xa0 && cp <= 0x24f) ||
      (cp >= 0x2010 && cp <= 0x2027) || // dashes, quotes, bullets, ellipsis
      (cp >= 0x2030 && cp <= 0x205e) ||
      cp === 0x20ac; // €
    if (!ok) return { char, index };
    index += 1;
  }
  return null;
}

function assertStorable(value: unknown, path: string): void {
  if (typeof value === 'string') {
    const bad = unstorableCharacter(value);
    if (bad) {
      const cp = bad.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new Xs2aError(
        'FORMAT_ERROR',
        `${path || 'Body'} contains the character U+${cp} at position ${bad.index}, which the bank's systems cannot store; use Latin characters only`,
        { path: path || undefined },
      );
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => assertStorable(v, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      assertStorable(k, path ? `${path}.${k}` : k);
      assertStorable(v, path ? `${path}.${k}` : k);
    }
  }
}
