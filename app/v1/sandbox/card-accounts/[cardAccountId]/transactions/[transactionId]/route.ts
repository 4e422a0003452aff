import { withXs2a } from '@/lib/http/pipeline.ts';
import { readCardTransactionOperation } from '@/lib/sandbox/operations/read-card-transaction.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId} — read a transaction of a mock card account
export const GET = withXs2a(readCardTransactionOperation);
