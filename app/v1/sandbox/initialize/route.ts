// POST /v1/sandbox/initialize — reset the sandbox to its fixed known state (lib/sandbox/initialize-sandbox.ts).
import { withXs2a } from '@/lib/http/pipeline.ts';
import { initializeSandbox } from '@/lib/sandbox/initialize-sandbox.ts';

export const dynamic = 'force-dynamic';

export const POST = withXs2a(({ db }) => initializeSandbox({ db }), { sandbox: true });
