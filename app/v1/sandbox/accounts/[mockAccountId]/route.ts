// /v1/sandbox/accounts/{mockAccountId} — read and delete a mock account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { noContent } from '@/lib/http/respond.ts';
import { getAccount } from '@/lib/sandbox/get-account.ts';
import { deleteAccount } from '@/lib/sandbox/delete-account.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => getAccount({ db, accountId: params.mockAccountId ?? '' }), { sandbox: true });

export const DELETE = withXs2a(
  async ({ db, params }) => {
    await deleteAccount({ db, accountId: params.mockAccountId ?? '' });
    return noContent();
  },
  { sandbox: true },
);
