import { withXs2a } from '@/lib/http/pipeline.ts';
import { listEngagementsOperation } from '@/lib/sandbox/operations/list-engagements.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/agreements/{agreementId}/engagements — list the engagements of a sandbox agreement
export const GET = withXs2a(listEngagementsOperation);
