// The playground relay's target check: only /v1/… paths of this server, normalised, with no dot segment or encoded
// slash in any encoding (`..`, `%2e%2e`, `%2E.`, `.%2e`, `%252e%252e`, backslashes), so a relayed request reaches the
// signed API and nothing else — in particular never the portal's routes or the relay itself.
import { PortalError } from './errors.ts';

const invalid = (why: string) => new PortalError('PATH_INVALID', `The playground sends to /v1/… only: ${why}`, 'path');

/** The path?query to relay, checked; throws PATH_INVALID. */
export function checkRelayPath(target: string): string {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  if (!path.startsWith('/v1/')) throw invalid('the path must start with /v1/');
  if (target.includes('#')) throw invalid('a fragment (#) is not sent to a server');
  // Decode until stable (bounded): double encoding (%252e) must not hide a dot segment from a later decoder.
  let current = path;
  for (let round = 0; ; round++) {
    if (/[\\]/.test(current) || /%(2f|5c)/i.test(current)) throw invalid('backslashes and encoded slashes are not allowed');
    if (current.includes('//')) throw invalid('empty path segments (//) are not allowed');
    if (current.split('/').some((s) => s === '.' || s === '..')) throw invalid('dot segments (. and ..) are not allowed, in any encoding');
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      throw invalid('the path has a malformed %-escape');
    }
    if (next === current) break;
    if (round === 3) throw invalid('the path is encoded more than three times');
    current = next;
  }
  // What a URL parser makes of it must be the path as given (it resolves %2e segments itself).
  const parsed = new URL(target, 'http://relay.invalid');
  if (parsed.origin !== 'http://relay.invalid' || parsed.pathname !== path) throw invalid('the path changes when it is normalised');
  return target;
}
