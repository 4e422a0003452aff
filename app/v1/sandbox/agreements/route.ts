import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listAgreementsOperation } from '@/lib/sandbox/operations/list-agreements.ts';
import { createAgreementOperation } from '@/lib/sandbox/operations/create-agreement.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/agreements — list sandbox agreements
export const GET = withXs2a(listAgreementsOperation);

// POST /v1/sandbox/agreements — create a corporate agreement
export const POST = withXs2a(createAgreementOperation);

// Any other method on /v1/sandbox/agreements — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
