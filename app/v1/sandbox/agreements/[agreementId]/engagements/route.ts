// GET /v1/sandbox/agreements/{agreementId}/engagements
import { withXs2a } from '@/lib/http/pipeline.ts';
import { listEngagements } from '@/lib/sandbox/list-engagements.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => listEngagements({ db, agreementId: params.agreementId ?? '' }), { sandbox: true });
