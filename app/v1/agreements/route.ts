import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listAgreementsOperation } from '@/lib/accounts/operations/list-agreements.ts';

// GET /v1/agreements — list the PSU's corporate agreements
export const GET = withXs2a(listAgreementsOperation);

// Any other method on /v1/agreements — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
