// Building JSON responses: Berlin Group error bodies, X-Request-ID echo, explicit statuses.
import { Xs2aError } from '../errors.ts';

/** A handler result with an explicit status and headers. */
export class Reply {
  constructor(
    readonly body: unknown,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A JSON reply with a status other than the route default (e.g. 201) or extra headers. */
export function reply(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return new Reply(body, status, headers);
}

/** 204 No Content. */
export function noContent(): Reply {
  return new Reply(null, 204);
}

/** Serialises a body to a JSON Response, with the X-Request-ID of the request. */
export function jsonResponse(body: unknown, status: number, requestId: string | null, headers: Record<string, string> = {}): Response {
  const h = new Headers(headers);
  if (requestId) h.set('X-Request-ID', requestId);
  if (status === 204 || body === null) return new Response(null, { status, headers: h });
  h.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** The Berlin Group error response of an Xs2aError. */
export function errorResponse(error: Xs2aError, requestId: string | null): Response {
  return jsonResponse(error.toBody(), error.status, requestId);
}
