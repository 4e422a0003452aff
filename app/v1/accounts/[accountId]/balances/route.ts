import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { getBalances } from '@/lib/accounts/list-accounts.ts';

// GET /v1/accounts/{account-id}/balances — balances; without PSU-IP-Address at most 4 reads per 24 hours.
export const GET = withXs2a(
  aisHandler(({ db, tpp, params, now }, access, fixes) => getBalances({ db, tppId: tpp.id, access, accountId: params.accountId!, fixes, now })),
  { role: 'PSP_AI' },
);
