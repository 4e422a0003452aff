import { withXs2a } from '@/lib/http/pipeline.ts';
import { getUser } from '@/lib/users/get-user.ts';

// GET /v1/user — the PSU-ID of the PSU; 401 with scaRedirect when the TPP has none yet.
export const GET = withXs2a(({ db, tpp, header, now }) => getUser({ db, tppId: tpp.id, header, now }), { role: ['PSP_AI', 'PSP_PI'] });
