// /v1/sandbox/customers — list (spec 4.2) and create sandbox customers.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createCustomerBodySchema, listCustomersQuerySchema } from '@/lib/sandbox/schemas.ts';
import { listCustomers } from '@/lib/sandbox/list-customers.ts';
import { createCustomer } from '@/lib/sandbox/create-customer.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, query }) => listCustomers({ db, ...query }), { query: listCustomersQuerySchema, sandbox: true });

export const POST = withXs2a(({ db, body }) => createCustomer({ db, body }), { body: createCustomerBodySchema, status: 201, sandbox: true });
