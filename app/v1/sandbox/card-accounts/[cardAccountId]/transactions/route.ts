import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listCardTransactionsOperation } from '@/lib/sandbox/operations/list-card-transactions.ts';
import { createCardTransactionsOperation } from '@/lib/sandbox/operations/create-card-transactions.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions — list the transactions of a mock card account
export const GET = withXs2a(listCardTransactionsOperation);

// POST /v1/sandbox/card-accounts/{cardAccountId}/transactions — create transactions on a mock card account
export const POST = withXs2a(createCardTransactionsOperation);

// Any other method on /v1/sandbox/card-accounts/{cardAccountId}/transactions — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
