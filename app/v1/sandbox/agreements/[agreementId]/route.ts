// GET /v1/sandbox/agreements/{agreementId}
import { withXs2a } from '@/lib/http/pipeline.ts';
import { getAgreement } from '@/lib/sandbox/get-agreement.ts';

export const dynamic = 'force-dynamic';

export const GET = withXs2a(({ db, params }) => getAgreement({ db, agreementId: params.agreementId ?? '' }), { sandbox: true });
