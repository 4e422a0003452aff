// Builds the OpenAPI 3.1 document from operation declarations (the registry's, lib/operations/registry.ts): zod
// schemas → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). Nothing here declares an operation.
import { z, type ZodType } from 'zod';
import { HEADERS, SIGNATURE_HEADERS } from '../http/header-docs.ts';
import { pathParamNames, type HeaderDoc, type InputSchemas, type Operation, type ResponseDoc } from '../http/operation.ts';
import type { TAGS } from '../http/tags.ts';
import { ERROR_STATUS, tppMessagesSchema, type ErrorCode } from '../errors.ts';
import { schemaKey, shareSchemas } from './components.ts';

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema (request side: io input; response side: io output), without $schema. */
export function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

/**
 * Spec 5.3: TPP-Redirect-URI is required for requests that may need SCA and documented as required on all of them,
 * so it is marked required wherever an operation takes it.
 */
const ALWAYS_REQUIRED = new Set([HEADERS.tppRedirectUri.name.toLowerCase()]);

function headerParameter(h: HeaderDoc): Json {
  const required = Boolean(h.required) || ALWAYS_REQUIRED.has(h.name.toLowerCase());
  return { name: h.name, in: 'header', required, description: h.description, schema: { type: 'string' }, ...(h.example ? { example: h.example } : {}) };
}

/** Each header once (names compare case-insensitively): the operation's own declaration wins over the defaults. */
function uniqueHeaders(headers: readonly HeaderDoc[]): HeaderDoc[] {
  const byName = new Map<string, HeaderDoc>();
  for (const h of headers) {
    const key = h.name.toLowerCase();
    const seen = byName.get(key);
    if (!seen || (h.required && !seen.required)) byName.set(key, seen ? { ...seen, ...h } : h);
  }
  return [...byName.values()];
}

/** Examples of path parameters that are not ids of the caller's own data (those come from its sandbox). */
const PATH_EXAMPLES: Record<string, string> = { paymentProduct: 'norwegian-domestic-credit-transfers' };

/** Days ahead of today for the execution dates of the examples (a payment date must be today up to a year ahead). */
const DAYS_AHEAD = 7;
/** Example fields that hold a future execution date: the example gets one relative to the day it is served. */
const FUTURE_DATES: Record<string, number> = { requestedExecutionDate: DAYS_AHEAD, startDate: DAYS_AHEAD, endDate: DAYS_AHEAD + 180 };

const isoDay = (d: Date, days: number): string => new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** `example` with its execution dates moved relative to `now`, so that it succeeds when sent as it is. */
export function withFreshDates(example: unknown, now: Date): unknown {
  if (Array.isArray(example)) return example.map((x) => withFreshDates(x, now));
  if (typeof example !== 'object' || example === null) return example;
  return Object.fromEntries(
    Object.entries(example).map(([k, v]) => [k, typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && k in FUTURE_DATES ? isoDay(now, FUTURE_DATES[k]!) : withFreshDates(v, now)]),
  );
}

/** Parameters of an object schema of strings (path or query): name, required, description, schema, example. */
function objectParameters(schema: ZodType, where: 'path' | 'query'): Json[] {
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, example, ...rest } = s;
    const value = example ?? (where === 'path' ? PATH_EXAMPLES[name] : undefined);
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest, ...(value !== undefined ? { example: value } : {}) };
  });
}

/** The responses of the signature pipeline every signed operation shares (components.responses). */
const PIPELINE_RESPONSES: Record<number, { name: string } & ResponseDoc> = {
  400: { name: 'SignedRequestRejected', description: 'FORMAT_ERROR, SIGNATURE_INVALID, SIGNATURE_MISSING or TIMESTAMP_INVALID; the text says what was wrong.', schema: tppMessagesSchema },
  401: { name: 'CertificateRejected', description: 'CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, CERTIFICATE_MISSING or ROLE_INVALID.', schema: tppMessagesSchema },
  500: { name: 'InternalError', description: 'INTERNAL_ERROR; logged with your X-Request-ID.', schema: tppMessagesSchema },
};

