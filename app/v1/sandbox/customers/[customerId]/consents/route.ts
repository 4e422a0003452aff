import { withXs2a } from '@/lib/http/pipeline.ts';
import { revokeConsentsOperation } from '@/lib/sandbox/operations/revoke-consents.ts';

// DELETE /v1/sandbox/customers/{customerId}/consents — revoke the PSU's consents (as the PSU would)
export const DELETE = withXs2a(revokeConsentsOperation);
