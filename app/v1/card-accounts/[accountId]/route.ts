import { withXs2a } from '@/lib/http/pipeline.ts';
import { readCardAccountOperation } from '@/lib/card-accounts/operations/read-card-account.ts';

// GET /v1/card-accounts/{accountId} — read card account details
export const GET = withXs2a(readCardAccountOperation);
