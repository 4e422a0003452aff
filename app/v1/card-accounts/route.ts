import { withXs2a } from '@/lib/http/pipeline.ts';
import { listCardAccountsOperation } from '@/lib/card-accounts/operations/list-card-accounts.ts';

// GET /v1/card-accounts — list the consented card accounts
export const GET = withXs2a(listCardAccountsOperation);
