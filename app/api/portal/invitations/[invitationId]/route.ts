import { withPortal } from '@/lib/portal/with-portal.ts';
import { revokeInvitationOperation } from '@/lib/portal/operations/invitations.ts';

export const dynamic = 'force-dynamic';

// DELETE /api/portal/invitations/{invitationId} — withdraw an open invitation
export const DELETE = withPortal(revokeInvitationOperation);
