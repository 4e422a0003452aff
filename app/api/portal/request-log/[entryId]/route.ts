import { withPortal } from '@/lib/portal/with-portal.ts';
import { readRequestLogEntryOperation } from '@/lib/portal/operations/request-log.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/request-log/{entryId} — one entry of the request log
export const GET = withPortal(readRequestLogEntryOperation);
