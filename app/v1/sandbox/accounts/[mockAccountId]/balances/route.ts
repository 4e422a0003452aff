import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listAccountBalancesOperation } from '@/lib/sandbox/operations/list-account-balances.ts';
import { updateAccountBalancesOperation } from '@/lib/sandbox/operations/update-account-balances.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/accounts/{mockAccountId}/balances — read the balances of a mock account
export const GET = withXs2a(listAccountBalancesOperation);

// PUT /v1/sandbox/accounts/{mockAccountId}/balances — replace the balances of a mock account
export const PUT = withXs2a(updateAccountBalancesOperation);

// Any other method on /v1/sandbox/accounts/{mockAccountId}/balances — 405 SERVICE_INVALID with Allow
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
