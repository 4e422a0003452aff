import { withXs2a } from '@/lib/http/pipeline.ts';
import { readCustomerOperation } from '@/lib/sandbox/operations/read-customer.ts';
import { deleteCustomerOperation } from '@/lib/sandbox/operations/delete-customer.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/customers/{customerId} — read a sandbox customer
export const GET = withXs2a(readCustomerOperation);

// DELETE /v1/sandbox/customers/{customerId} — delete a sandbox customer
export const DELETE = withXs2a(deleteCustomerOperation);
