// GET /v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId}
import { withXs2a } from '@/lib/http/pipeline.ts';
import { getCardTransaction } from '@/lib/sandbox/get-card-transaction.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(
  ({ db, params }) => getCardTransaction({ db, cardAccountId: params.cardAccountId ?? '', transactionId: params.transactionId ?? '' }),
  { sandbox: true },
);
