import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readAgreementOperation } from '@/lib/sandbox/operations/read-agreement.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/agreements/{agreementId} — read a sandbox agreement
export const GET = withXs2a(readAgreementOperation);

// Any other method on /v1/sandbox/agreements/{agreementId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
