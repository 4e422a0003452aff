import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { initializeSandboxOperation } from '@/lib/sandbox/operations/initialize-sandbox.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/initialize — reset the sandbox to its known state
export const POST = withXs2a(initializeSandboxOperation);

// Any other method on /v1/sandbox/initialize — 405 SERVICE_INVALID with Allow
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
