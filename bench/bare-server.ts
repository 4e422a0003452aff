// Baseline of the benchmark: a bare node:http server doing the same signature work as the app per request — the
// certificate of TPP-Signature-Certificate parsed once (cached by header value), then per request the Date window,
// the Digest over the body, the signing string of the Signature `headers` list and an RSA-SHA256 verification with
// node:crypto — and answering a small JSON. No framework, no database, no business logic.
import { createHash, type KeyObject, verify, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const MAX_SKEW_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keys = new Map<string, KeyObject>();

function publicKeyOf(certHeader: string): KeyObject {
  let key = keys.get(certHeader);
  if (!key) {
    key = new X509Certificate(Buffer.from(certHeader, 'base64')).publicKey;
    keys.set(certHeader, key);
  }
  return key;
}

function signatureParams(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of header.matchAll(/([a-zA-Z]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' ? v : null;
}

function reject(res: ServerResponse, status: number, text: string): void {
  const body = JSON.stringify({ tppMessages: [{ category: 'ERROR', code: status === 401 ? 'CERTIFICATE_INVALID' : 'SIGNATURE_INVALID', text }] });
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
    return;
  }
  const requestId = header(req, 'x-request-id');
  const signature = header(req, 'signature');
  const cert = header(req, 'tpp-signature-certificate');
  const date = header(req, 'date');
  if (!requestId || !UUID.test(requestId)) return reject(res, 400, 'X-Request-ID must be a UUID');
  if (!signature || !cert) return reject(res, 400, 'Signature and TPP-Signature-Certificate are required');
  if (!date || Math.abs(Date.parse(date) - Date.now()) > MAX_SKEW_MS) return reject(res, 400, 'Date is missing or outside the 60 s window');
  if (body.length > 0) {
    const digest = `SHA-256=${createHash('sha256').update(body).digest('base64')}`;
    if (header(req, 'digest') !== digest) return reject(res, 400, 'Digest does not match the body');
  }
  const params = signatureParams(signature);
  if (params.algorithm !== 'rsa-sha256' || !params.headers || !params.signature) return reject(res, 400, 'Malformed Signature header');
  const lines: string[] = [];
  for (const name of params.headers.split(' ')) {
    if (name === '(request-target)') {
      lines.push(`(request-target): ${req.method!.toLowerCase()} ${req.url}`);
      continue;
    }
    const value = header(req, name);
    if (value === null) return reject(res, 400, `Signed header ${name} is missing`);
    lines.push(`${name}: ${value.trim()}`);
  }
  let key: KeyObject;
  try {
    key = publicKeyOf(cert);
  } catch {
    return reject(res, 401, 'Invalid certificate');
  }
  if (!verify('sha256', Buffer.from(lines.join('\n'), 'utf8'), key, Buffer.from(params.signature, 'base64'))) {
    return reject(res, 400, 'Signature does not verify');
  }
  const answer = JSON.stringify({ status: 'verified', requestId });
  res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer), 'x-request-id': requestId });
  res.end(answer);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => handle(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4020), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(0));
