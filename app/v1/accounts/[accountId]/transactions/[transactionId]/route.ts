import { withXs2a } from '@/lib/http/pipeline.ts';
import { readTransactionOperation } from '@/lib/accounts/operations/read-transaction.ts';

// GET /v1/accounts/{accountId}/transactions/{transactionId} — read transaction details
export const GET = withXs2a(readTransactionOperation);
