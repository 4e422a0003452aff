import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readTransactionOperation } from '@/lib/accounts/operations/read-transaction.ts';

// GET /v1/accounts/{accountId}/transactions/{transactionId} — read transaction details
export const GET = withXs2a(readTransactionOperation);

// Any other method on /v1/accounts/{accountId}/transactions/{transactionId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