const SAMPLE_STRINGS: Record<string, string> = { uuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', date: '2025-06-02', 'date-time': '2025-06-02T10:15:00.000Z', email: 'openbanking@acme.example', uri: 'https://tpp.example/callback' };

/**
 * An example value of a JSON Schema: its own example, else one built from its properties and items (required
 * properties always, optional ones where an example exists), else a plain value of its type.
 */
export function sampleOf(schema: Json, depth = 0, optional = false): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (depth > 10) return undefined;
  if (schema.const !== undefined) return optional ? undefined : schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return optional ? undefined : schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants) {
    const samples = variants.map((v) => sampleOf(v, depth + 1, optional));
    return samples.find((x) => x !== undefined && x !== null) ?? samples.find((x) => x !== undefined);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  if (type === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const out: Json = {};
    for (const [k, p] of Object.entries(schema.properties as Record<string, Json>)) {
      const x = sampleOf(p, depth + 1, !required.has(k));
      if (x !== undefined) out[k] = x;
    }
    return optional && !Object.keys(out).length ? undefined : out;
  }
  if (type === 'array' && schema.items) {
    const x = sampleOf(schema.items as Json, depth + 1, optional);
    return x === undefined ? (optional ? undefined : []) : [x];
  }
  if (optional) return undefined;
  if (type === 'string') return SAMPLE_STRINGS[String(schema.format)] ?? 'string';
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (type === 'object') return {};
  return undefined;
}

/** An error body for `status`: the first of the operation's own codes with that status, else the table's first. */
function errorExample(status: number, codes: readonly ErrorCode[]): Json {
  const all = Object.keys(ERROR_STATUS) as ErrorCode[];
  const code = [...codes, ...all].find((c) => ERROR_STATUS[c] === status) ?? 'INTERNAL_ERROR';
  return { tppMessages: [{ category: 'ERROR', code, text: `What went wrong and what to do next (see the error codes page, #${code}).` }] };
}

const ROLE_TEXT: Record<string, string> = { PSP_AI: 'PSP_AI (AIS)', PSP_PI: 'PSP_PI (PIS)', PSP_IC: 'PSP_IC (PIIS)', PSP_AS: 'PSP_AS' };

const rolesOf = (op: Operation): string[] => (op.kind === 'xs2a' && op.role !== undefined ? ([] as string[]).concat(op.role) : []);

function describe(op: Operation): string {
  const parts = [op.description ?? ''];
  if (op.kind === 'xs2a') {
    const roles = rolesOf(op);
    parts.push(roles.length ? `Signed request; the certificate needs the role ${roles.map((r) => ROLE_TEXT[r] ?? r).join(' or ')}.` : 'Signed request (any TPP certificate).');
    if (op.sandbox) parts.push('Sandbox only: not available in production mode.');
  }
  return parts.filter(Boolean).join('\n\n');
}

function operationObject(op: Operation, now: Date): Json {
  const signed = op.kind === 'xs2a';
  const inputs: InputSchemas = op.kind === 'plain' ? {} : op;
  const fromSchema = inputs.params ? objectParameters(inputs.params, 'path') : [];
  const parameters: Json[] = pathParamNames(op.path).map((name) => fromSchema.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
  if (inputs.query) parameters.push(...objectParameters(inputs.query, 'query'));
  const own = op.headers ?? [];
  // Signed operations: the signature headers first, x-accept-fix last unless the operation lists it itself.
  const headers = uniqueHeaders(signed ? [...SIGNATURE_HEADERS, ...own, HEADERS.acceptFix] : own);
  parameters.push(...headers.map(headerParameter));

  const all: Record<number, ResponseDoc | string> = { ...op.responses };
  if (signed) for (const status of Object.keys(PIPELINE_RESPONSES)) all[Number(status)] ??= PIPELINE_RESPONSES[Number(status)]!.name;
  const responses: Json = {};
  for (const [status, r] of Object.entries(all)) {
    if (typeof r === 'string') {
      responses[status] = { $ref: `#/components/responses/${r}` };
      continue;
    }
    const schema = r.schema ? jsonSchema(r.schema, 'output') : undefined;
    const example = schema ? (r.schema === tppMessagesSchema ? errorExample(Number(status), op.errors ?? []) : sampleOf(schema)) : undefined;
    responses[status] = { description: r.description, ...(schema ? { content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } } : {}) };
  }
  const roles = rolesOf(op);
  const result: Json = {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [op.tag],
    summary: op.summary,
    description: describe(op),
    parameters,
    responses,
    'x-signed': signed,
    ...(roles.length ? { 'x-roles': roles } : {}),
    ...(op.kind === 'xs2a' && op.sandbox ? { 'x-sandbox': true } : {}),
    ...(op.errors?.length ? { 'x-error-codes': op.errors } : {}),
    ...(op.deprecated ? { deprecated: true } : {}),
  };
  if (inputs.body) {
    const schema = jsonSchema(inputs.body, 'input');
    const example = withFreshDates(op.bodyExample ?? sampleOf(schema), now);
    result.requestBody = { required: true, content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } };
  }
  return result;
}

