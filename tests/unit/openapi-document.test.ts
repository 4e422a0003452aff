// The published OpenAPI document (lib/openapi/build-document.ts): valid OpenAPI 3.1 by an independent validator,
// compact (shared schemas and headers under components), each header once per operation with x-accept-fix and
// TPP-Redirect-URI marked as the spec marks them, and every example valid against its own schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../lib/operations/registry.ts';
import { dereference } from '../../lib/openapi/dereference.ts';
import { ACCEPT_FIXES } from '../../lib/http/accept-fix.ts';

type Json = Record<string, unknown>;
interface Param { name: string; in: string; required?: boolean; description?: string; $ref?: string }
interface Op { operationId: string; parameters: Param[]; requestBody?: { content: Record<string, Json> }; responses: Record<string, { $ref?: string; content?: Record<string, Json> }>; 'x-signed'?: boolean }

const published = JSON.parse(JSON.stringify(openApiDocument())) as { paths: Record<string, Record<string, Op>>; components: Json };
const resolved = dereference(published);
const operations = Object.entries(resolved.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

test('the document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(published) as Parameters<Validator['validate']>[0]);
  assert.equal(validator.version, '3.1');
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
});

test('the document is compact: shared schemas and headers under components, well under 300 KB as served', () => {
  const size = Buffer.byteLength(JSON.stringify(published));
  assert.ok(size < 300_000, `${size} bytes`);
  const schemas = Object.keys((published.components.schemas ?? {}) as Json);
  assert.ok(schemas.includes('TppMessages'), 'the error body is one shared schema');
  const inline = Object.values(published.paths).flatMap((item) => Object.values(item)).flatMap((op) => op.parameters.filter((p) => p.in === 'header' && !p.$ref));
  assert.deepEqual(inline, [], 'every header parameter is a $ref to components.parameters');
});

test('each header once per operation; x-accept-fix once on every signed operation', () => {
  const twice = operations.flatMap(({ key, op }) => {
    const names = op.parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
    return names.filter((n, i) => names.indexOf(n) !== i).map((n) => `${key}: ${n}`);
  });
  assert.deepEqual(twice, []);
  const without = operations.filter(({ op }) => op['x-signed'] && op.parameters.filter((p) => p.name.toLowerCase() === 'x-accept-fix').length !== 1);
  assert.deepEqual(without.map((o) => o.key), []);
});

test('x-accept-fix is required where the spec marks it (signing-basket creation), optional elsewhere, and lists its values', () => {
  for (const { key, op } of operations.filter(({ op }) => op['x-signed'])) {
    const fix = op.parameters.find((p) => p.name === 'x-accept-fix')!;
    assert.equal(Boolean(fix.required), key === 'POST /v1/signing-baskets', key);
    for (const value of Object.keys(ACCEPT_FIXES)) assert.ok(fix.description?.includes(value), `${key}: ${value} in the description`);
  }
});

test('TPP-Redirect-URI is documented as required on every operation that takes it (requests that may need SCA)', () => {
  const optional = operations.filter(({ op }) => op.parameters.some((p) => p.name === 'TPP-Redirect-URI' && !p.required)).map((o) => o.key);
  assert.deepEqual(optional, []);
  assert.ok(operations.filter(({ op }) => op.parameters.some((p) => p.name === 'TPP-Redirect-URI')).length >= 30);
});

test('every request body and JSON response has an example, valid against its schema', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: published.components });
  const local = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Json;
  const raw = Object.entries(published.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));
  const problems: string[] = [];
  for (const { key, op } of raw) {
    const media: [string, Json | undefined][] = [['request', op.requestBody?.content['application/json']], ...Object.entries(op.responses).filter(([, r]) => !r.$ref).map(([s, r]) => [s, r.content?.['application/json']] as [string, Json | undefined])];
    for (const [where, m] of media) {
      if (!m?.schema || key === 'GET /openapi.json') continue;
      if (m.example === undefined) problems.push(`${key} ${where}: no example`);
      else if (!ajv.validate(local(m.schema), m.example)) problems.push(`${key} ${where}: ${ajv.errorsText(ajv.errors)}`);
    }
  }
  assert.deepEqual(problems, []);
});
