// /v1/sandbox/accounts/{mockAccountId}/balances — read and replace the balances of a mock account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { updateBalancesBodySchema } from '@/lib/sandbox/schemas.ts';
import { listAccountBalances } from '@/lib/sandbox/list-balances.ts';
import { updateAccountBalances } from '@/lib/sandbox/update-balances.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => listAccountBalances({ db, accountId: params.mockAccountId ?? '' }), { sandbox: true });

export const PUT = withXs2a(({ db, params, body }) => updateAccountBalances({ db, accountId: params.mockAccountId ?? '', body }), {
  body: updateBalancesBodySchema,
  sandbox: true,
});
