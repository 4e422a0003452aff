// GET /openapi.json — the OpenAPI 3.1 document, built from the operation registry's declarations (unsigned).
import { z } from 'zod';
import { definePlainOperation, type PlainOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';

/**
 * The declaration of GET /openapi.json publishing `document()`. The registry (lib/operations/registry.ts) makes it
 * with its own document (buildOpenApiDocument of its operations), so that lib/openapi stays below the registry that
 * lists this declaration too.
 */
export function getOpenApiDocumentOperation(document: () => unknown): PlainOperation {
  let cached: { day: string; text: string } | null = null;
  return definePlainOperation({
    method: 'GET',
    path: '/openapi.json',
    tag: TAG.service,
    summary: 'This OpenAPI 3.1 document',
    description: 'Unsigned. Generated from the zod schemas the handlers validate with; rendered at /docs.',
    responses: { 200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) } },
    // Built once a day per process (the examples' execution dates are relative to today); compact: shared schemas
    // under components keep it near 230 KB.
    handler: async () => {
      const day = new Date().toISOString().slice(0, 10);
      if (cached?.day !== day) cached = { day, text: JSON.stringify(document()) };
      return new Response(cached.text, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' } });
    },
  });
}
