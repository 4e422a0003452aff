import { withXs2a } from '@/lib/http/pipeline.ts';
import { listAgreementsOperation } from '@/lib/accounts/operations/list-agreements.ts';

// GET /v1/agreements — list the PSU's corporate agreements
export const GET = withXs2a(listAgreementsOperation);
