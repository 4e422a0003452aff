// Request signing in the browser (WebCrypto RSASSA-PKCS1-v1_5), producing the same headers and signing string as
// lib/crypto/sign-request.ts: the signing string comes from lib/crypto/signing-string.ts, the keyId from
// lib/crypto/key-id.ts (formatKeyId); tests/unit/browser-signer.test.ts compares both byte for byte.
import { attributeName, formatDn } from '../crypto/dn.ts';
import { formatKeyId } from '../crypto/key-id.ts';
import { buildSigningString } from '../crypto/signing-string.ts';
import { pkcs1ToPkcs8, readCertificate } from './der-lite.ts';
import { readPem, toBase64 } from './pem.ts';

/** Signed by default when present, in this order (= DEFAULT_SIGNED_HEADERS of lib/crypto/sign-request.ts). */
export const SIGNED_HEADER_ORDER = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'] as const;

/** What the playground signs. */
export interface BrowserSignInput {
  method: string;
  /** path?query, exactly as sent */
  path: string;
  headers: Record<string, string>;
  body: string;
  keyPem: string;
  certPem: string;
  includeRequestTarget?: boolean;
  date?: Date;
  requestId?: string;
}

/** The signed request and the intermediate values the playground shows. */
export interface BrowserSigned {
  headers: Record<string, string>;
  signingString: string;
  keyId: string;
  digest: string;
  signedHeaders: string[];
}

/** Facts about a certificate for display. */
export interface CertificateSummary {
  serialHex: string;
  issuerDn: string;
  subjectDn: string;
  keyId: string;
  notAfter: Date;
  base64Der: string;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available here (it needs https or localhost): open the portal over https, or sign on the command line (openssl)');
  return s;
}

/** Reads the certificate PEM: serial, DNs, keyId (formatted by lib/crypto/key-id.ts). */
export function summariseCertificate(certPem: string): CertificateSummary {
  const pem = readPem(certPem);
  if (!pem || !/CERTIFICATE/.test(pem.label)) throw new Error('The certificate must be PEM: -----BEGIN CERTIFICATE----- …');
  const info = readCertificate(pem.der);
  const named = (attrs: typeof info.issuer) => attrs.map((a) => ({ ...a, type: attributeName(a.oid) }));
  const issuer = named(info.issuer);
  return {
    serialHex: info.serialHex,
    issuerDn: formatDn(issuer),
    subjectDn: formatDn(named(info.subject)),
    keyId: formatKeyId({ serialHex: info.serialHex, issuer }),
    notAfter: info.notAfter,
    base64Der: toBase64(pem.der),
  };
}

async function importKey(keyPem: string): Promise<CryptoKey> {
  const pem = readPem(keyPem);
  if (!pem) throw new Error('The private key must be PEM: -----BEGIN PRIVATE KEY----- …');
  if (pem.label === 'ENCRYPTED PRIVATE KEY') throw new Error('The private key is encrypted; export it without a passphrase for the playground');
  const der = pem.label === 'RSA PRIVATE KEY' ? pkcs1ToPkcs8(pem.der) : pem.der;
  if (pem.label !== 'PRIVATE KEY' && pem.label !== 'RSA PRIVATE KEY') throw new Error(`Unsupported key type "${pem.label}"; an RSA key is needed`);
  try {
    return await subtle().importKey('pkcs8', der as BufferSource, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  } catch (e) {
    throw new Error(`The private key could not be imported as an RSA key (${(e as Error).message})`);
  }
}

/** An RSA PKCS#1 v1.5 SHA-256 signature of `text` (UTF-8) with the PEM key, base64 — what `openssl dgst -sha256 -sign` gives. */
export async function signTextInBrowser(keyPem: string, text: string): Promise<string> {
  const key = await importKey(keyPem);
  return toBase64(new Uint8Array(await subtle().sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(text))));
}

const quote = (v: string): string => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function uuid(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** `SHA-256=<base64>` of the UTF-8 body. */
export async function digestOf(body: string): Promise<string> {
  const hash = await subtle().digest('SHA-256', new TextEncoder().encode(body));
  return `SHA-256=${toBase64(new Uint8Array(hash))}`;
}

/** Adds Date, X-Request-ID, Digest, Signature and TPP-Signature-Certificate, like lib/crypto/sign-request.ts. */
export async function signInBrowser(input: BrowserSignInput): Promise<BrowserSigned> {
  const cert = summariseCertificate(input.certPem);
  const key = await importKey(input.keyPem);
  const headers: Record<string, string> = {};
  const index = new Map<string, string>();
  const put = (name: string, value: string, overwrite: boolean) => {
    const existing = index.get(name.toLowerCase());
    if (existing !== undefined) {
      if (!overwrite) return;
      delete headers[existing];
    }
    headers[name] = value;
    index.set(name.toLowerCase(), name);
  };
  const get = (name: string): string | null => {
    const k = index.get(name.toLowerCase());
    return k === undefined ? null : (headers[k] ?? null);
  };
  for (const [name, value] of Object.entries(input.headers)) if (name.trim()) put(name.trim(), value, true);
  put('Date', (input.date ?? new Date()).toUTCString(), Boolean(input.date));
  put('X-Request-ID', input.requestId ?? uuid(), Boolean(input.requestId));
  const digest = await digestOf(input.body);
  put('Digest', digest, false);
  if (input.body.length > 0) put('Content-Type', 'application/json', false);

  const names = [...(input.includeRequestTarget ? ['(request-target)'] : []), ...SIGNED_HEADER_ORDER.filter((n) => get(n) !== null)];
  const signingString = buildSigningString(names, { method: input.method, target: input.path, header: get });
  const signature = new Uint8Array(await subtle().sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(signingString)));
  put('Signature', `keyId=${quote(cert.keyId)},algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${toBase64(signature)}"`, true);
  put('TPP-Signature-Certificate', cert.base64Der, true);
  return { headers, signingString, keyId: cert.keyId, digest: get('Digest') ?? digest, signedHeaders: names };
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends exactly this request. */
export function curlCommand({ origin, method, path, headers, body }: { origin: string; method: string; path: string; headers: Record<string, string>; body: string }): string {
  const lines = [`curl -i -X ${method} ${shellQuote(origin + path)}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
  if (body) lines.push(`  --data-raw ${shellQuote(body)}`);
  return lines.join(' \\\n');
}
