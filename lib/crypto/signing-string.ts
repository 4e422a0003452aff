// The signing string of draft-cavage-http-signatures-10 §2.3 as used by the Berlin Group (spec 5.5).
import { Xs2aError } from '../errors.ts';

/** What the signing string needs from a request. */
export interface SigningRequest {
  method: string;
  /** path?query exactly as sent */
  target: string;
  header(name: string): string | null;
}

/** One `name: value` line per listed header, joined by "\n", no trailing newline. */
export function buildSigningString(names: string[], req: SigningRequest): string {
  return names
    .map((raw) => {
      const name = raw.toLowerCase();
      if (name === '(request-target)') return `(request-target): ${req.method.toLowerCase()} ${req.target}`;
      if (name.startsWith('(')) {
        throw new Xs2aError('SIGNATURE_INVALID', `Signed pseudo-header "${name}" is not supported; only (request-target) is`);
      }
      const value = req.header(name);
      if (value === null) {
        throw new Xs2aError('SIGNATURE_INVALID', `Signed header "${name}" is not present in the request`);
      }
      return `${name}: ${value.trim()}`;
    })
    .join('\n');
}
