import { withXs2a } from '@/lib/http/pipeline.ts';
import { aisHandler } from '@/lib/consent/ais-handler.ts';
import { accountQuerySchema } from '@/lib/accounts/schemas.ts';
import { listCardAccounts } from '@/lib/card-accounts/card-accounts.ts';

// GET /v1/card-accounts — the card accounts of the PSU's consent.
export const GET = withXs2a(
  aisHandler(({ db, query }, access, fixes) => listCardAccounts({ db, access, withBalance: query.withBalance ?? false, fixes })),
  { role: 'PSP_AI', query: accountQuerySchema },
);
