// /v1/sandbox/accounts/{mockAccountId}/transactions — list (spec 4.3) and create transactions of a mock account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createTransactionsBodySchema, listTransactionsQuerySchema } from '@/lib/sandbox/schemas.ts';
import { listTransactions } from '@/lib/sandbox/list-transactions.ts';
import { createTransactions } from '@/lib/sandbox/create-transactions.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params, query }) => listTransactions({ db, accountId: params.mockAccountId ?? '', ...query }), {
  query: listTransactionsQuerySchema,
  sandbox: true,
});

export const POST = withXs2a(({ db, params, body }) => createTransactions({ db, accountId: params.mockAccountId ?? '', body }), {
  body: createTransactionsBodySchema,
  status: 201,
  sandbox: true,
});
