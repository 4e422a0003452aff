import { withPortal } from '@/lib/portal/with-portal.ts';
import { createInvitationOperation } from '@/lib/portal/operations/invitations.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/invitations — invite a colleague to the organisation
export const POST = withPortal(createInvitationOperation);
