// Step: validate body and query with the route's zod schemas; failures become FORMAT_ERROR with a path.
import type { ZodType } from 'zod';
import { Xs2aError, type TppMessage } from '../../errors.ts';

/** Parses `input` with `schema`, turning zod issues into one FORMAT_ERROR naming every invalid field. */
export function validate<T>(schema: ZodType<T>, input: unknown, where: 'body' | 'query'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
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

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}
