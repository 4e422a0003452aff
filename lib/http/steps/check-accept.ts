// Step: content negotiation. Every payload is JSON and XML is not supported (spec 1.4): a request whose Accept header
// admits no JSON (e.g. application/xml) is answered 406 REQUESTED_FORMATS_INVALID, with a JSON Berlin Group body —
// the one format there is. No Accept header, or one admitting application/json (also via application/* or */*), passes.
import { Xs2aError } from '../../errors.ts';

/** Whether one media range of an Accept header, with its parameters, admits application/json. */
function admitsJson(range: string): boolean {
  const [type = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
  const q = params.find((p) => p.startsWith('q='));
  if (q !== undefined && !(Number(q.slice(2)) > 0)) return false; // q=0: "not acceptable"
  return type === 'application/json' || type === 'application/*' || type === '*/*' || /^application\/[a-z0-9.+-]*\+json$/.test(type);
}

/** Throws REQUESTED_FORMATS_INVALID (406) when the Accept header admits no JSON. */
export function checkAccept(accept: string | null): void {
  if (accept === null || accept.trim() === '') return;
  if (accept.split(',').some(admitsJson)) return;
  throw new Xs2aError('REQUESTED_FORMATS_INVALID', `Only application/json is supported (XML is not); the Accept header "${accept.slice(0, 100)}" admits no JSON`, { path: 'Accept' });
}
