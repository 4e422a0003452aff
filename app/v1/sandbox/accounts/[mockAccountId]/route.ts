import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readAccountOperation } from '@/lib/sandbox/operations/read-account.ts';
import { deleteAccountOperation } from '@/lib/sandbox/operations/delete-account.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/accounts/{mockAccountId} — read a mock account
export const GET = withXs2a(readAccountOperation);

// DELETE /v1/sandbox/accounts/{mockAccountId} — delete a mock account
export const DELETE = withXs2a(deleteAccountOperation);

// Any other method on /v1/sandbox/accounts/{mockAccountId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
