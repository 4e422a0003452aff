import { withXs2a } from '@/lib/http/pipeline.ts';
import { listCardTransactionsOperation } from '@/lib/card-accounts/operations/list-card-transactions.ts';

// GET /v1/card-accounts/{accountId}/transactions — read card transactions
export const GET = withXs2a(listCardTransactionsOperation);
