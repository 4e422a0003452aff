import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { getTransactionDetails } from '@/lib/accounts/get-transaction.ts';

// GET /v1/accounts/{account-id}/transactions/{transactionId} — one transaction; batches list their entryDetails.
export const GET = withXs2a(
  aisHandler(({ db, params }, access, fixes) => getTransactionDetails({ db, access, accountId: params.accountId!, transactionId: params.transactionId!, fixes })),
  { role: 'PSP_AI' },
);
