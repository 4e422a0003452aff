import { withPortal } from '@/lib/portal/with-portal.ts';
import { proveControlOperation } from '@/lib/portal/operations/prove-control.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/organisation/join — join an organisation by proof of control
export const POST = withPortal(proveControlOperation);
