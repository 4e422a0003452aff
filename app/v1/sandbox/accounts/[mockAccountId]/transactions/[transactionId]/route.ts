import { withXs2a } from '@/lib/http/pipeline.ts';
import { readAccountTransactionOperation } from '@/lib/sandbox/operations/read-account-transaction.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} — read a transaction of a mock account
export const GET = withXs2a(readAccountTransactionOperation);
