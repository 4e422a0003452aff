import { withXs2a } from '@/lib/http/pipeline.ts';
import { readAccountOperation } from '@/lib/accounts/operations/read-account.ts';

// GET /v1/accounts/{accountId} — read account details
export const GET = withXs2a(readAccountOperation);
