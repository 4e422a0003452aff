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

/** Deepest nesting of arrays and objects a request body may have; real Berlin Group bodies stay below 8. */
export const MAX_JSON_DEPTH = 32;

/**
 * Checks every string (keys too) of a parsed body, depth-first in document order so the first bad one is reported,
 * with an explicit stack instead of recursion: a body nested 10,000 deep is refused (400, MAX_JSON_DEPTH) instead of
 * overflowing the call stack. `text: false` checks the depth only (portal bodies: names need not be storable).
 */
export function assertStorable(root: unknown, rootPath = '', options: { text?: boolean } = {}): void {
  const checkText = options.text ?? true;
  const stack: { value: unknown; path: string; depth: number; key?: boolean }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length) {
    const { value, path, depth, key } = stack.pop()!;
    if (typeof value === 'string') {
      const bad = checkText ? unstorableCharacter(value) : null;
      if (bad) {
        const cp = bad.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        throw new Xs2aError(
          'FORMAT_ERROR',
          `${path || 'Body'} contains the character U+${cp} at position ${bad.index}, which the bank's systems cannot store; use Latin characters only`,
          { path: path || undefined },
        );
      }
      continue;
    }
    if (key || !value || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw new Xs2aError('FORMAT_ERROR', `Request body is nested more than ${MAX_JSON_DEPTH} levels deep${path ? ` at ${path}` : ''}; no operation takes such a body`, { path: path || undefined });
    }
    const children: { value: unknown; path: string; depth: number; key?: boolean }[] = [];
    if (Array.isArray(value)) {
      value.forEach((v, i) => children.push({ value: v, path: `${path}[${i}]`, depth: depth + 1 }));
    } else {
      for (const [k, v] of Object.entries(value)) {
        const p = path ? `${path}.${k}` : k;
        children.push({ value: k, path: p, depth: depth + 1, key: true }, { value: v, path: p, depth: depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}
