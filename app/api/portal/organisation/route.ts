import { withPortal } from '@/lib/portal/with-portal.ts';
import { readOrganisationOperation } from '@/lib/portal/operations/read-organisation.ts';
import { createOrganisationOperation } from '@/lib/portal/operations/create-organisation.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/organisation — the organisation of the signed-in developer
export const GET = withPortal(readOrganisationOperation);

// POST /api/portal/organisation — create a sandbox organisation (generated organizationIdentifier)
export const POST = withPortal(createOrganisationOperation);
