import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { transactionsQuerySchema } from '@/lib/accounts/schemas.ts';
import { listCardTransactions } from '@/lib/card-accounts/card-accounts.ts';

// GET /v1/card-accounts/{account-id}/transactions — card transactions, paged.
export const GET = withXs2a(
  aisHandler(({ db, tpp, params, query, now }, access, fixes) => listCardTransactions({ db, tppId: tpp.id, access, cardAccountId: params.accountId!, query, fixes, now })),
  { role: 'PSP_AI', query: transactionsQuerySchema },
);
