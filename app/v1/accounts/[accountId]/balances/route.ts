import { withXs2a } from '@/lib/http/pipeline.ts';
import { readBalancesOperation } from '@/lib/accounts/operations/read-balances.ts';

// GET /v1/accounts/{accountId}/balances — read balances
export const GET = withXs2a(readBalancesOperation);
