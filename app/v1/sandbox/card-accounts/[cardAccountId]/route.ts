// /v1/sandbox/card-accounts/{cardAccountId} — read and delete a mock card account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { noContent } from '@/lib/http/respond.ts';
import { getCardAccount } from '@/lib/sandbox/get-card-account.ts';
import { deleteCardAccount } from '@/lib/sandbox/delete-card-account.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => getCardAccount({ db, cardAccountId: params.cardAccountId ?? '' }), { sandbox: true });

export const DELETE = withXs2a(
  async ({ db, params }) => {
    await deleteCardAccount({ db, cardAccountId: params.cardAccountId ?? '' });
    return noContent();
  },
  { sandbox: true },
);
