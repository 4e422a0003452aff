// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}
import { withXs2a } from '@/lib/http/pipeline.ts';
import { getTransaction } from '@/lib/sandbox/get-transaction.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(
  ({ db, params }) => getTransaction({ db, accountId: params.mockAccountId ?? '', transactionId: params.transactionId ?? '' }),
  { sandbox: true },
);
