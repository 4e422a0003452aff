import { withXs2a } from '@/lib/http/pipeline.ts';
import { readCardBalancesOperation } from '@/lib/card-accounts/operations/read-card-balances.ts';

// GET /v1/card-accounts/{accountId}/balances — read card account balances
export const GET = withXs2a(readCardBalancesOperation);
