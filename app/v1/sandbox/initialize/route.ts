import { withXs2a } from '@/lib/http/pipeline.ts';
import { initializeSandboxOperation } from '@/lib/sandbox/operations/initialize-sandbox.ts';

export const dynamic = 'force-dynamic';

// POST /v1/sandbox/initialize — reset the sandbox to its known state
export const POST = withXs2a(initializeSandboxOperation);
