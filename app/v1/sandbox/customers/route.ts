import { withXs2a } from '@/lib/http/pipeline.ts';
import { listCustomersOperation } from '@/lib/sandbox/operations/list-customers.ts';
import { createCustomerOperation } from '@/lib/sandbox/operations/create-customer.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/customers — list sandbox customers
export const GET = withXs2a(listCustomersOperation);

// POST /v1/sandbox/customers — create a sandbox customer
export const POST = withXs2a(createCustomerOperation);
