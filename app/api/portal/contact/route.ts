import { withPortal } from '@/lib/portal/with-portal.ts';
import { saveContactOperation } from '@/lib/portal/operations/save-contact.ts';

export const dynamic = 'force-dynamic';

// PUT /api/portal/contact — register or update the organisation contact e-mail
export const PUT = withPortal(saveContactOperation);
