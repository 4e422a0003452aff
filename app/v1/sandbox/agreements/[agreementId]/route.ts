import { withXs2a } from '@/lib/http/pipeline.ts';
import { readAgreementOperation } from '@/lib/sandbox/operations/read-agreement.ts';

export const dynamic = 'force-dynamic';

// GET /v1/sandbox/agreements/{agreementId} — read a sandbox agreement
export const GET = withXs2a(readAgreementOperation);
