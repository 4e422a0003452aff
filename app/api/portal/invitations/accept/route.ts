import { withPortal } from '@/lib/portal/with-portal.ts';
import { acceptInvitationOperation } from '@/lib/portal/operations/invitations.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/invitations/accept — accept an invitation
export const POST = withPortal(acceptInvitationOperation);
