import { withXs2a } from '@/lib/http/pipeline.ts';
import { createAccountOperation } from '@/lib/sandbox/operations/create-account.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/accounts — create a mock account
export const POST = withXs2a(createAccountOperation);
