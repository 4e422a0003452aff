// TPP-side signing of a request (tests, benchmark, portal signer playground). Only node:crypto is needed.
import { createPrivateKey, type KeyObject, randomUUID, sign } from 'node:crypto';
import { parseCertificate } from './certificate.ts';
import { computeDigest } from './digest.ts';
import { formatHttpDate } from './http-date.ts';
import { formatKeyId } from './key-id.ts';
import { buildSigningString } from './signing-string.ts';
import { LruCache } from './lru-cache.ts';

/** Options of signRequest. */
export interface SignRequestOptions {
  method: string;
  /** path?query or an absolute URL */
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  keyPem: string;
  certPem: string;
  date?: Date;
  requestId?: string;
  /** default: those of date digest x-request-id psu-id psu-corporate-id tpp-redirect-uri that are present */
  signedHeaders?: string[];
  /** prepend (request-target) to the default list */
  includeRequestTarget?: boolean;
  algorithm?: 'rsa-sha256' | 'rsa-sha512';
}

/** The header names signed by default, in signing order. */
export const DEFAULT_SIGNED_HEADERS = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'] as const;

/** path?query of a path or absolute URL, exactly as it will be sent. */
export function requestTarget(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

// Parsing a PEM private key costs more than the RSA signature itself; signers reuse a few keys many times.
const privateKeys = new LruCache<string, KeyObject>(32);

function privateKeyOf(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    privateKeys.set(pem, key);
  }
  return key;
}

const quote = (v: string): string => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Builds Date, Digest, X-Request-ID, Signature, TPP-Signature-Certificate (and Content-Type) for a request. */
export function signRequest(opts: SignRequestOptions): { headers: Record<string, string>; signingString: string } {
  const headers: Record<string, string> = {};
  const index = new Map<string, string>(); // lower-case name → key used in `headers`
  const put = (name: string, value: string, overwrite: boolean) => {
    const lower = name.toLowerCase();
    const existing = index.get(lower);
    if (existing !== undefined) {
      if (!overwrite) return;
      delete headers[existing];
    }
    headers[name] = value;
    index.set(lower, name);
  };
  const get = (name: string): string | null => {
    const key = index.get(name.toLowerCase());
    return key === undefined ? null : (headers[key] ?? null);
  };

  for (const [name, value] of Object.entries(opts.headers ?? {})) put(name, value, true);
  const body = typeof opts.body === 'string' ? new TextEncoder().encode(opts.body) : (opts.body ?? new Uint8Array());
  if (opts.date) put('Date', formatHttpDate(opts.date), true);
  else put('Date', formatHttpDate(new Date()), false);
  if (opts.requestId) put('X-Request-ID', opts.requestId, true);
  else put('X-Request-ID', randomUUID(), false);
  put('Digest', computeDigest(body), false);
  if (opts.body !== undefined && body.byteLength > 0) put('Content-Type', 'application/json', false);

  const names =
    opts.signedHeaders?.map((n) => n.toLowerCase()) ??
    [...(opts.includeRequestTarget ? ['(request-target)'] : []), ...DEFAULT_SIGNED_HEADERS.filter((n) => get(n) !== null)];
  const signingString = buildSigningString(names, { method: opts.method, target: requestTarget(opts.url), header: get });

  const cert = parseCertificate(opts.certPem);
  const algorithm = opts.algorithm ?? 'rsa-sha256';
  const signature = sign(algorithm === 'rsa-sha512' ? 'sha512' : 'sha256', Buffer.from(signingString, 'utf8'), privateKeyOf(opts.keyPem));
  put(
    'Signature',
    `keyId=${quote(formatKeyId(cert))},algorithm="${algorithm}",headers="${names.join(' ')}",signature="${signature.toString('base64')}"`,
    true,
  );
  put('TPP-Signature-Certificate', cert.der.toString('base64'), true);
  return { headers, signingString };
}
