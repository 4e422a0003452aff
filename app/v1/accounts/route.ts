import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listAccountsOperation } from '@/lib/accounts/operations/list-accounts.ts';

// GET /v1/accounts — list the consented accounts
export const GET = withXs2a(listAccountsOperation);

// Any other method on /v1/accounts — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
