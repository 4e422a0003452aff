import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listCardBalancesOperation } from '@/lib/sandbox/operations/list-card-balances.ts';
import { updateCardBalancesOperation } from '@/lib/sandbox/operations/update-card-balances.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/card-accounts/{cardAccountId}/balances — read the balances of a mock card account
export const GET = withXs2a(listCardBalancesOperation);

// PUT /v1/sandbox/card-accounts/{cardAccountId}/balances — replace the balances of a mock card account
export const PUT = withXs2a(updateCardBalancesOperation);

// Any other method on /v1/sandbox/card-accounts/{cardAccountId}/balances — 405 SERVICE_INVALID with Allow
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
