import { withPortal } from '@/lib/portal/with-portal.ts';
import { listRequestLogOperation } from '@/lib/portal/operations/request-log.ts';

export const dynamic = 'force-dynamic';

// GET /api/portal/request-log — the organisation's request log
export const GET = withPortal(listRequestLogOperation);
