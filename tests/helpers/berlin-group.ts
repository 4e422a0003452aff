// Checks a response of a Berlin Group operation against the NextGenPSD2 1.3.8 OpenAPI file (tests/fixtures, CC BY 4.0).
// The spec's documented exceptions are listed below; everything else must validate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> }>>; components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } };

const SERVICES = /^\/v1\/(payments|bulk-payments|periodic-payments|accounts|card-accounts|consents|signing-baskets|funds-confirmations)(\/|$)/;

/** The spec's exceptions to the Berlin Group file (service-spec sections 4.4, 5.8). */
const EXCEPTIONS: { why: string; applies: (method: string, path: string, status: number, body: unknown) => boolean }[] = [
  { why: 'POST /v1/consents is deprecated and returns only an scaRedirect (spec 4.4)', applies: (m, p) => m === 'POST' && p === '/v1/consents' },
  {
    why: 'a failing or missing signature is answered with 400 (spec 5.8), not 401',
    applies: (_m, _p, status, body) => status === 400 && /"code":"SIGNATURE_(INVALID|MISSING)"/.test(JSON.stringify(body)),
  },
];

let doc: Doc | null = null;
let ajv: Ajv | null = null;
const compiled = new Map<string, ValidateFunction>();

function load(): { doc: Doc; ajv: Ajv } {
  if (!doc || !ajv) {
    doc = parse(readFileSync(join(process.cwd(), 'tests', 'fixtures', 'berlin-group-psd2-api-1.3.8.yaml'), 'utf8')) as Doc;
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
    ajv.addSchema(doc as object, 'bg');
  }
  return { doc, ajv };
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The yaml path template of a request path, or null when it is not a Berlin Group operation. */
export function berlinGroupTemplate(path: string, method: string): string | null {
  const pathname = path.split('?')[0]!;
  if (!SERVICES.test(pathname)) return null;
  const { doc } = load();
  // Most literal segments first, so /v1/accounts/{id}/balances wins over /v1/{payment-service}/{product}/{id}.
  const literal = (t: string) => t.split('/').filter((s) => s && !s.startsWith('{')).length;
  const templates = Object.keys(doc.paths).sort((a, b) => literal(b) - literal(a));
  for (const template of templates) {
    if (!doc.paths[template]![method.toLowerCase()]) continue;
    const re = new RegExp(`^${template.replace('{payment-service}', '(payments|bulk-payments|periodic-payments)').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(pathname)) return template;
  }
  return null;
}

/** Asserts that the body is what the Berlin Group file allows for this operation and status. */
export function assertBerlinGroupResponse(method: string, path: string, status: number, body: unknown): void {
  const pathname = path.split('?')[0]!;
  const template = berlinGroupTemplate(pathname, method);
  if (!template) return;
  if (EXCEPTIONS.some((e) => e.applies(method, pathname, status, body))) return;
  const { doc, ajv } = load();
  const op = doc.paths[template]![method.toLowerCase()]!;
  let response = op.responses[String(status)];
  assert.ok(response, `${method} ${template}: the Berlin Group file defines no ${status} response`);
  let ref = `#/paths/${pointer(template, method.toLowerCase(), 'responses', String(status))}`;
  if (response.$ref) {
    ref = response.$ref;
    response = doc.components.responses[response.$ref.split('/').pop()!]!;
  }
  const content = response.content?.['application/json'];
  if (!content?.schema) return; // no body schema defined (e.g. 204, 429 PIS)
  let key = `${ref}/content/application~1json/schema`;
  // The GET payment response is a oneOf of single, periodic and bulk; a periodic body also matches the single one,
  // so the oneOf can never pass for it. Such bodies are checked against the schema of their service instead.
  const service = /^\/v1\/(periodic-payments|bulk-payments|payments)\/[^/]+\/[^/]+$/.exec(pathname)?.[1];
  if (method === 'GET' && status === 200 && service) {
    const name = { payments: 'paymentInitiationWithStatusResponse', 'periodic-payments': 'periodicPaymentInitiationWithStatusResponse', 'bulk-payments': 'bulkPaymentInitiationWithStatusResponse' }[service];
    key = `#/components/schemas/${name}`;
  }
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `bg${key}` });
    compiled.set(key, validate);
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
    assert.fail(`${method} ${pathname} ${status} does not match the Berlin Group ${template} response: ${errors}\nbody: ${JSON.stringify(body).slice(0, 800)}`);
  }
}
