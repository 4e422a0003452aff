import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { revokeConsentsOperation } from '@/lib/sandbox/operations/revoke-consents.ts';

// DELETE /v1/sandbox/customers/{customerId}/consents — revoke the PSU's consents (as the PSU would)
export const DELETE = withXs2a(revokeConsentsOperation);

// Any other method on /v1/sandbox/customers/{customerId}/consents — 405 SERVICE_INVALID with Allow
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
