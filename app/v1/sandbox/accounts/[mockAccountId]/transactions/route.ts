import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listAccountTransactionsOperation } from '@/lib/sandbox/operations/list-account-transactions.ts';
import { createAccountTransactionsOperation } from '@/lib/sandbox/operations/create-account-transactions.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/accounts/{mockAccountId}/transactions — list the transactions of a mock account
export const GET = withXs2a(listAccountTransactionsOperation);

// POST /v1/sandbox/accounts/{mockAccountId}/transactions — create transactions on a mock account
export const POST = withXs2a(createAccountTransactionsOperation);

// Any other method on /v1/sandbox/accounts/{mockAccountId}/transactions — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
