import { withPortal } from '@/lib/portal/with-portal.ts';
import { readOrganisationOperation } from '@/lib/portal/operations/read-organisation.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/organisation — the organisation of the signed-in developer
export const GET = withPortal(readOrganisationOperation);
