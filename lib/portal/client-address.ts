// The client address the portal's per-address limits count against: the one the HTTP server (scripts/server.mjs)
// put in the request context — the socket's address, or behind TRUST_PROXY proxies the X-Forwarded-For entry they
// appended. Outside the server (in-process route tests) there is none and the per-address limits do not apply (the
// per-account and per-user limits do).
import 'server-only';
import { getRequestContext } from '../server/request-context.ts';

/** The address of the client, or null when it is not known. */
export function clientAddress(_request: Request): string | null {
  const address = getRequestContext()?.remoteAddress;
  return address ? address.toLowerCase().slice(0, 64) : null;
}
