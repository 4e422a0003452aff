// Step: observing a finished /v1 call (issue 14) — counts it in the metrics (operation, status, latency, signature
// rejections; lib/metrics) and queues its request-log entry (lib/request-log: built and written off the request's
// path). Starts the trace the other steps fill in (body, verified organisation). Never throws, never waits.
import { count, requestDuration, requestsTotal, signatureRejections } from '../../metrics/registry.ts';
import { recordRequest, type RequestTrace } from '../../request-log/record.ts';
import { getRequestContext } from '../../server/request-context.ts';
import { isXs2aError } from '../../errors.ts';
import type { Xs2aOperation } from '../operation.ts';
import { bodyTextOf } from '../respond.ts';

export type { RequestTrace };

/** A fresh trace for a call starting now. */
export const startTrace = (): RequestTrace => ({ startedAt: performance.now() });

/** Codes of the signature, certificate and Date checks (spec 5). */
const REJECTION = /^(SIGNATURE|CERTIFICATE|TIMESTAMP)_/;

/** Counts the call and queues its log entry. */
export function observeCall(operation: Xs2aOperation, request: Request, response: Response, trace: RequestTrace, error?: unknown): void {
  count(() => {
    const labels = { operation: `${operation.method} ${operation.path}`, status: String(response.status) };
    requestsTotal.inc(labels);
    requestDuration.observe(labels, (performance.now() - trace.startedAt) / 1000);
    if (!trace.verifiedOrganization && isXs2aError(error) && REJECTION.test(error.code)) signatureRejections.inc({ reason: error.code });
  });
  try {
    trace.responseText = bodyTextOf(response);
    const url = new URL(request.url);
    recordRequest({ request, target: getRequestContext()?.rawTarget ?? url.pathname + url.search, response, trace, error });
  } catch {
    // The log must never change the answer.
  }
}
