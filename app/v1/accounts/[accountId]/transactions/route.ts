import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listTransactionsOperation } from '@/lib/accounts/operations/list-transactions.ts';

// GET /v1/accounts/{accountId}/transactions — read transactions
export const GET = withXs2a(listTransactionsOperation);

// Any other method on /v1/accounts/{accountId}/transactions — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
