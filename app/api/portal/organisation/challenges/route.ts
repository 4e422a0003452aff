import { withPortal } from '@/lib/portal/with-portal.ts';
import { createChallengeOperation } from '@/lib/portal/operations/create-challenge.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/organisation/challenges — get a challenge to sign with a certificate of the organisation
export const POST = withPortal(createChallengeOperation);
