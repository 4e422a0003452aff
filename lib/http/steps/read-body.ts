// Step: the raw request body, exactly as sent (the Digest is computed over these bytes).
import { Xs2aError } from '../../errors.ts';

export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Reads the raw body bytes, refusing bodies over MAX_BODY_BYTES. */
export async function readRawBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge(declared);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge(bytes.byteLength);
  return bytes;
}

function tooLarge(size: number): Xs2aError {
  return new Xs2aError('FORMAT_ERROR', `Request body of ${size} bytes exceeds the limit of ${MAX_BODY_BYTES} bytes`, { status: 413 });
}
