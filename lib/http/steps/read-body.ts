// Step: the raw request body, exactly as sent (the Digest is computed over these bytes), read as a stream with a size
// limit and time limits: reading stops at the limit (413 as soon as it is crossed, whatever Content-Length said, so a
// 200 MB chunked upload costs at most the limit in memory), and a body that stops arriving is answered 408 within a
// bounded time instead of holding the request open until the server's own timeout (~5 minutes).
import { getConfig } from '../../config.ts';
import { Xs2aError } from '../../errors.ts';


export interface ReadBodyLimits {
  /** Default: MAX_API_BODY_BYTES (4 MiB: 10,000 sandbox transactions of the platform's shape fit in ~3 MiB). */
  maxBytes?: number;
  idleTimeoutMs?: number;
  totalTimeoutMs?: number;
}

const tooLarge = (size: number | null, max: number) =>
  new Xs2aError('FORMAT_ERROR', `Request body ${size === null ? 'is larger than' : `of ${size} bytes exceeds`} the limit of ${max} bytes`, { status: 413 });

const timedOut = (ms: number, what: string) =>
  new Xs2aError('FORMAT_ERROR', `The request body did not arrive in time: ${what} for ${ms / 1000} s; send the whole body at once`, { status: 408 });

/** Reads the raw body bytes under the limits; throws 413 or 408 as Xs2aErrors. */
export async function readRawBody(request: Request, limits: ReadBodyLimits = {}): Promise<Uint8Array> {
  const maxBytes = limits.maxBytes ?? getConfig().maxApiBodyBytes;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge(declared, maxBytes);
  if (!request.body) return new Uint8Array(0);
  // Defaults: 10 s without a byte, 30 s in all (BODY_IDLE_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS in lib/config.ts).
  const idle = limits.idleTimeoutMs ?? getConfig().bodyIdleTimeoutMs;
  const total = limits.totalTimeoutMs ?? getConfig().bodyTotalTimeoutMs;
  const deadline = Date.now() + total;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const wait = Math.min(idle, deadline - Date.now());
      if (wait <= 0) throw timedOut(total, 'not complete');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(wait < idle ? timedOut(total, 'not complete') : timedOut(idle, 'nothing arrived')), wait);
      });
      const { done, value } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge(null, maxBytes);
      chunks.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => undefined);
    throw e;
  }
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
