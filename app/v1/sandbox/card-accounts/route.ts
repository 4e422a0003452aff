import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { createCardAccountOperation } from '@/lib/sandbox/operations/create-card-account.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/card-accounts — create a mock card account
export const POST = withXs2a(createCardAccountOperation);

// Any other method on /v1/sandbox/card-accounts — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
