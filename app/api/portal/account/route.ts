// POST /api/portal/account — sign-up: a developer account and its TPP organisation.
import { registerAccount } from '@/lib/portal/register-account.ts';
import { withPortal } from '@/lib/portal/route.ts';
import { signUpSchema } from '@/lib/portal/schemas.ts';

export const dynamic = 'force-dynamic';

/** Creates the account (201); the client signs in with the same credentials afterwards. */
export const POST = withPortal(({ db, body }) => registerAccount({ db, input: body }), { auth: false, body: signUpSchema, status: 201 });
