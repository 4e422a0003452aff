import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { accountQuerySchema } from '@/lib/accounts/schemas.ts';
import { listAccounts } from '@/lib/accounts/list-accounts.ts';

// GET /v1/accounts — the accounts of the PSU's consent (withBalance adds balances); an empty list is not an error.
export const GET = withXs2a(
  aisHandler(({ db, query }, access, fixes) => listAccounts({ db, access, withBalance: query.withBalance ?? false, fixes })),
  { role: 'PSP_AI', query: accountQuerySchema },
);
