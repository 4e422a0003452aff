// POST /v1/sandbox/card-accounts — create a mock card account.
import { withXs2a } from '@/lib/http/pipeline.ts';
import { createCardAccountBodySchema } from '@/lib/sandbox/schemas.ts';
import { createCardAccount } from '@/lib/sandbox/create-card-account.ts';

export const dynamic = 'force-dynamic';

export const POST = withXs2a(({ db, body }) => createCardAccount({ db, body }), { body: createCardAccountBodySchema, status: 201, sandbox: true });
