import { withXs2a } from '@/lib/http/pipeline.ts';
import { getUser } from '@/lib/users/get-user.ts';

// GET /v1/users — establishes the PSU-ID (also for PISP-only operation); 401 with scaRedirect when there is none.
export const GET = withXs2a(({ db, tpp, header, now }) => getUser({ db, tppId: tpp.id, header, now }), { role: ['PSP_AI', 'PSP_PI'] });
