// Builds the OpenAPI 3.1 document from operation declarations (the registry's, lib/operations/registry.ts): zod
// schemas → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). Nothing here declares an operation.
import { z, type ZodType } from 'zod';
import { HEADERS, SIGNATURE_HEADERS } from '../http/header-docs.ts';
import { pathParamNames, type HeaderDoc, type InputSchemas, type Operation, type ResponseDoc } from '../http/operation.ts';
import type { TAGS } from '../http/tags.ts';
import { tppMessagesSchema } from '../errors.ts';

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema (request side: io input; response side: io output), without $schema. */
export function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

function headerParameter(h: HeaderDoc): Json {
  return { name: h.name, in: 'header', required: Boolean(h.required), description: h.description, schema: { type: 'string' }, ...(h.example ? { example: h.example } : {}) };
}

/** Parameters of an object schema of strings (path or query): name, required, description, schema, example. */
function objectParameters(schema: ZodType, where: 'path' | 'query'): Json[] {
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, example, ...rest } = s;
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest, ...(example !== undefined ? { example } : {}) };
  });
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

function operationObject(op: Operation): Json {
  const signed = op.kind === 'xs2a';
  const inputs: InputSchemas = op.kind === 'plain' ? {} : op;
  const fromSchema = inputs.params ? objectParameters(inputs.params, 'path') : [];
  const parameters: Json[] = pathParamNames(op.path).map((name) => fromSchema.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
  if (inputs.query) parameters.push(...objectParameters(inputs.query, 'query'));
  const own = op.headers ?? [];
  // Signed operations: the signature headers first, x-accept-fix last unless the operation lists it itself.
  const headers = signed ? [...SIGNATURE_HEADERS, ...own, ...(own.some((h) => h.name === HEADERS.acceptFix.name) ? [] : [HEADERS.acceptFix])] : own;
  parameters.push(...headers.map(headerParameter));

  const all: Record<number, ResponseDoc> = { ...op.responses };
  if (signed) {
    all[400] ??= { description: 'FORMAT_ERROR, SIGNATURE_INVALID, SIGNATURE_MISSING or TIMESTAMP_INVALID; the text says what was wrong.', schema: tppMessagesSchema };
    all[401] ??= { description: 'CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, CERTIFICATE_MISSING or ROLE_INVALID.', schema: tppMessagesSchema };
    all[500] ??= { description: 'INTERNAL_ERROR; logged with your X-Request-ID.', schema: tppMessagesSchema };
  }
  const responses: Json = {};
  for (const [status, r] of Object.entries(all)) {
    responses[status] = { description: r.description, ...(r.schema ? { content: { 'application/json': { schema: jsonSchema(r.schema, 'output') } } } : {}) };
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
    const example = op.bodyExample ?? schema.example;
    result.requestBody = { required: true, content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } };
  }
  return result;
}

/** The published OpenAPI 3.1 document: every non-internal operation of `operations`, grouped by `tags`. */
export function buildOpenApiDocument(operations: readonly Operation[], tags: typeof TAGS): Json {
  const published = operations.filter((op) => !op.internal);
  const paths: Record<string, Json> = {};
  for (const op of published) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
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
  };
}
