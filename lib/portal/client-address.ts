// The client address the portal's per-address limits count against. One function, so it can be pointed at the socket
// address of the request context (lib/http/request-context.ts, getRequestContext()?.remoteAddress) once that lands.
import 'server-only';
import { getConfig } from '../config.ts';

/**
 * The address of the client, or null when it is not known. `next start` passes a client's own X-Forwarded-For on
 * unchanged (it only fills it in when absent), so the header is believed only with TRUST_PROXY, when a proxy in front
 * appends the address it saw: then its last entry is that address. Without it the per-address limits do not apply
 * (the per-account and per-user limits do).
 */
export function clientAddress(request: Request): string | null {
  if (!getConfig().trustProxy) return null;
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return last ? last.toLowerCase().slice(0, 64) : null;
}
