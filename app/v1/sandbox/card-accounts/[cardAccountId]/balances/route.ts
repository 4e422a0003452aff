// /v1/sandbox/card-accounts/{cardAccountId}/balances — read and replace the balances of a mock card account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { updateBalancesBodySchema } from '@/lib/sandbox/schemas.ts';
import { listCardAccountBalances } from '@/lib/sandbox/list-balances.ts';
import { updateCardAccountBalances } from '@/lib/sandbox/update-balances.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => listCardAccountBalances({ db, cardAccountId: params.cardAccountId ?? '' }), { sandbox: true });

export const PUT = withXs2a(({ db, params, body }) => updateCardAccountBalances({ db, cardAccountId: params.cardAccountId ?? '', body }), {
  body: updateBalancesBodySchema,
  sandbox: true,
});
