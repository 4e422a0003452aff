// Shared schemas of the OpenAPI document: every JSON Schema that occurs more than once in the operations (the same
// zod schema reused by several operations or fields: amounts, account references, links, the error body) is written
// once under components.schemas and referenced with $ref. Pure: a document in, a document out.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Key order does not matter to a schema: a canonical text of it. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (isObject(v)) return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** Keywords whose values are schemas, or maps/lists of schemas (JSON Schema 2020-12). */
const SCHEMA_VALUED = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Calls `visit(schema, hint)` for `schema` and each schema inside it; `hint` names where it was found. */
function walk(schema: unknown, hint: string, visit: (s: Json, hint: string) => void): void {
  if (!isObject(schema)) return;
  visit(schema, hint);
  for (const [k, v] of Object.entries(schema)) {
    if (SCHEMA_VALUED.has(k)) walk(v, k === 'items' ? `${hint}Item` : hint, visit);
    else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) v.forEach((s) => walk(s, hint, visit));
    else if (SCHEMA_MAPS.has(k) && isObject(v)) for (const [name, s] of Object.entries(v)) walk(s, name, visit);
  }
}

/** A copy of `schema` whose shared subschemas (not `schema` itself unless `self`) are $refs. */
function replace(schema: unknown, refs: Map<string, string>, self: boolean): unknown {
  if (!isObject(schema)) return schema;
  if (self) {
    const ref = refs.get(canonical(schema));
    if (ref) return { $ref: `#/components/schemas/${ref}` };
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (SCHEMA_VALUED.has(k)) out[k] = replace(v, refs, true);
    else if (SCHEMA_LISTS.has(k) && Array.isArray(v)) out[k] = v.map((s) => replace(s, refs, true));
    else if (SCHEMA_MAPS.has(k) && isObject(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, replace(s, refs, true)]));
    else out[k] = v;
  }
  return out;
}

const pascal = (s: string): string => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase()) || 'Schema';

/** Schemas smaller than this (in characters) stay inline: a $ref would save little and cost the reader a jump. */
const MIN_SHARED_SIZE = 60;

/**
 * Moves every schema that occurs at least twice across `schemas` (the request and response body schemas of the
 * document, each with a name hint) into a components map and returns the rewritten schemas with it. A shared schema
 * is named after its title, else the property or body it was first found under (numbered on collision); `names`
 * fixes the names of known schemas by their canonical text.
 */
export function shareSchemas(schemas: readonly { schema: Json; hint: string }[], names: ReadonlyMap<string, string> = new Map()): { schemas: Json[]; components: Record<string, Json> } {
  const count = new Map<string, { n: number; schema: Json; hint: string }>();
  for (const { schema, hint } of schemas) {
    walk(schema, hint, (s, h) => {
      const key = canonical(s);
      const seen = count.get(key);
      if (seen) seen.n += 1;
      else count.set(key, { n: 1, schema: s, hint: h });
    });
  }
  const refs = new Map<string, string>();
  const taken = new Set<string>();
  for (const [key, { n, schema, hint }] of count) {
    if (n < 2 || key.length < MIN_SHARED_SIZE || schema.$ref) continue;
    const base = names.get(key) ?? pascal(typeof schema.title === 'string' ? schema.title : hint);
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    taken.add(name);
    refs.set(key, name);
  }
  const components: Record<string, Json> = {};
  for (const [key, name] of refs) components[name] = replace(count.get(key)!.schema, refs, false) as Json;
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return { schemas: schemas.map(({ schema }) => replace(schema, refs, true) as Json), components: sorted };
}

/** The canonical text of a schema (names for shareSchemas are keyed by it). */
export const schemaKey = canonical;
