// GET /openapi.json — the OpenAPI 3.1 document, generated from the registry's zod schemas (unsigned).
import { buildOpenApiDocument } from '@/lib/openapi/build-document.ts';

export const dynamic = 'force-dynamic';

let cached: string | null = null;

/** The OpenAPI document (built once per process). */
export async function GET(): Promise<Response> {
  cached ??= JSON.stringify(buildOpenApiDocument(), null, 2);
  return new Response(cached, { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' } });
}
