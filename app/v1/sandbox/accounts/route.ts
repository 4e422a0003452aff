// POST /v1/sandbox/accounts — create a mock account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createAccountBodySchema } from '@/lib/sandbox/schemas.ts';
import { createAccount } from '@/lib/sandbox/create-account.ts';

export const dynamic = 'force-dynamic';

export const POST = withXs2a(({ db, body }) => createAccount({ db, body }), { body: createAccountBodySchema, status: 201, sandbox: true });
