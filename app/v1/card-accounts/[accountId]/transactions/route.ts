import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listCardTransactionsOperation } from '@/lib/card-accounts/operations/list-card-transactions.ts';

// GET /v1/card-accounts/{accountId}/transactions — read card transactions
export const GET = withXs2a(listCardTransactionsOperation);

// Any other method on /v1/card-accounts/{accountId}/transactions — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
