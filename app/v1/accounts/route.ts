import { withXs2a } from '@/lib/http/pipeline.ts';
import { listAccountsOperation } from '@/lib/accounts/operations/list-accounts.ts';

// GET /v1/accounts — list the consented accounts
export const GET = withXs2a(listAccountsOperation);
