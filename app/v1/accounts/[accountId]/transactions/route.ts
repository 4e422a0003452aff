import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { transactionsQuerySchema } from '@/lib/accounts/schemas.ts';
import { listTransactions } from '@/lib/accounts/list-transactions.ts';

// GET /v1/accounts/{account-id}/transactions — booked/pending transactions, paged; unattended: 4 per 24 h, 90 days.
export const GET = withXs2a(
  aisHandler(({ db, tpp, params, query, now }, access, fixes) => listTransactions({ db, tppId: tpp.id, access, accountId: params.accountId!, query, fixes, now })),
  { role: 'PSP_AI', query: transactionsQuerySchema },
);
