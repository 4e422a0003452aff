import { withPlain } from '@/lib/http/with-plain.ts';
import { openApiDocumentOperation } from '@/lib/operations/registry.ts';

export const dynamic = 'force-dynamic';

// GET /openapi.json — this OpenAPI 3.1 document
export const GET = withPlain(openApiDocumentOperation);
