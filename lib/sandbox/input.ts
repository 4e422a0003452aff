// Errors about fields of a sandbox request body found after schema validation (the request pipeline validates the
// body with the operation's schema before a domain function runs).
import { Xs2aError, type ErrorCode } from '../errors.ts';

/** An error about a field of the request body: always 400 (RESOURCE_UNKNOWN too, as the IG wants for payloads). */
export function bodyError(code: ErrorCode, path: string, text: string): Xs2aError {
  return new Xs2aError(code, `${path}: ${text}`, { path, where: 'payload' });
}

/** Collects problems of body fields found after parsing and throws them as one 400 (shared with payments). */
export { Problems } from '../http/problems.ts';
