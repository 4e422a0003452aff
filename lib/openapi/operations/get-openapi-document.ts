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
  let cached: string | null = null;
  return definePlainOperation({
    method: 'GET',
    path: '/openapi.json',
    tag: TAG.service,
    summary: 'This OpenAPI 3.1 document',
    description: 'Unsigned. Generated from the zod schemas the handlers validate with; rendered at /docs.',
    responses: { 200: { description: 'OpenAPI 3.1 document.', schema: z.record(z.string(), z.unknown()) } },
    // Built once per process.
    handler: async () => {
      cached ??= JSON.stringify(document(), null, 2);
      return new Response(cached, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' } });
    },
  });
}
