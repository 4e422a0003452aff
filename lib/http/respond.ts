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

/**
 * The JSON text of each response jsonResponse made, for the request log (no Response.clone() of the body stream) and
 * for the API's direct path (scripts/server-api.mjs), which writes it to the socket instead of reading the Response's
 * body stream back. On globalThis under a registered symbol: the server script is not part of
 * the build and every route bundle shares the one map.
 */
const bodyTexts: WeakMap<Response, string> = ((globalThis as Record<symbol, unknown>)[Symbol.for('openbank.response-texts')] ??= new WeakMap<Response, string>()) as WeakMap<Response, string>;

/** The JSON text jsonResponse wrote into `response`, or undefined for a response made elsewhere. */
export function bodyTextOf(response: Response): string | undefined {
  return bodyTexts.get(response);
}

/** Serialises a body to a JSON Response, with the X-Request-ID of the request. */
export function jsonResponse(body: unknown, status: number, requestId: string | null, headers: Record<string, string> = {}): Response {
  const h = new Headers(headers);
  if (requestId) h.set('X-Request-ID', requestId);
  if (status === 204 || body === null) return new Response(null, { status, headers: h });
  h.set('Content-Type', 'application/json; charset=utf-8');
  return new JsonTextResponse(JSON.stringify(body), { status, headers: h });
}

/**
 * A Response of a JSON text whose body stream is made only when something reads it (Next.js, tests, a clone). Node's
 * `new Response(text)` makes a ReadableStream and a transferable for it, ten times the cost of a Response without a
 * body (docs/decisions/0025-json-answers-without-a-body-stream.md). The API's direct path and the request log take the text itself
 * (bodyTextOf), so on the API's path the stream is never made. Everything else reads it as any Response's body.
 */
class JsonTextResponse extends Response {
  readonly #text: string;
  #inner: Response | undefined;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this.#text = text;
    bodyTexts.set(this, text);
  }

  /** The same text as a plain Response, made at the first read. */
  #read(): Response {
    return (this.#inner ??= new Response(this.#text));
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return this.#read().body!;
  }

  override get bodyUsed(): boolean {
    return this.#inner?.bodyUsed ?? false;
  }

  override text(): Promise<string> {
    return this.#read().text();
  }

  override json(): Promise<unknown> {
    return this.#read().json();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#read().arrayBuffer();
  }

  override blob(): Promise<Blob> {
    return this.#read().blob();
  }

  override formData(): Promise<FormData> {
    return this.#read().formData();
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: the body has already been read');
    return new JsonTextResponse(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}

/**
 * Puts the platform prefix the client called with (`/api-sandbox` or `/api`, see lib/server/request-context.ts) in
 * front of every `/v1/...` link of a response body and of a Location header, so a client written for the platform
 * follows links on the paths it knows. Walks the body only when there is a prefix.
 */
export function withPrefix<T>(body: T, prefix: string): T {
  if (!prefix) return body;
  const stack: unknown[] = [body];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.href === 'string' && record.href.startsWith('/v1/')) record.href = prefix + record.href;
    for (const v of Object.values(record)) if (v && typeof v === 'object') stack.push(v);
  }
  return body;
}

/** The Berlin Group error response of an Xs2aError. */
export function errorResponse(error: Xs2aError, requestId: string | null): Response {
  return jsonResponse(error.toBody(), error.status, requestId);
}
