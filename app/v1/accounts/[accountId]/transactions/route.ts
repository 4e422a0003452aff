import { withXs2a } from '@/lib/http/pipeline.ts';
import { listTransactionsOperation } from '@/lib/accounts/operations/list-transactions.ts';

// GET /v1/accounts/{accountId}/transactions — read transactions
export const GET = withXs2a(listTransactionsOperation);
