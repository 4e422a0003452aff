// The OpenAPI document with its local $refs (#/components/...) replaced by the objects they point to: for renderers
// that walk schemas and parameters directly. Referenced objects are shared, not copied, so this costs no memory; the
// document has no cycles (zod emits none for the schemas of this API).

type Json = Record<string, unknown>;

/** `doc` with every `{ "$ref": "#/..." }` replaced by its target (resolved recursively). */
export function dereference<T>(doc: T): T {
  const root = doc as unknown;
  const done = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    if (done.has(ref)) return done.get(ref);
    let at: unknown = root;
    for (const part of ref.slice(2).split('/')) at = (at as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    const resolved = walk(at);
    done.set(ref, resolved);
    return resolved;
  };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Json;
    if (typeof o.$ref === 'string' && o.$ref.startsWith('#/')) return target(o.$ref);
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
  };
  return walk(root) as T;
}
