// Builds the OpenAPI 3.1 document from the registry: zod schemas → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect).
import { z, type ZodType } from 'zod';
import { ACCEPT_FIX_HEADER, SIGNATURE_HEADERS, tppMessagesSchema } from './common.ts';
import { operations as allOperations, TAGS } from './registry.ts';
import type { HeaderSpec, OperationSpec } from './types.ts';

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema (request side: io input; response side: io output), without $schema. */
export function jsonSchema(schema: ZodType, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(?:\.\.\.)?([^}]+)\}/g)].map((m) => m[1] ?? '');

function headerParameter(h: HeaderSpec): Json {
  return { name: h.name, in: 'header', required: Boolean(h.required), description: h.description, schema: { type: 'string' }, ...(h.example ? { example: h.example } : {}) };
}

function queryParameters(schema: ZodType): Json[] {
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, example, ...rest } = s;
    return { name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest, ...(example !== undefined ? { example } : {}) };
  });
}

const ROLE_TEXT: Record<string, string> = { PSP_AI: 'PSP_AI (AIS)', PSP_PI: 'PSP_PI (PIS)', PSP_IC: 'PSP_IC (PIIS)', PSP_AS: 'PSP_AS' };

function describe(op: OperationSpec): string {
  const parts = [op.description ?? ''];
  if (op.signed) {
    const roles = op.role === undefined ? [] : ([] as string[]).concat(op.role);
    parts.push(roles.length ? `Signed request; the certificate needs the role ${roles.map((r) => ROLE_TEXT[r] ?? r).join(' or ')}.` : 'Signed request (any TPP certificate).');
  }
  if (op.sandbox) parts.push('Sandbox only: not available in production mode.');
  return parts.filter(Boolean).join('\n\n');
}

function operationObject(op: OperationSpec): Json {
  const parameters: Json[] = pathParamNames(op.path).map((name) => ({
    name, in: 'path', required: true, schema: { type: 'string' }, ...(op.pathParams?.[name] ? { description: op.pathParams[name] } : {}),
  }));
  if (op.query) parameters.push(...queryParameters(op.query));
  const headers = [...(op.signed ? SIGNATURE_HEADERS : []), ...(op.headers ?? []), ...(op.signed ? [ACCEPT_FIX_HEADER] : [])];
  parameters.push(...headers.map(headerParameter));

  const responses: Json = {};
  const all: OperationSpec['responses'] = { ...op.responses };
  if (op.signed) {
    all[400] ??= { description: 'FORMAT_ERROR, SIGNATURE_INVALID, SIGNATURE_MISSING or TIMESTAMP_INVALID; the text says what was wrong.', schema: tppMessagesSchema };
    all[401] ??= { description: 'CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, CERTIFICATE_MISSING or ROLE_INVALID.', schema: tppMessagesSchema };
    all[500] ??= { description: 'INTERNAL_ERROR; logged with your X-Request-ID.', schema: tppMessagesSchema };
  }
  for (const [status, r] of Object.entries(all)) {
    responses[status] = { description: r.description, ...(r.schema ? { content: { 'application/json': { schema: jsonSchema(r.schema, 'output') } } } : {}) };
  }
  const result: Json = {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/\{(?:\.\.\.)?([^}]+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [op.tag],
    summary: op.summary,
    description: describe(op),
    parameters,
    responses,
    'x-signed': op.signed,
    ...(op.role ? { 'x-roles': ([] as string[]).concat(op.role) } : {}),
    ...(op.sandbox ? { 'x-sandbox': true } : {}),
    ...(op.deprecated ? { deprecated: true } : {}),
  };
  if (op.body) {
    const schema = jsonSchema(op.body, 'input');
    const example = op.bodyExample ?? schema.example;
    result.requestBody = { required: true, content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } } };
  }
  return result;
}

/** The published OpenAPI 3.1 document: every non-internal operation of the registry. */
export function buildOpenApiDocument(operations: OperationSpec[] = allOperations): Json {
  const published = operations.filter((op) => !op.internal);
  const paths: Record<string, Json> = {};
  for (const op of published) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  const usedTags = new Set(published.map((op) => op.tag));
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
    tags: TAGS.filter((t) => usedTags.has(t.name)).concat([...usedTags].filter((t) => !TAGS.some((x) => x.name === t)).map((name) => ({ name, description: '' }))),
    paths,
  };
}
