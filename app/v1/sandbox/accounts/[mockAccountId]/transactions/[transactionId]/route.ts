import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readAccountTransactionOperation } from '@/lib/sandbox/operations/read-account-transaction.ts';
import { deleteAccountTransactionOperation } from '@/lib/sandbox/operations/delete-transaction.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — read a transaction of a mock account
export const GET = withXs2a(readAccountTransactionOperation);

// DELETE /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — delete a transaction
export const DELETE = withXs2a(deleteAccountTransactionOperation);

// Any other method on /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
