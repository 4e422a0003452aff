import { withPortal } from '@/lib/portal/with-portal.ts';
import { sendPlaygroundRequestOperation } from '@/lib/portal/operations/send-playground-request.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/playground/send — relay a browser-signed request to /v1 (browsers cannot set the Date header)
export const POST = withPortal(sendPlaygroundRequestOperation);
