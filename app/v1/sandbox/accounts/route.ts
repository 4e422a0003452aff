import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { createAccountOperation } from '@/lib/sandbox/operations/create-account.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/accounts — create a mock account
export const POST = withXs2a(createAccountOperation);

// Any other method on /v1/sandbox/accounts — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
