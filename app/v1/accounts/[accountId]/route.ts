import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { accountQuerySchema } from '@/lib/accounts/schemas.ts';
import { getAccount } from '@/lib/accounts/list-accounts.ts';

// GET /v1/accounts/{account-id} — details of one consented account.
export const GET = withXs2a(
  aisHandler(({ db, query, params }, access, fixes) => getAccount({ db, access, accountId: params.accountId!, withBalance: query.withBalance ?? false, fixes })),
  { role: 'PSP_AI', query: accountQuerySchema },
);
