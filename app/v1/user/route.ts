import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readUserOperation } from '@/lib/users/operations/read-user.ts';

// GET /v1/user — read or establish the PSU-ID
export const GET = withXs2a(readUserOperation);

// Any other method on /v1/user — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
