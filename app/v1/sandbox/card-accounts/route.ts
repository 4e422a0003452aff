import { withXs2a } from '@/lib/http/pipeline.ts';
import { createCardAccountOperation } from '@/lib/sandbox/operations/create-card-account.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/card-accounts — create a mock card account
export const POST = withXs2a(createCardAccountOperation);