/** Where the body schemas of an operation object sit (request body, each response): to share them afterwards. */
function bodySchemas(operationId: string, op: Json): { holder: Json; hint: string }[] {
  const out: { holder: Json; hint: string }[] = [];
  const media = (x: unknown) => ((x as { content?: Record<string, Json> } | undefined)?.content?.['application/json']);
  const req = media(op.requestBody);
  if (req?.schema) out.push({ holder: req, hint: `${operationId}Request` });
  for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
    const m = media(r);
    if (m?.schema) out.push({ holder: m, hint: `${operationId}Response${status}` });
  }
  return out;
}

/** Header parameters: each written once under components.parameters (one name per distinct definition). */
function shareHeaders(operations: Json[]): Record<string, Json> {
  const byKey = new Map<string, string>();
  const parameters: Record<string, Json> = {};
  for (const op of operations) {
    op.parameters = (op.parameters as Json[]).map((p) => {
      if (p.in !== 'header') return p;
      const key = schemaKey(p);
      let name = byKey.get(key);
      if (!name) {
        const base = String(p.name).replace(/[^A-Za-z0-9]+/g, '-') + (p.required ? '' : '-optional');
        name = base;
        for (let i = 2; parameters[name]; i++) name = `${base}-${i}`;
        byKey.set(key, name);
        parameters[name] = p;
      }
      return { $ref: `#/components/parameters/${name}` };
    });
  }
  return Object.fromEntries(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The published OpenAPI 3.1 document: every non-internal operation of `operations`, grouped by `tags`; the execution
 * dates of its examples are relative to `now`.
 */
export function buildOpenApiDocument(operations: readonly Operation[], tags: typeof TAGS, now: Date = new Date()): Json {
  const published = operations.filter((op) => !op.internal);
  const paths: Record<string, Json> = {};
  const objects: Json[] = [];
  for (const op of published) {
    const o = operationObject(op, now);
    objects.push(o);
    (paths[op.path] ??= {})[op.method.toLowerCase()] = o;
  }
  const errorSchema = jsonSchema(tppMessagesSchema, 'output');
  const responses: Record<string, Json> = {};
  for (const [status, r] of Object.entries(PIPELINE_RESPONSES)) {
    const codes = (r.description.match(/[A-Z][A-Z_]+[A-Z]/g) ?? []) as ErrorCode[];
    responses[r.name] = { description: r.description, content: { 'application/json': { schema: jsonSchema(r.schema!, 'output'), example: errorExample(Number(status), codes) } } };
  }
  const holders = [...objects.flatMap((o) => bodySchemas(String(o.operationId), o)), ...Object.entries(responses).map(([name, r]) => ({ holder: (r.content as Record<string, Json>)['application/json']!, hint: name }))];
  const shared = shareSchemas(
    holders.map(({ holder, hint }) => ({ schema: holder.schema as Json, hint })),
    new Map([[schemaKey(errorSchema), 'TppMessages']]),
  );
  holders.forEach(({ holder }, i) => (holder.schema = shared.schemas[i]));
  const parameters = shareHeaders(objects);
  const used = new Set<string>(published.map((op) => op.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Open Banking PSD2 API (NextGenPSD2 1.3)',
      version: '1.0.0',
      description:
        'Berlin Group NextGenPSD2 1.3 access-to-account API with the platform exceptions, and the sandbox mock-data API. ' +
        'Every /v1 request is signed (Signature, Digest, Date, X-Request-ID, TPP-Signature-Certificate); see the developer portal playground.',
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: tags.filter((t) => used.has(t.name)),
    paths,
    components: { schemas: shared.components, parameters, responses },
  };
}
