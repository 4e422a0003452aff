import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { readCustomerOperation } from '@/lib/sandbox/operations/read-customer.ts';
import { deleteCustomerOperation } from '@/lib/sandbox/operations/delete-customer.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/customers/{customerId} — read a sandbox customer
export const GET = withXs2a(readCustomerOperation);

// DELETE /v1/sandbox/customers/{customerId} — delete a sandbox customer
export const DELETE = withXs2a(deleteCustomerOperation);

// Any other method on /v1/sandbox/customers/{customerId} — 405 SERVICE_INVALID with Allow
export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE');
