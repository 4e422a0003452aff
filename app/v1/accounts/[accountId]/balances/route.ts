import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readBalancesOperation } from '@/lib/accounts/operations/read-balances.ts';

// GET /v1/accounts/{accountId}/balances — read balances
export const GET = withXs2a(readBalancesOperation);

// Any other method on /v1/accounts/{accountId}/balances — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
