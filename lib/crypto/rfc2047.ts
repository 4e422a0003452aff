// RFC 2047 encoded words (`=?utf-8?B?...?=`, `=?iso-8859-1?Q?...?=`), as allowed for the Signature header (spec 5.7).

const WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
const ONLY_WORDS = /^\s*(=\?[^?\s]+\?[BbQq]\?[^?\s]*\?=\s*)+$/;

/** True when the whole string consists of one or more encoded words (separated by whitespace). */
export const isEncodedWords = (text: string): boolean => ONLY_WORDS.test(text);

function charsetEncoding(charset: string): BufferEncoding {
  const cs = (charset.split('*')[0] ?? '').toLowerCase(); // RFC 2231 language suffix: utf-8*en
  if (cs === 'utf-8' || cs === 'utf8') return 'utf8';
  if (cs === 'iso-8859-1' || cs === 'latin1' || cs === 'iso_8859-1' || cs === 'us-ascii' || cs === 'ascii') return 'latin1';
  throw new Error(`unsupported charset "${charset}" (use utf-8 or iso-8859-1)`);
}

function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '_') bytes.push(0x20);
    else if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

/** Decodes a string made only of encoded words (adjacent words are concatenated, whitespace between them dropped). */
export function decodeEncodedWords(text: string): string {
  let out = '';
  for (const m of text.matchAll(WORD)) {
    const [, charset = '', enc = '', payload = ''] = m;
    const encoding = charsetEncoding(charset);
    if (enc.toUpperCase() === 'B') {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw new Error('invalid base64 in encoded word');
      out += Buffer.from(payload, 'base64').toString(encoding);
    } else out += decodeQ(payload).toString(encoding);
  }
  return out;
}
