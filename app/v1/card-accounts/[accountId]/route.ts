import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readCardAccountOperation } from '@/lib/card-accounts/operations/read-card-account.ts';

// GET /v1/card-accounts/{accountId} — read card account details
export const GET = withXs2a(readCardAccountOperation);

// Any other method on /v1/card-accounts/{accountId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
