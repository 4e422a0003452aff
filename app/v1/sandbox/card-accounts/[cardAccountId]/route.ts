import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readCardAccountOperation } from '@/lib/sandbox/operations/read-card-account.ts';
import { deleteCardAccountOperation } from '@/lib/sandbox/operations/delete-card-account.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/card-accounts/{cardAccountId} — read a mock card account
export const GET = withXs2a(readCardAccountOperation);

// DELETE /v1/sandbox/card-accounts/{cardAccountId} — delete a mock card account
export const DELETE = withXs2a(deleteCardAccountOperation);

// Any other method on /v1/sandbox/card-accounts/{cardAccountId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
