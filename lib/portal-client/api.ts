// Browser helpers for the portal's JSON routes: fetch with JSON, errors carrying the Berlin Group tppMessages.

import type { TppMessage } from '../errors.ts';

export type { TppMessage };

/** A failed portal request: HTTP status and the server's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: TppMessage[];

  constructor(status: number, messages: TppMessage[]) {
    super(messages.map((m) => m.text ?? m.code).join('; ') || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

const isMessages = (v: unknown): v is { tppMessages: TppMessage[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { tppMessages?: unknown }).tppMessages);

/** Calls a portal route; resolves to the JSON body, rejects with ApiError. */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, [{ category: 'ERROR', code: 'NETWORK', text: 'The server could not be reached; check your connection and try again' }]);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    throw new ApiError(res.status, isMessages(body) ? body.tppMessages : [{ category: 'ERROR', code: String(res.status), text: typeof body === 'string' && body ? body.slice(0, 300) : res.statusText }]);
  }
  return body as T;
}

/** The messages of any error, for display; none when there is no error (e.g. a query's or mutation's `error` of null). */
export function messagesOf(error: unknown): TppMessage[] {
  if (error === null || error === undefined) return [];
  if (error instanceof ApiError) return error.messages;
  return [{ category: 'ERROR', code: 'ERROR', text: error instanceof Error ? error.message : String(error) }];
}
