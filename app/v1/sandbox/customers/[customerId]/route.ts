// /v1/sandbox/customers/{customerId} — read and delete a sandbox customer.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { noContent } from '@/lib/http/respond.ts';
import { getCustomer } from '@/lib/sandbox/get-customer.ts';
import { deleteCustomer } from '@/lib/sandbox/delete-customer.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => getCustomer({ db, customerId: params.customerId ?? '' }), { sandbox: true });

export const DELETE = withXs2a(
  async ({ db, params }) => {
    await deleteCustomer({ db, customerId: params.customerId ?? '' });
    return noContent();
  },
  { sandbox: true },
);
