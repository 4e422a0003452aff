import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { establishUserOperation } from '@/lib/users/operations/establish-user.ts';

// GET /v1/users — establish the PSU-ID (also PISP-only)
export const GET = withXs2a(establishUserOperation);

// Any other method on /v1/users — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
