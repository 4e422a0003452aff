import { withPortal } from '@/lib/portal/with-portal.ts';
import { registerAccountOperation } from '@/lib/portal/operations/register-account.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/account — sign up: developer account (and a sandbox organisation)
export const POST = withPortal(registerAccountOperation);
