import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { accountQuerySchema } from '@/lib/accounts/schemas.ts';
import { getCardAccount } from '@/lib/card-accounts/card-accounts.ts';

// GET /v1/card-accounts/{account-id} — details of one consented card account.
export const GET = withXs2a(
  aisHandler(({ db, query, params }, access, fixes) => getCardAccount({ db, access, cardAccountId: params.accountId!, withBalance: query.withBalance ?? false, fixes })),
  { role: 'PSP_AI', query: accountQuerySchema },
);
