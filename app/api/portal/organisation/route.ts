// GET /api/portal/organisation — the signed-in developer's organisation, contact e-mail and certificates.
import { getOrganisation } from '@/lib/portal/get-organisation.ts';
import { withPortal } from '@/lib/portal/route.ts';

export const dynamic = 'force-dynamic';

/** The organisation of the session. */
export const GET = withPortal(({ db, principal }) => getOrganisation({ db, tppId: principal.tppId }));
