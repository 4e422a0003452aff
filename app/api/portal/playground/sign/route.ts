import { withPortal } from '@/lib/portal/with-portal.ts';
import { signPlaygroundRequestOperation } from '@/lib/portal/operations/sign-playground-request.ts';

export const dynamic = 'force-dynamic';

// POST /api/portal/playground/sign — sign a request on the server with a pasted sandbox key (opt-in, sandbox mode only)
export const POST = withPortal(signPlaygroundRequestOperation);
