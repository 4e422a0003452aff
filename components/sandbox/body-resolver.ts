// react-hook-form resolver for flat form values validated with a shared (nested) zod request schema:
// the form values are turned into the request body, parsed, and each issue is put on the field it concerns.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** Maps a schema issue path (e.g. ["balances", 0, "balanceAmount", "amount"]) to a form field name. */
export type FieldOf = (path: string) => string | undefined;

/** A resolver that validates `toBody(values)` with `schema`. */
export function bodyResolver<V extends FieldValues>(schema: ZodType, toBody: (v: V) => unknown, fieldOf: FieldOf): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.').replace(/\.\[/g, '[');
      const field = fieldOf(path) ?? 'root';
      errors[field] ??= { type: issue.code, message: path && field === 'root' ? `${path}: ${issue.message}` : issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The last name segment of a path ("balances[0].balanceAmount.amount" → "amount"). */
export const lastSegment = (path: string): string => path.replace(/\[\d+\]/g, '').split('.').pop() ?? '';
