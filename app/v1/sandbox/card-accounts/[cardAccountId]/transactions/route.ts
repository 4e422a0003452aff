// /v1/sandbox/card-accounts/{cardAccountId}/transactions — list and create transactions of a mock card account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createCardTransactionsBodySchema, listTransactionsQuerySchema } from '@/lib/sandbox/schemas.ts';
import { listCardTransactions } from '@/lib/sandbox/list-card-transactions.ts';
import { createCardTransactions } from '@/lib/sandbox/create-card-transactions.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params, query }) => listCardTransactions({ db, cardAccountId: params.cardAccountId ?? '', ...query }), {
  query: listTransactionsQuerySchema,
  sandbox: true,
});

export const POST = withXs2a(({ db, params, body }) => createCardTransactions({ db, cardAccountId: params.cardAccountId ?? '', body }), {
  body: createCardTransactionsBodySchema,
  status: 201,
  sandbox: true,
});
