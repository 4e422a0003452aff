import { withXs2a } from '@/lib/http/pipeline.ts';
import { otherMethods } from '@/lib/http/route-fallbacks.ts';
import { listCustomersOperation } from '@/lib/sandbox/operations/list-customers.ts';
import { createCustomerOperation } from '@/lib/sandbox/operations/create-customer.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/customers — list sandbox customers
export const GET = withXs2a(listCustomersOperation);

// POST /v1/sandbox/customers — create a sandbox customer
export const POST = withXs2a(createCustomerOperation);

// Any other method on /v1/sandbox/customers — 405 SERVICE_INVALID with Allow
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
