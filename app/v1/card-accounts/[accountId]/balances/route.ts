import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { getCardBalances } from '@/lib/card-accounts/card-accounts.ts';

// GET /v1/card-accounts/{account-id}/balances — card account balances; unattended: 4 reads per 24 hours.
export const GET = withXs2a(
  aisHandler(({ db, tpp, params, now }, access, fixes) => getCardBalances({ db, tppId: tpp.id, access, cardAccountId: params.accountId!, fixes, now })),
  { role: 'PSP_AI' },
);
