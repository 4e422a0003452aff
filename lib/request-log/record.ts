// Building a request-log entry from a finished /v1 call (issue 14). Called by the pipeline's request-log step after
// the response exists; everything that costs (the rejected request's signing string, the response body) happens
// here, after the response is handed back, and the entry is queued, not written (queue.ts).
import 'server-only';
import { getConfig } from '../config.ts';
import { parseCertificate } from '../crypto/certificate.ts';
import { parseSignatureHeader } from '../crypto/signature-header.ts';
import { buildSigningString } from '../crypto/signing-string.ts';
import { newOrderedId } from '../db/ordered-id.ts';
import { isXs2aError } from '../errors.ts';
import { clipText } from './clip.ts';
import { maskSigningString, maskText } from './mask.ts';
import { enqueueRequestLog, type RequestLogRow } from './queue.ts';

/** What the pipeline learns about a call while it runs; filled step by step. */
export interface RequestTrace {
  /** performance.now() when the pipeline started. */
  startedAt: number;
  /** The request body as read (sandbox mode shows it). */
  rawBody?: Uint8Array;
  /** Set once the signature, certificate and trust verified: the certificate's organizationIdentifier. */
  verifiedOrganization?: string;
  /** The JSON text of the response as the pipeline serialised it (lib/http/respond.ts), when it made the response. */
  responseText?: string;
}

/** A finished call as the pipeline saw it. */
export interface FinishedCall {
  request: Request;
  /** The request target as received (path and query), e.g. /api-sandbox/v1/consents. */
  target: string;
  response: Response;
  /** The thrown value that became the response, if any. */
  error?: unknown;
  trace: RequestTrace;
}

/** Codes of the signature checks (spec 5): a call failing with one of them has a rejected signature. */
const SIGNATURE_CODES = /^(SIGNATURE|CERTIFICATE|TIMESTAMP)_/;

/** Queues the log entry of a call; returns at once (the response body, if shown, is read afterwards). */
export function recordRequest(call: FinishedCall): void {
  const config = getConfig();
  if (!config.requestLog.enabled) return;
  const { request, trace } = call;
  const header = (name: string) => request.headers.get(name);
  const organizationIdentifier = trace.verifiedOrganization ?? certificateOrganization(header('tpp-signature-certificate'));
  if (!organizationIdentifier) return;

  const sandbox = config.mode === 'sandbox';
  const error = isXs2aError(call.error) ? call.error : null;
  const errorCode = error?.code ?? (call.response.status >= 500 ? 'INTERNAL_ERROR' : null);
  const signature: RequestLogRow['signature'] = trace.verifiedOrganization ? 'verified' : error && SIGNATURE_CODES.test(error.code) ? 'rejected' : 'not-checked';
  const signingString = signature === 'rejected' ? rebuildSigningString(request.method, call.target, header) : null;
  const clip = (s: string) => clipText(s, config.requestLog.bodyChars);
  const requestId = header('x-request-id');
  const row: RequestLogRow = {
    id: newOrderedId(), // appended to the primary key's index
    organizationIdentifier,
    createdAt: new Date(),
    method: request.method,
    path: sandbox ? call.target : maskText(call.target),
    status: call.response.status,
    errorCode,
    message: error ? (sandbox ? error.message : maskText(error.message)).slice(0, 2000) : null,
    durationMs: Math.round(performance.now() - trace.startedAt),
    requestId: requestId ? requestId.slice(0, 100).toLowerCase() : null,
    signature,
    signingString: signingString === null ? null : sandbox ? signingString : maskSigningString(signingString),
    requestBody: sandbox && trace.rawBody?.length ? clip(new TextDecoder().decode(trace.rawBody.subarray(0, config.requestLog.bodyChars * 4))) : null,
    responseBody: null,
  };
  // The text the pipeline serialised (no copy, and no body stream made: lib/http/respond.ts); only a response made
  // elsewhere is cloned and its head read. Cloning tees the body stream: measured at ~25 % of GET /v1/accounts
  // throughput with the log on (bench:request-log).
  const text = trace.responseText;
  if (!sandbox || (text === undefined && call.response.body === null)) {
    enqueueRequestLog(row);
    return;
  }
  if (text !== undefined) {
    row.responseBody = text ? clip(text) : null;
    enqueueRequestLog(row);
    return;
  }
  readHead(call.response.clone(), config.requestLog.bodyChars * 4)
    .then((text) => enqueueRequestLog({ ...row, responseBody: text ? clip(text) : null }))
    .catch(() => enqueueRequestLog(row));
}

/** The first `maxBytes` of a response body as text; the rest is not read (a 10,000-item answer costs no more). */
async function readHead(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
    if (size >= maxBytes) {
      void reader.cancel().catch(() => undefined);
      break;
    }
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return new TextDecoder().decode(all.subarray(0, maxBytes));
}

/** The organizationIdentifier of the certificate header when it parses, else null. */
function certificateOrganization(value: string | null): string | null {
  if (!value) return null;
  try {
    return parseCertificate(value).organizationIdentifier ?? null;
  } catch {
    return null;
  }
}

/** The signing string the server builds for this request (what a rejected signature was checked against), if the
 * Signature header parses. */
function rebuildSigningString(method: string, target: string, header: (name: string) => string | null): string | null {
  const value = header('signature');
  if (!value) return null;
  try {
    return buildSigningString(parseSignatureHeader(value).headers, { method, target, header });
  } catch {
    return null;
  }
}
