// The playground relay: forwards a request signed in the browser to this server's /v1 API byte for byte.
// Browsers refuse to set the Date header on fetch, which every signed request needs, hence the relay.
import { getConfig } from '../config.ts';
import type { PlaygroundResult, PlaygroundSend } from './playground-schemas.ts';

const DROP = new Set(['host', 'connection', 'content-length', 'cookie', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect', 'te', 'trailer']);

/** Where this server listens, as seen from inside the process. */
export function internalBaseUrl(): string {
  const { port, hostname: host } = getConfig();
  const local = !host || ['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host);
  return `http://${local ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Sends the request to `${baseUrl}${path}` and reports status, headers and body text. */
export async function relayRequest({ baseUrl, request }: { baseUrl: string; request: PlaygroundSend }): Promise<PlaygroundResult> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (!DROP.has(name.toLowerCase())) headers.set(name, value);
  const started = performance.now();
  const hasBody = request.body !== undefined && request.body !== '' && request.method !== 'GET';
  const res = await fetch(new URL(request.path, baseUrl), { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: 'manual' });
  const body = await res.text();
  return {
    status: res.status,
    statusText: res.statusText,
    headers: Object.fromEntries(res.headers.entries()),
    body: body.length > 1_000_000 ? `${body.slice(0, 1_000_000)}…` : body,
    durationMs: Math.round(performance.now() - started),
  };
}
