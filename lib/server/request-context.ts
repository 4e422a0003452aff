// The request as the HTTP server received it, before Next.js saw it: the server (scripts/server-worker.mjs) runs
// each request inside an AsyncLocalStorage kept on globalThis under Symbol.for('openbank.request-context'), so route
// handlers bundled by Next.js read the same store. Outside the server (route tests, `next dev`) there is none.
import type { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /**
   * The request target exactly as received on the wire (`req.url` before any rewriting, e.g. `/api-sandbox/v1/…?a=%7e`).
   * A signature's `(request-target)` is checked against this, never against a re-encoded URL.
   */
  rawTarget: string;
  /** The platform path prefix the client used before `/v1` (`/api-sandbox` or `/api`), or '' for plain `/v1`. */
  prefix: string;
  /** The client's address: the socket's, or taken from X-Forwarded-For when TRUST_PROXY is set. */
  remoteAddress: string;
  /** When the server received the request, epoch milliseconds. */
  startedAt: number;
}

const KEY = Symbol.for('openbank.request-context');

/** The context of the request being handled, or null outside the server. */
export function getRequestContext(): RequestContext | null {
  const storage = (globalThis as Record<symbol, unknown>)[KEY] as AsyncLocalStorage<RequestContext> | undefined;
  return storage?.getStore() ?? null;
}
