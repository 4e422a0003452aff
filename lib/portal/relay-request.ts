// The playground relay: forwards a request signed in the browser to this server's /v1 API byte for byte. Browsers
// refuse to set the Date header on fetch, which every signed request needs, hence the relay. Signed-in developers only,
// 60 requests per minute each, /v1/… targets only (relay-path.ts), and a relayed request is marked so that it can never
// be relayed again.
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PortalAccount } from '../http/operation.ts';
import { PortalError } from './errors.ts';
import { LIMITS } from './limits.ts';
import type { PlaygroundResult, PlaygroundSend } from './playground-schemas.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { checkRelayPath } from './relay-path.ts';

/** Set on every relayed request; the relay refuses requests that carry it. */
export const RELAY_MARK = 'x-openbank-playground-relay';
const DROP = new Set(['host', 'connection', 'content-length', 'cookie', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect', 'te', 'trailer', RELAY_MARK]);

/** Where this server listens, as seen from inside the process. */
export function internalBaseUrl(): string {
  const { port, hostname: host } = getConfig();
  const local = !host || ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host);
  return `http://${local ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Sends the request to `${baseUrl}${path}` and reports status, headers and body text. */
export async function relayRequest({ baseUrl, request }: { baseUrl: string; request: PlaygroundSend }): Promise<PlaygroundResult> {
  const path = checkRelayPath(request.path);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (!DROP.has(name.toLowerCase())) headers.set(name, value);
  headers.set(RELAY_MARK, '1');
  const started = performance.now();
  const hasBody = request.body !== undefined && request.body !== '' && request.method !== 'GET';
  const res = await fetch(new URL(path, baseUrl), { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: 'manual' });
  const body = await res.text();
  return {
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers.entries()),
    body: body.length > 1_000_000 ? `${body.slice(0, 1_000_000)}…` : body,
    durationMs: Math.round(performance.now() - started),
  };
}

/** The relay for a signed-in developer: loop guard, per-user limit, then relayRequest. */
export async function relayPlaygroundRequest({ db, account, request, incoming, baseUrl = internalBaseUrl() }: { db: Db; account: PortalAccount; request: PlaygroundSend; incoming: Request; baseUrl?: string }): Promise<PlaygroundResult> {
  if (incoming.headers.has(RELAY_MARK)) throw new PortalError('PATH_INVALID', 'A relayed request cannot be relayed again');
  checkRelayPath(request.path);
  await enforceRateLimit({ db, rule: LIMITS.relayPerUser, subject: account.userId, what: 'playground requests' });
  return relayRequest({ baseUrl, request });
}
