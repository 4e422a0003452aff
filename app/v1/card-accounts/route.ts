import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listCardAccountsOperation } from '@/lib/card-accounts/operations/list-card-accounts.ts';

// GET /v1/card-accounts — list the consented card accounts
export const GET = withXs2a(listCardAccountsOperation);

// Any other method on /v1/card-accounts — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
