import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readAccountOperation } from '@/lib/accounts/operations/read-account.ts';

// GET /v1/accounts/{accountId} — read account details
export const GET = withXs2a(readAccountOperation);

// Any other method on /v1/accounts/{accountId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
