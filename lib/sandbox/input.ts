// Validation of sandbox inputs with their zod schemas: the same FORMAT_ERROR (with JSON paths) as the request
// pipeline, so a domain function called directly rejects exactly what the HTTP operation rejects.
import type { ZodType } from 'zod';
import { validate } from '../http/steps/validate.ts';
import { Xs2aError, type ErrorCode } from '../errors.ts';

/** `input` parsed with `schema`; a FORMAT_ERROR naming every invalid field otherwise. */
export function parseBody<T>(schema: ZodType<T>, input: unknown): T {
  return validate(schema, input, 'body');
}

/** An error about a field of the request body: always 400 (RESOURCE_UNKNOWN too, as the IG wants for payloads). */
export function bodyError(code: ErrorCode, path: string, text: string): Xs2aError {
  return new Xs2aError(code, `${path}: ${text}`, { path, status: 400 });
}

/** Collects problems of body fields found after parsing and throws them as one 400 (shared with payments). */
export { Problems } from '../http/problems.ts';
