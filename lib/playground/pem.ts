// PEM and base64 helpers that work in the browser and in Node (no Buffer).

/** Standard base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Bytes of standard base64 (whitespace ignored). */
export function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64.replace(/\s+/g, ''));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The first PEM block: its label and DER bytes; null when there is none. */
export function readPem(text: string): { label: string; der: Uint8Array } | null {
  const m = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  if (!m) return null;
  try {
    return { label: m[1] ?? '', der: fromBase64(m[2] ?? '') };
  } catch {
    return null;
  }
}
