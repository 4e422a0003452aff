// Step: validate an operation's input with its declaration's zod schemas, in this order: path parameters, headers,
// query, body. Failures become FORMAT_ERROR naming every invalid field; a schema can instead give its failure a
// message code of its own (a custom issue with params.code, e.g. PRODUCT_UNKNOWN for an unknown payment product),
// answered with that code's status and the issue's message as the text.
import type { ZodType } from 'zod';
import { isErrorCode, Xs2aError, type TppMessage } from '../../errors.ts';
import type { HeaderDoc, InputSchemas } from '../operation.ts';

export type InputPart = 'path' | 'query' | 'body';

/** Parses `input` with `schema`, turning zod issues into one FORMAT_ERROR naming every invalid field. */
export function validate<T>(schema: ZodType<T>, input: unknown, where: InputPart): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [firstIssue] = result.error.issues;
  const code = firstIssue?.code === 'custom' ? (firstIssue.params as { code?: unknown } | undefined)?.code : undefined;
  if (isErrorCode(code)) throw new Xs2aError(code, firstIssue!.message);
  const messages: TppMessage[] = result.error.issues.slice(0, 10).map((issue) => {
    const path = formatPath(issue.path);
    return { category: 'ERROR', code: 'FORMAT_ERROR', path: path || undefined, text: `${path || where}: ${issue.message}` };
  });
  const [first, ...more] = messages;
  if (input === undefined && where === 'body') {
    throw new Xs2aError('FORMAT_ERROR', 'A JSON request body is required');
  }
  throw new Xs2aError('FORMAT_ERROR', first!.text!, { path: first!.path, more });
}

/** A header with a schema: its value (undefined when absent) must pass, else FORMAT_ERROR "<name> <message>". */
function validateHeader(doc: HeaderDoc, value: string | null): void {
  if (!doc.schema) return;
  const result = doc.schema.safeParse(value ?? undefined);
  if (!result.success) throw new Xs2aError('FORMAT_ERROR', `${doc.name} ${result.error.issues[0]?.message ?? 'is invalid'}`, { path: doc.name });
}

/** The request input before validation. */
export interface RawInput {
  params: Record<string, string>;
  header(name: string): string | null;
  query: Record<string, string>;
  /** The decoded JSON body (undefined when there is none). */
  json: unknown;
}

/** The validated input of an operation: params, query and body as its schemas output them. */
export function validateInput(schemas: InputSchemas & { headers?: readonly HeaderDoc[] }, raw: RawInput): { params: unknown; query: unknown; body: unknown } {
  const params = schemas.params ? validate(schemas.params, raw.params, 'path') : raw.params;
  for (const doc of schemas.headers ?? []) validateHeader(doc, raw.header(doc.name));
  const query = schemas.query ? validate(schemas.query, raw.query, 'query') : raw.query;
  const body = schemas.body ? validate(schemas.body, raw.json, 'body') : undefined;
  return { params, query, body };
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}
