import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readCardBalancesOperation } from '@/lib/card-accounts/operations/read-card-balances.ts';

// GET /v1/card-accounts/{accountId}/balances — read card account balances
export const GET = withXs2a(readCardBalancesOperation);

// Any other method on /v1/card-accounts/{accountId}/balances — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
