// Maps the server's tppMessages onto react-hook-form fields (by path), returning the rest for a summary.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messagesOf, type TppMessage } from '@/lib/portal-client/api.ts';

/** Puts field messages on their fields; returns the messages that belong to no known field. */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): TppMessage[] {
  const rest: TppMessage[] = [];
  for (const m of messagesOf(error)) {
    const field = m.path?.split(/[.[]/)[0];
    if (field && fields.includes(field)) setError(field as Path<T>, { type: 'server', message: (m.text ?? m.code).replace(new RegExp(`^${field}: `), '') });
    else rest.push(m);
  }
  return rest;
}
