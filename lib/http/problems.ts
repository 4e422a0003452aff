// Collects problems of body fields found after schema validation and throws them as one 400 error.
import { Xs2aError, type ErrorCode, type TppMessage } from '../errors.ts';

export class Problems {
  private readonly list: { code: ErrorCode; path: string; text: string }[] = [];

  /** A problem of the field at `path` (JSON path as in the schema errors, e.g. payments[0].creditorAccount.bban). */
  add(path: string, text: string, code: ErrorCode = 'FORMAT_ERROR'): void {
    this.list.push({ code, path, text: `${path}: ${text}` });
  }

  get size(): number {
    return this.list.length;
  }

  /** Throws the first problem (code, path, text) with up to 9 more as further tppMessages; problems are in the payload (400). */
  throwIfAny(): void {
    const [first, ...rest] = this.list;
    if (!first) return;
    const more: TppMessage[] = rest.slice(0, 9).map((p) => ({ category: 'ERROR', code: p.code, path: p.path, text: p.text }));
    throw new Xs2aError(first.code, first.text, { path: first.path, more, where: 'payload' });
  }
}
