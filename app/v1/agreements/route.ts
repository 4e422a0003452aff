import { withXs2a } from '@/lib/http/pipeline.ts';
import { listAgreements } from '@/lib/accounts/list-agreements.ts';

// GET /v1/agreements — the PSU's corporate agreements with the psu-corporate-id to send as PSU-Corporate-ID.
export const GET = withXs2a(({ db, tpp, header, now }) => listAgreements({ db, tppId: tpp.id, header, now }), { role: ['PSP_AI', 'PSP_PI'] });
