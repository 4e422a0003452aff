import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listEngagementsOperation } from '@/lib/sandbox/operations/list-engagements.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/agreements/{agreementId}/engagements — list the engagements of a sandbox agreement
export const GET = withXs2a(listEngagementsOperation);

// Any other method on /v1/sandbox/agreements/{agreementId}/engagements — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
