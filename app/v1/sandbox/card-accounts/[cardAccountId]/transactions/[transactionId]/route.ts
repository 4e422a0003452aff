import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readCardTransactionOperation } from '@/lib/sandbox/operations/read-card-transaction.ts';
import { deleteCardTransactionOperation } from '@/lib/sandbox/operations/delete-transaction.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — read a transaction of a mock card account
export const GET = withXs2a(readCardTransactionOperation);

// DELETE /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — delete a transaction
export const DELETE = withXs2a(deleteCardTransactionOperation);

// Any other method on /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
